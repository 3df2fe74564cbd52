import { createRemoteJWKSet } from 'jose';
import { loadEnvOrExit } from '@trybuna/config/env';
import { listenUntilSignal } from '@trybuna/server';
import { buildApi } from './app';
import { imageDirs, prepareDatabase } from './boot';
import { jwksUrl } from './plugins/user-token';

// A bad variable (or a weak secret in PROD) stops the start here, named on stderr.
const env = loadEnvOrExit();
const database = await prepareDatabase(env, (message) => {
  console.log(message);
});
const app = await buildApi({
  database,
  publicUrl: env.urls.api,
  apiKey: env.apiKey,
  likesPerMinute: env.likesPerMinute,
  allowedOrigins: Object.values(env.origins),
  images: imageDirs(env),
  logLevel: env.logLevel,
  previewSecret: env.previewSecret,
  userTokens: {
    issuer: env.urls.sso,
    keys: createRemoteJWKSet(jwksUrl(env.urls.sso)),
  },
});
await listenUntilSignal(app, { host: env.host, port: env.ports.api });
