import { describe, expect, it } from 'vitest';
import { loadEnv, MIN_SECRET_LENGTH, secretWeakness } from '../src/env';

describe('runtime environment', () => {
  it('defaults to ports 3000 / 4000 / 4100 on localhost and .data/', () => {
    const env = loadEnv({});
    expect(env.ports).toEqual({ web: 3000, api: 4000, sso: 4100 });
    expect(env.urls).toEqual({
      web: 'http://localhost:3000',
      api: 'http://localhost:4000',
      sso: 'http://localhost:4100',
    });
    expect(env.dataDir).toBe('.data');
    expect(env.databaseUrl).toBeUndefined();
    expect(env.appEnv).toBe('DEV');
  });

  it('limits picture renders to 60 a minute per client unless told otherwise', () => {
    expect(loadEnv({}).imageRendersPerMinute).toBe(60);
    expect(loadEnv({ API_IMAGE_RENDERS_PER_MINUTE: '600' }).imageRendersPerMinute).toBe(600);
    expect(() => loadEnv({ API_IMAGE_RENDERS_PER_MINUTE: '0' })).toThrow();
  });

  it('keeps a sign-in refreshable for 30 days at most unless told otherwise (1–365)', () => {
    expect(loadEnv({}).ssoRefreshTokenMaxAgeDays).toBe(30);
    expect(loadEnv({ SSO_REFRESH_TOKEN_MAX_AGE_DAYS: '7' }).ssoRefreshTokenMaxAgeDays).toBe(7);
    expect(() => loadEnv({ SSO_REFRESH_TOKEN_MAX_AGE_DAYS: '0' })).toThrow();
    expect(() => loadEnv({ SSO_REFRESH_TOKEN_MAX_AGE_DAYS: '366' })).toThrow();
  });

  it('keeps personal data 180 days unless told otherwise (1–3650 days)', () => {
    expect(loadEnv({}).personalDataRetentionDays).toBe(180);
    expect(loadEnv({ PERSONAL_DATA_RETENTION_DAYS: '30' }).personalDataRetentionDays).toBe(30);
    for (const bad of ['0', '3651', '1.5', 'pół roku']) {
      expect(() => loadEnv({ PERSONAL_DATA_RETENTION_DAYS: bad }), bad).toThrow(
        /PERSONAL_DATA_RETENTION_DAYS/,
      );
    }
  });

  it('derives the variant origins from the web port', () => {
    const env = loadEnv({ WEB_PORT: '3100' });
    expect(env.origins).toEqual({
      soccer: 'http://localhost:3100',
      academy: 'http://akademia.localhost:3100',
      athletics: 'http://athletics.localhost:3100',
      business: 'http://biznes.localhost:3100',
    });
  });

  it('prefers explicit URLs (deployments behind other hosts), without trailing slash', () => {
    const env = loadEnv({
      WEB_URL: 'https://www.club.example/',
      API_URL: 'https://api.club.example',
      BUSINESS_URL: 'https://biznes.club.example',
    });
    expect(env.urls.web).toBe('https://www.club.example');
    expect(env.urls.api).toBe('https://api.club.example');
    expect(env.origins.business).toBe('https://biznes.club.example');
    expect(env.origins.academy).toBe('https://akademia.www.club.example');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['WEB_PORT', 'abc'],
    ['API_PORT', '70000'],
    ['APP_ENV', 'STAGING'],
    ['SSO_URL', 'ftp://sso'],
  ])('rejects %s=%s with a message naming it', (key, value) => {
    expect(() => loadEnv({ [key]: value })).toThrow(new RegExp(key));
  });

  it('loads the demo on start in DEV only', () => {
    expect(loadEnv({}).demoData).toBe(true);
    expect(loadEnv({ APP_ENV: 'DEV' }).demoData).toBe(true);
    for (const appEnv of ['PROD', 'TEST', 'INT']) {
      expect(loadEnv({ APP_ENV: appEnv }).demoData).toBe(false);
    }
  });
});

