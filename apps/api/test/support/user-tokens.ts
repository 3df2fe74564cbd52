import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { CONTENT_API_AUDIENCE } from '@trybuna/domain';
import type { UserTokenOptions } from '../../src/plugins/user-token';

/** The `iss` test tokens carry and the test API expects (the sso's URL). */
export const TEST_ISSUER = 'http://sso.test:4100';
export const TEST_KID = 'test-key-1';

export interface TokenKit {
  /** What `buildApi({ userTokens })` gets: the issuer and a local key set. */
  userTokens: UserTokenOptions;
  /** The public key as the sso's JWKS lists it. */
  publicJwk: JWK;
  /** Signs a user token: valid for 10 minutes unless `claims` override (undefined drops one). */
  sign: (claims?: JWTPayload, options?: { key?: CryptoKey; kid?: string }) => Promise<string>;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A fresh ES256 key pair standing in for the sso's signing key. */
export async function tokenKit(): Promise<TokenKit> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: TEST_KID, alg: 'ES256', use: 'sig' };
  const sign: TokenKit['sign'] = (claims = {}, options = {}) => {
    const now = nowSeconds();
    return new SignJWT({
      iss: TEST_ISSUER,
      aud: CONTENT_API_AUDIENCE,
      sub: 'fan-0001',
      nickname: 'KibicTestowy',
      iat: now,
      nbf: now,
      exp: now + 600,
      ...claims,
    })
      .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? TEST_KID, typ: 'JWT' })
      .sign(options.key ?? privateKey);
  };
  return {
    userTokens: { issuer: TEST_ISSUER, keys: createLocalJWKSet({ keys: [publicJwk] }) },
    publicJwk,
    sign,
  };
}
