import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';

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
});