/** 44 characters, as `openssl rand -base64 32` prints. */
const STRONG = 'q3Vb8mZ1xR7tLw0pK9sN4yHc2eJf6uGd5aTiOoPlMkE=';

describe('PROD secrets and URLs (issue 14 item 4)', () => {
  it('starts PROD with nothing set: preview off, no API key, local URLs', () => {
    const env = loadEnv({ APP_ENV: 'PROD' });
    expect(env.previewSecret).toBeUndefined();
    expect(env.apiKey).toBeUndefined();
    expect(env.urls.web).toBe('http://localhost:3000');
  });

  it('accepts strong secrets and https URLs', () => {
    const env = loadEnv({
      APP_ENV: 'PROD',
      PREVIEW_SECRET: STRONG,
      API_KEY: STRONG.split('').reverse().join(''),
      WEB_URL: 'https://www.club.example',
      API_URL: 'https://api.club.example',
      SSO_URL: 'https://konto.club.example',
    });
    expect(env.previewSecret).toBe(STRONG);
    expect(env.urls.sso).toBe('https://konto.club.example');
  });

  it.each([
    ['PREVIEW_SECRET', 'e2e-preview-secret', /PREVIEW_SECRET: is 18 characters long/],
    ['PREVIEW_SECRET', 'x'.repeat(MIN_SECRET_LENGTH - 1), /PREVIEW_SECRET: is 31 characters/],
    ['PREVIEW_SECRET', 'ab'.repeat(32), /PREVIEW_SECRET: has fewer than 10 different/],
    ['API_KEY', 'dev-key', /API_KEY: is 7 characters long/],
    ['WEB_URL', 'http://www.club.example', /WEB_URL: must be an https URL/],
    ['SSO_URL', 'http://konto.club.example', /SSO_URL: must be an https URL/],
    ['BUSINESS_URL', 'http://biznes.club.example', /BUSINESS_URL: must be an https URL/],
  ])('refuses %s=%s in PROD with a message naming it', (key, value, message) => {
    expect(() => loadEnv({ APP_ENV: 'PROD', [key]: value })).toThrow(message);
    expect(() => loadEnv({ APP_ENV: 'PROD', [key]: value })).toThrow(/APP_ENV=PROD/);
  });

  it.each(['DEV', 'TEST', 'INT'])('accepts the same values in %s', (appEnv) => {
    const env = loadEnv({
      APP_ENV: appEnv,
      PREVIEW_SECRET: 'e2e-preview-secret',
      API_KEY: 'dev-key',
      WEB_URL: 'http://www.club.example',
    });
    expect(env.previewSecret).toBe('e2e-preview-secret');
    expect(env.apiKey).toBe('dev-key');
  });

  it('names every refused variable at once', () => {
    expect(() => loadEnv({ APP_ENV: 'PROD', PREVIEW_SECRET: 'short', API_KEY: 'short' })).toThrow(
      /PREVIEW_SECRET: .*\nAPI_KEY: /,
    );
  });

  it('treats an empty secret as unset (preview off), not as weak', () => {
    expect(loadEnv({ APP_ENV: 'PROD', PREVIEW_SECRET: '', API_KEY: '' }).previewSecret).toBe(
      undefined,
    );
  });

  it('lets a production build be tried on plain http on loopback hosts', () => {
    const env = loadEnv({
      APP_ENV: 'PROD',
      WEB_URL: 'http://localhost:3000',
      API_URL: 'http://127.0.0.1:4000',
      ACADEMY_URL: 'http://akademia.localhost:3000',
      SSO_URL: 'http://[::1]:4100',
    });
    expect(env.urls.api).toBe('http://127.0.0.1:4000');
  });

  it('explains what makes a secret weak', () => {
    expect(secretWeakness(STRONG)).toBeNull();
    expect(secretWeakness('short')).toMatch(/5 characters/);
    expect(secretWeakness('0123456789'.repeat(4))).toBeNull();
    expect(secretWeakness('012345678'.repeat(4))).toMatch(/different characters/);
  });
});
