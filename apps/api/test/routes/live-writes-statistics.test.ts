import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchStatistics } from '@trybuna/db/schema';
import { ANONYMOUS_MATCH_STAT_KEYS, MATCH_STAT_KEYS, MAX_MATCH_STAT_VALUE } from '@trybuna/domain';
import {
  anyNumber,
  expectError,
  expectInvalid,
  liveWriteHarness,
  statisticsBody,
  type LiveWriteHarness,
} from './live-writes-support';

interface Resource {
  type: string;
  id: string;
  attributes: { side: string; values: Record<string, number>; full: boolean };
  relationships?: Record<string, unknown>;
}

/** Every key of the match set, with values 1, 2, 3… (home) or 10, 20, 30… (away). */
const every = (step: number) =>
  Object.fromEntries(MATCH_STAT_KEYS.map((key, i) => [key, (i + 1) * step]));
const HOME = every(1);
const AWAY = every(10);
const MEMBERS_ONLY = MATCH_STAT_KEYS.filter((key) => !ANONYMOUS_MATCH_STAT_KEYS.includes(key));
const limited = (values: Record<string, number>) =>
  Object.fromEntries(ANONYMOUS_MATCH_STAT_KEYS.map((key) => [key, values[key]]));

/** Match 1 (ended) has both sides' statistics, every key. */
async function withStatistics(h: LiveWriteHarness): Promise<void> {
  await h.database.db.insert(matchStatistics).values([
    { id: 800, matchId: 1, side: 'home', values: HOME },
    { id: 801, matchId: 1, side: 'away', values: AWAY },
  ]);
  await h.database.query(sql`select setval(pg_get_serial_sequence('match_statistics', 'id'), 801)`);
}

describe('GET match_statistics (001 §2 Statistics tab, §6)', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
    await withStatistics(h);
  });
  afterAll(() => h.app.close());

  const list = 'match_statistics?filter[match_id_eq]=1';
  const asFan = (path: string) =>
    h.app.inject({
      url: `/api/v3/${path}`,
      headers: { 'user-authorization': `Bearer ${h.tokens.fan}` },
    });

  it('anonymous: both sides, only the anonymous keys, full false, cacheable', async () => {
    const response = await h.read(list);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const { data } = response.json<{ data: Resource[] }>();
    expect(data).toEqual([
      {
        type: 'match_statistics',
        id: '800',
        attributes: { side: 'home', values: limited(HOME), full: false },
        relationships: { match: { data: { type: 'matches', id: '1' } } },
      },
      {
        type: 'match_statistics',
        id: '801',
        attributes: { side: 'away', values: limited(AWAY), full: false },
        relationships: { match: { data: { type: 'matches', id: '1' } } },
      },
    ]);
    for (const key of MEMBERS_ONLY) expect(response.body).not.toContain(`"${key}"`);
  });

  it('a signed-in fan: every key, full true, never cached', async () => {
    const response = await asFan(list);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { data } = response.json<{ data: Resource[] }>();
    expect(data.map((r) => r.attributes)).toEqual([
      { side: 'home', values: HOME, full: true },
      { side: 'away', values: AWAY, full: true },
    ]);
    // The fan's read left the anonymous one as it was.
    const again = (await h.read(list)).json<{ data: Resource[] }>().data;
    expect(again.map((r) => r.attributes.full)).toEqual([false, false]);
  });

  it.each([
    'match_statistics/800',
    'match_statistics?filter[id_eq]=800',
    'match_statistics?fields[match_statistics]=values',
    'match_statistics?include=match',
    'match_statistics?filter[match_id_in]=1,2&sort=-id',
  ])('anonymous %s holds no members-only key', async (path) => {
    const response = await h.read(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"shots"');
    for (const key of MEMBERS_ONLY) expect(response.body).not.toContain(`"${key}"`);
  });

  it('matches do not link statistics (no way around the limit through includes)', async () => {
    expectError(await h.read('matches/1?include=match_statistics'), 400);
  });

  it('a match without statistics: an empty list', async () => {
    const response = await h.read('match_statistics?filter[match_id_eq]=3');
    expect(response.json<{ data: Resource[] }>().data).toEqual([]);
  });
});

