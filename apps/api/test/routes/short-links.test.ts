import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedLink } from '../../src/routes/short-links';
import { testApi } from '../support/app';

const SITE = 'http://localhost:3000';
const ACADEMY = 'https://akademia.example.com';
const PUBLIC_URL = 'https://api.example.com';

/** 000 §7.5: the body the dynamic-link service took. */
const body = (link: unknown) => ({
  dynamicLinkInfo: {
    androidInfo: { androidPackageName: 'pl.example.club' },
    domainUriPrefix: 'https://club.page.link',
    iosInfo: { iosBundleId: 'pl.example.club' },
    link,
  },
});

const SHORT_LINK = /^https:\/\/api\.example\.com\/s\/([A-Za-z0-9]{8})$/;

describe('POST /short_links (000 §7.5)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApi({
      publicUrl: `${PUBLIC_URL}/`,
      allowedOrigins: [SITE, `${ACADEMY}/`],
      shortLinksPerMinute: 100_000,
    });
  });
  afterAll(() => app.close());

  const post = (payload: unknown, prefix = '/api/v3') =>
    app.inject({
      method: 'POST',
      url: `${prefix}/short_links`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const codeOf = (shortLink: string) => SHORT_LINK.exec(shortLink)?.[1];

  it('a page of the site → 201 { shortLink: {publicUrl}/s/{code} }', async () => {
    const response = await post(body(`${SITE}/aktualnosci/pilkarskie/zwyciestwo-w-lodzi/1`));
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { shortLink } = response.json<{ shortLink: string }>();
    expect(shortLink).toMatch(SHORT_LINK);
  });

  it('the same link gets the same code, under /api/v2 too; another link another code', async () => {
    const link = `${ACADEMY}/aktualnosci/wszystkie?strona=2`;
    const first = (await post(body(link))).json<{ shortLink: string }>().shortLink;
    const again = await post(body(link), '/api/v2');
    expect(again.statusCode).toBe(201);
    expect(again.json<{ shortLink: string }>().shortLink).toBe(first);
    const other = (await post(body(`${ACADEMY}/o-klubie`))).json<{ shortLink: string }>();
    expect(codeOf(other.shortLink)).not.toBe(codeOf(first));
  });

  it('the link alone is enough (the app ids and prefix are optional)', async () => {
    const response = await post({ dynamicLinkInfo: { link: `${SITE}/` } });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a look-alike host', 'http://localhost:3000.evil.example/'],
    ['another port', 'http://localhost:3001/'],
    ['credentials in the URL', 'http://user:pass@localhost:3000/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['not a URL', 'aktualnosci/1'],
    ['a very long link', `${SITE}/${'a'.repeat(3000)}`],
  ])('%s → 422 pointing at the link', async (_name, link) => {
    const response = await post(body(link));
    expect(response.statusCode).toBe(422);
    const json = response.json<{
      meta: { message: string };
      errors: { status: string; source: { pointer: string } }[];
    }>();
    expect(json.meta.message).toEqual(expect.any(String));
    expect(json.errors[0]).toMatchObject({
      status: '422',
      source: { pointer: '/dynamicLinkInfo/link' },
    });
  });

  it.each([
    ['no dynamicLinkInfo', { link: `${SITE}/` }],
    ['a link that is not a string', body(42)],
    ['an empty link', body('')],
    ['a malformed app id', { dynamicLinkInfo: { link: `${SITE}/`, iosInfo: { iosBundleId: 1 } } }],
    ['JSON:API instead', { data: { type: 'short_link', attributes: { link: `${SITE}/` } } }],
  ])('%s → 422 with message and errors[]', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(422);
    const json = response.json<{ meta: { message: unknown }; errors: { status: string }[] }>();
    expect(typeof json.meta.message).toBe('string');
    expect(json.errors[0]?.status).toBe('422');
  });

  it('an empty body → 422', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/short_links',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(422);
  });

  it('GET /s/{code} → 302 to the link', async () => {
    const link = `${SITE}/aktualnosci/pilkarskie/zwyciestwo-w-lodzi/1#komentarze`;
    const { shortLink } = (await post(body(link))).json<{ shortLink: string }>();
    const response = await app.inject({ url: `/s/${codeOf(shortLink) ?? ''}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(link);
  });

  it.each(['ZZZZZZZZ', 'not-a-code'])('GET /s/%s (unknown) → 404 JSON:API', async (code) => {
    const response = await app.inject({ url: `/s/${code}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ status: '404' }] });
  });

  it('GET /s/%00 (a control character in the path) → 400 JSON:API', async () => {
    const response = await app.inject({ url: '/s/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ status: '400' }] });
  });
});

describe('short link rules', () => {
  it('normalises the link, so spellings of one URL share a code', () => {
    expect(allowedLink('HTTP://LOCALHOST:3000', [SITE])).toEqual({ href: `${SITE}/` });
  });
});

describe('short link rate limit', () => {
  it('a script gets 429 with Retry-After', async () => {
    const app = await testApi({ allowedOrigins: [SITE], shortLinksPerMinute: 3 });
    try {
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 5; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v3/short_links',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body(`${SITE}/strona/${String(i)}`)),
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          retryAfter = String(response.headers['retry-after']);
          expect(response.json()).toMatchObject({ errors: [{ status: '429' }] });
        }
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('with an API key, creating needs it but following a short link does not', async () => {
    const app = await testApi({ allowedOrigins: [SITE], apiKey: 'secret' });
    try {
      const post = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/api/v3/short_links',
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify(body(`${SITE}/`)),
        });
      expect((await post({})).statusCode).toBe(401);
      const created = await post({ authorization: 'secret' });
      expect(created.statusCode).toBe(201);
      const { shortLink } = created.json<{ shortLink: string }>();
      const response = await app.inject({ url: new URL(shortLink).pathname });
      expect(response.statusCode).toBe(302);
    } finally {
      await app.close();
    }
  });
});
