import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_WRITES_PER_MINUTE } from '../../src/routes/live-writes';
import {
  componentBody,
  expectError,
  incidentBody,
  liveWriteHarness,
  lineupsBody,
  matchBody,
  SITE,
  oddsBody,
  statisticsBody,
  type LiveWriteHarness,
} from './live-writes-support';

/** Every live write route with a body that would succeed for an editor. */
const ROUTES: [method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown][] = [
  [
    'POST',
    'match_centre_components',
    componentBody({ match_centre_component_type: 'text', payload: { html: '<p>Gol!</p>' } }),
  ],
  [
    'PATCH',
    'match_centre_components/500',
    { data: { type: 'match_centre_components', attributes: { minute: 4 } } },
  ],
  ['DELETE', 'match_centre_components/500'],
  ['PATCH', 'matches/2', matchBody({ home_squad_score: 1 })],
  [
    'POST',
    'incidents',
    incidentBody({ incident_type: 'goal', section_type: 'goal', minute: 12, side: 'home' }),
  ],
  ['DELETE', 'incidents/600'],
  [
    'PUT',
    'matches/2/odds',
    oddsBody([
      ['home', 1.5, 'decreased'],
      ['draw', 3.5, 'increased'],
      ['away', 6, 'increased'],
    ]),
  ],
  ['PUT', 'matches/2/statistics', statisticsBody({ shots: 5 }, { shots: 3 })],
  ['PUT', 'matches/2/lineups', lineupsBody()],
];

describe('live writes: editors only (ARCHITECTURE.md "Editors")', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
  });
  afterAll(() => h.app.close());

  it.each(ROUTES)('%s %s anonymous → 401, nothing written or sent', async (method, path, body) => {
    expectError(await h.send(method, path, body, null), 401);
    expect(h.envelopes).toEqual([]);
  });

  it.each(ROUTES)('%s %s as a fan → 403, nothing written or sent', async (method, path, body) => {
    expectError(await h.send(method, path, body, h.tokens.fan), 403);
    expect(h.envelopes).toEqual([]);
  });

  it.each(ROUTES)('%s %s with a forged token → 401', async (method, path, body) => {
    expectError(await h.send(method, path, body, `${h.tokens.editor}x`), 401);
  });

  it.each(ROUTES)('%s %s: 401 before the body is read (broken JSON)', async (method, path) => {
    const response = await h.app.inject({
      method,
      url: `/api/v3/${path}`,
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"data":',
    });
    expectError(response, 401);
  });

  it.each(ROUTES)('%s %s as a fan: 403 before the body is read', async (method, path) => {
    const response = await h.app.inject({
      method,
      url: `/api/v3/${path}`,
      headers: {
        'content-type': 'application/vnd.api+json',
        'user-authorization': h.tokens.fan,
      },
      payload: '{"data":',
    });
    expectError(response, 403);
  });

  it('nothing was stored on any stream', async () => {
    expect(await h.stored(2)).toEqual([]);
  });

  it.each(ROUTES)('%s %s: a query parameter → 400', async (method, path, body) => {
    expectError(await h.send(method, `${path}?include=match`, body), 400);
  });

  it.each(ROUTES.filter(([, , body]) => body !== undefined))(
    '%s %s: broken JSON from an editor → 400',
    async (method, path) => {
      const response = await h.app.inject({
        method,
        url: `/api/v3/${path}`,
        headers: {
          'content-type': 'application/vnd.api+json',
          'user-authorization': h.tokens.editor,
        },
        payload: '{"data":',
      });
      expectError(response, 400);
    },
  );
});

describe('live writes from the match desk in a browser (CORS)', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
  });
  afterAll(() => h.app.close());

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])(
    'a preflight of %s with User-Authorization from the site is allowed',
    async (method) => {
      const response = await h.app.inject({
        method: 'OPTIONS',
        url: '/api/v3/matches/2/odds',
        headers: {
          origin: SITE,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type,user-authorization',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(SITE);
      expect(String(response.headers['access-control-allow-methods'])).toContain(method);
    },
  );

  it('a created item exposes its Location to the page', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/v3/match_centre_components',
      headers: {
        origin: SITE,
        'content-type': 'application/vnd.api+json',
        'user-authorization': h.tokens.editor,
      },
      payload: JSON.stringify(
        componentBody({ match_centre_component_type: 'text', payload: { html: '<p>x</p>' } }),
      ),
    });
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['access-control-expose-headers'])).toContain('Location');
  });
});

describe('live writes: the rate limit per editor', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
  });
  afterAll(() => h.app.close());

  const invalid = componentBody({ type: 'nonsense', payload: {} });

  it(`allows ${String(LIVE_WRITES_PER_MINUTE)} writes a minute to one editor, over both prefixes, then 429`, async () => {
    for (let i = 0; i < LIVE_WRITES_PER_MINUTE; i++) {
      const path = i % 2 === 0 ? 'match_centre_components' : '/api/v2/match_centre_components';
      const response = await h.send('POST', path, invalid);
      expect(response.statusCode).toBe(422);
    }
    const refused = await h.send('POST', 'match_centre_components', invalid);
    expectError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the editor's, on every live write route.
    expectError(await h.send('PATCH', 'matches/2', matchBody({ home_squad_score: 1 })), 429);
    // Another editor has a budget of their own.
    const other = await h.send('POST', 'match_centre_components', invalid, h.tokens.otherEditor);
    expect(other.statusCode).toBe(422);
  });
});