describe('PUT matches/{id}/statistics', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
    await withStatistics(h);
  });
  afterAll(() => h.app.close());

  const put = (body: unknown, match = '2') => h.send('PUT', `matches/${match}/statistics`, body);
  const list = 'match_statistics?filter[match_id_eq]=2';
  const count = async () =>
    (await h.database.query<{ n: number }>(sql`select count(*)::int as n from match_statistics`))[0]
      ?.n;

  it('creates both sides: 200 with the full set, match_statistics_updated with the limited one', async () => {
    // Cached while empty: the write must drop it.
    expect((await h.read(list)).json<{ data: Resource[] }>().data).toEqual([]);
    // Sent away first: answered home, away.
    const response = await put({
      data: [...statisticsBody(HOME, AWAY).data].reverse(),
    });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ data: Resource[] }>();
    expect(document.data.map((r) => r.attributes)).toEqual([
      { side: 'home', values: HOME, full: true },
      { side: 'away', values: AWAY, full: true },
    ]);
    expect(document.data[0]).toMatchObject({
      type: 'match_statistics',
      relationships: { match: { data: { type: 'matches', id: '2' } } },
    });

    const read = await h.read(list);
    const publicDocument = read.json<{ data: Resource[] }>();
    expect(publicDocument.data.map((r) => r.id)).toEqual(document.data.map((r) => r.id));
    expect(publicDocument.data.map((r) => r.attributes)).toEqual([
      { side: 'home', values: limited(HOME), full: false },
      { side: 'away', values: limited(AWAY), full: false },
    ]);

    const envelope = h.envelopes.at(-1);
    expect(envelope).toEqual({
      matchId: '2',
      message: { seq: anyNumber, type: 'match_statistics_updated', data: publicDocument },
    });
    const wire = JSON.stringify(envelope);
    for (const key of MEMBERS_ONLY) expect(wire).not.toContain(`"${key}"`);
    expect(await h.rowAtPublish.at(-1)).toBe(true);
    expect((await h.stored(2)).at(-1)).toMatchObject({
      type: 'match_statistics_updated',
      author: 'editor-0001',
    });
  });

  it('a second write replaces the values in place (same ids, a key left out is gone)', async () => {
    const before = (await h.read(list)).json<{ data: Resource[] }>().data.map((r) => r.id);
    const response = await put(statisticsBody({ shots: 9, passes: 400 }, { corners: 2 }));
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Resource[] }>();
    expect(data.map((r) => r.id)).toEqual(before);
    expect(data.map((r) => r.attributes.values)).toEqual([
      { shots: 9, passes: 400 },
      { corners: 2 },
    ]);
    const read = (await h.read(list)).json<{ data: Resource[] }>().data;
    expect(read.map((r) => r.attributes.values)).toEqual([{ shots: 9 }, { corners: 2 }]);
    const rows = await h.database.query<{ side: string; values: Record<string, number> }>(
      sql`select side, "values" from match_statistics where match_id = 2 order by id`,
    );
    expect(rows).toEqual([
      { side: 'home', values: { shots: 9, passes: 400 } },
      { side: 'away', values: { corners: 2 } },
    ]);
    expect(h.envelopes.at(-1)?.message.data).toEqual(
      (await h.read(list)).json<{ data: Resource[] }>(),
    );
  });

  it('a cached read by id is dropped too', async () => {
    expect(
      (await h.read('match_statistics/800')).json<{ data: Resource }>().data.attributes,
    ).toMatchObject({ values: { shots: 1 } });
    expect((await put(statisticsBody({ shots: 4 }, { shots: 6 }), '1')).statusCode).toBe(200);
    expect(
      (await h.read('match_statistics/800')).json<{ data: Resource }>().data.attributes.values,
    ).toEqual({ shots: 4 });
  });

  const entry = (side: string, values: Record<string, unknown>) => ({
    type: 'match_statistics',
    attributes: { side, values },
  });

  it.each([
    ['one entry', { data: [entry('home', { shots: 1 })] }, '/data'],
    ['three entries', { data: [entry('home', {}), entry('away', {}), entry('away', {})] }, '/data'],
    ['a side twice', { data: [entry('home', { shots: 1 }), entry('home', { shots: 2 })] }, '/data'],
    [
      'an unknown side',
      { data: [entry('neutral', {}), entry('away', {})] },
      '/data/0/attributes/side',
    ],
    [
      'an unknown key',
      statisticsBody({ shots: 1, possession: 55 }, {}),
      '/data/0/attributes/values',
    ],
    ['a negative value', statisticsBody({}, { fouls: -1 }), '/data/1/attributes/values/fouls'],
    ['a fraction', statisticsBody({ shots: 2.5 }, {}), '/data/0/attributes/values/shots'],
    [
      'a value too big',
      statisticsBody({ passes: MAX_MATCH_STAT_VALUE + 1 }, {}),
      '/data/0/attributes/values/passes',
    ],
    ['a value as a string', statisticsBody({ shots: '3' }, {}), '/data/0/attributes/values/shots'],
    [
      'an extra attribute',
      {
        data: [
          { type: 'match_statistics', attributes: { side: 'home', values: {}, full: true } },
          entry('away', {}),
        ],
      },
      '/data/0/attributes',
    ],
    [
      'an extra member',
      { data: [{ ...entry('home', {}), id: '800' }, entry('away', {})] },
      '/data/0',
    ],
    [
      'a wrong type',
      { data: [{ ...entry('home', {}), type: 'odds' }, entry('away', {})] },
      '/data/0/type',
    ],
    ['values not an object', statisticsBody({}, []), '/data/1/attributes/values'],
    ['not a list', { data: entry('home', {}) }, '/data'],
  ])('%s → 422, nothing written or sent', async (_name, body, pointer) => {
    const before = h.envelopes.length;
    const rows = await count();
    expectInvalid(await put(body), pointer);
    expect(h.envelopes.length).toBe(before);
    expect(await count()).toBe(rows);
  });

  it('every problem of a body is reported', async () => {
    const response = await put(statisticsBody({ shots: -1, possession: 3 }, { fouls: 0.5 }));
    expect(response.statusCode).toBe(422);
    const pointers = response
      .json<{ errors: { source?: { pointer?: string } }[] }>()
      .errors.map((e) => e.source?.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/0/attributes/values/shots',
        '/data/0/attributes/values',
        '/data/1/attributes/values/fouls',
      ]),
    );
  });

  it.each(['999', 'abc', '2147483648'])('an unknown match %s → 404, nothing sent', async (id) => {
    const before = h.envelopes.length;
    const rows = await count();
    expectError(await put(statisticsBody({ shots: 1 }, { shots: 2 }), id), 404);
    expect(h.envelopes.length).toBe(before);
    expect(await count()).toBe(rows);
  });

  it('anonymous → 401, a fan → 403, nothing written or sent', async () => {
    const before = h.envelopes.length;
    const body = statisticsBody({ shots: 1 }, { shots: 2 });
    expectError(await h.send('PUT', 'matches/2/statistics', body, null), 401);
    expectError(await h.send('PUT', 'matches/2/statistics', body, h.tokens.fan), 403);
    expect(h.envelopes.length).toBe(before);
  });
});
