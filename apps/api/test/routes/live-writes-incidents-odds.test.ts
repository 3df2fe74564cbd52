import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anyNumber,
  expectError,
  expectInvalid,
  incidentBody,
  liveWriteHarness,
  oddsBody,
  type LiveWriteHarness,
} from './live-writes-support';

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
}

const goal = {
  incident_type: 'goal',
  section_type: 'goal',
  minute: 12,
  side: 'home',
  player_name: 'Jan Nowak',
  second_player_name: 'Adam Kowalski',
};

describe('POST incidents, DELETE incidents/{id}', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
  });
  afterAll(() => h.app.close());

  const ids = async (path: string) =>
    (await h.read(path)).json<{ data: Resource[] }>().data.map((r) => r.id);

  it('POST → 201 with the incident, incident_added, the cached match and list refreshed', async () => {
    const list = 'incidents?filter[match_id_eq]=2';
    const withIncidents = 'matches/2?include=incidents';
    expect(await ids(list)).toEqual(['600']);
    expect((await h.read(withIncidents)).json<{ included: Resource[] }>().included).toHaveLength(1);
    const response = await h.send('POST', 'incidents', incidentBody(goal));
    expect(response.statusCode).toBe(201);
    const document = response.json<{ data: Resource }>();
    expect(document.data).toMatchObject({
      type: 'incidents',
      attributes: { ...goal, likes_count: 0 },
      relationships: { match: { data: { type: 'matches', id: '2' } } },
    });
    const { id } = document.data;
    expect(response.headers.location).toBe(`/api/v3/incidents/${id}`);
    expect((await h.read(`incidents/${id}`)).json()).toEqual(document);
    expect(h.envelopes.at(-1)).toEqual({
      matchId: '2',
      message: { seq: anyNumber, type: 'incident_added', data: document },
    });
    expect(await h.rowAtPublish.at(-1)).toBe(true);
    expect((await h.stored(2)).at(-1)).toMatchObject({
      type: 'incident_added',
      author: 'editor-0001',
    });
    expect(await ids(list)).toEqual(['600', id]);
    expect((await h.read(withIncidents)).json<{ included: Resource[] }>().included).toHaveLength(2);
  });

  it('player names may be left out (null)', async () => {
    const response = await h.send(
      'POST',
      'incidents',
      incidentBody({
        incident_type: 'red_card',
        section_type: 'other_incident',
        minute: 80,
        side: 'away',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: Resource }>().data.attributes).toMatchObject({
      player_name: null,
      second_player_name: null,
    });
  });

  it('DELETE → 204, incident_removed with the identifier, gone from reads', async () => {
    const response = await h.send('DELETE', 'incidents/600');
    expect(response.statusCode).toBe(204);
    expect(h.envelopes.at(-1)).toEqual({
      matchId: '2',
      message: {
        seq: anyNumber,
        type: 'incident_removed',
        data: { data: { type: 'incidents', id: '600' } },
      },
    });
    expect(await h.rowAtPublish.at(-1)).toBe(false);
    expectError(await h.read('incidents/600'), 404);
    expect(await ids('incidents?filter[match_id_eq]=2')).not.toContain('600');
    expectError(await h.send('DELETE', 'incidents/600'), 404);
  });

  it.each([
    [
      'an unknown type',
      { ...goal, incident_type: 'yellow_card' },
      '/data/attributes/incident_type',
    ],
    [
      'an unknown section type',
      { ...goal, section_type: 'corner' },
      '/data/attributes/section_type',
    ],
    ['no minute', { ...goal, minute: undefined }, '/data/attributes/minute'],
    ['a minute past 200', { ...goal, minute: 201 }, '/data/attributes/minute'],
    ['a side of neither team', { ...goal, side: 'neutral' }, '/data/attributes/side'],
    [
      'a name over 100 characters',
      { ...goal, player_name: 'N'.repeat(101) },
      '/data/attributes/player_name',
    ],
    ['an unknown attribute', { ...goal, likes_count: 3 }, '/data/attributes'],
  ])('%s → 422, nothing written or sent', async (_name, attributes, pointer) => {
    const before = h.envelopes.length;
    expectInvalid(await h.send('POST', 'incidents', incidentBody(attributes)), pointer);
    expect(h.envelopes.length).toBe(before);
  });

  it.each([['999'], ['0'], ['abc']])('a match %s that does not exist → 404 or 422', async (id) => {
    const response = await h.send('POST', 'incidents', incidentBody(goal, id));
    expect([404, 422]).toContain(response.statusCode);
    expect(response.statusCode).toBe(id === '999' ? 404 : 422);
  });

  it.each(['999', 'abc', '2147483648'])('DELETE of an unknown id %s → 404', async (id) => {
    expectError(await h.send('DELETE', `incidents/${id}`), 404);
  });
});

describe('PUT matches/{id}/odds', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
  });
  afterAll(() => h.app.close());

  const put = (body: unknown, match = '2') => h.send('PUT', `matches/${match}/odds`, body);
  const outcomes = (data: Resource[]) =>
    data.map((r) => [r.id, r.attributes.outcome, r.attributes.value, r.attributes.status]);

  it('replaces the three in place (same ids): 200, odds_updated with all three, reads refreshed', async () => {
    const list = 'odds?filter[match_id_eq]=2';
    expect((await h.read(list)).json<{ data: Resource[] }>().data).toHaveLength(3);
    expect((await h.read('matches/2?include=odds')).statusCode).toBe(200);
    const response = await put(
      oddsBody([
        ['away', 4.5, 'increased'],
        ['home', 1.85, 'decreased'],
        ['draw', 3.4, 'increased'],
      ]),
    );
    expect(response.statusCode).toBe(200);
    const document = response.json<{ data: Resource[] }>();
    expect(outcomes(document.data)).toEqual([
      ['700', 'home', 1.85, 'decreased'],
      ['701', 'draw', 3.4, 'increased'],
      ['702', 'away', 4.5, 'increased'],
    ]);
    expect(document.data[0]).toMatchObject({
      type: 'odds',
      relationships: { match: { data: { type: 'matches', id: '2' } } },
    });
    expect(h.envelopes.at(-1)).toEqual({
      matchId: '2',
      message: { seq: anyNumber, type: 'odds_updated', data: document },
    });
    expect((await h.stored(2)).at(-1)).toMatchObject({
      type: 'odds_updated',
      author: 'editor-0001',
    });
    expect(outcomes((await h.read(list)).json<{ data: Resource[] }>().data)).toEqual(
      outcomes(document.data),
    );
    const included = (await h.read('matches/2?include=odds')).json<{ included: Resource[] }>();
    expect(outcomes(included.included)).toEqual(outcomes(document.data));
  });

  it('a match without odds gets its three; an extra row of an outcome is removed', async () => {
    const list = 'odds?filter[match_id_eq]=3';
    expect((await h.read(list)).json<{ data: Resource[] }>().data).toEqual([]);
    const first = await put(
      oddsBody([
        ['home', 2, 'increased'],
        ['draw', 3, 'increased'],
        ['away', 4, 'decreased'],
      ]),
      '3',
    );
    expect(first.statusCode).toBe(200);
    const ids = first.json<{ data: Resource[] }>().data.map((r) => r.id);
    expect((await h.read(list)).json<{ data: Resource[] }>().data.map((r) => r.id)).toEqual(ids);
    await h.database.query(
      sql`insert into odds (match_id, outcome, value, status) values (3, 'home', 9, 'increased')`,
    );
    const second = await put(
      oddsBody([
        ['home', 2.5, 'increased'],
        ['draw', 2.9, 'decreased'],
        ['away', 4, 'decreased'],
      ]),
      '3',
    );
    expect(second.json<{ data: Resource[] }>().data.map((r) => r.id)).toEqual(ids);
    const rows = await h.database.query<{ id: number }>(
      sql`select id from odds where match_id = 3 order by id`,
    );
    expect(rows.map((r) => String(r.id))).toEqual(ids);
  });

  it.each([
    [
      'two outcomes',
      oddsBody([
        ['home', 2, 'increased'],
        ['draw', 3, 'increased'],
      ]),
      '/data',
    ],
    [
      'an outcome twice',
      oddsBody([
        ['home', 2, 'increased'],
        ['home', 3, 'increased'],
        ['away', 4, 'increased'],
      ]),
      '/data',
    ],
    [
      'an unknown outcome',
      oddsBody([
        ['home', 2, 'increased'],
        ['draw', 3, 'increased'],
        ['other', 4, 'increased'],
      ]),
      '/data/2/attributes/outcome',
    ],
    [
      'odds of 1.00',
      oddsBody([
        ['home', 1, 'increased'],
        ['draw', 3, 'increased'],
        ['away', 4, 'increased'],
      ]),
      '/data/0/attributes/value',
    ],
    [
      'odds over 1000',
      oddsBody([
        ['home', 2, 'increased'],
        ['draw', 1000.01, 'increased'],
        ['away', 4, 'increased'],
      ]),
      '/data/1/attributes/value',
    ],
    [
      'three decimals',
      oddsBody([
        ['home', 1.855, 'increased'],
        ['draw', 3, 'increased'],
        ['away', 4, 'increased'],
      ]),
      '/data/0/attributes/value',
    ],
    [
      'an unknown status',
      oddsBody([
        ['home', 2, 'same'],
        ['draw', 3, 'increased'],
        ['away', 4, 'increased'],
      ]),
      '/data/0/attributes/status',
    ],
    ['not a list', { data: { type: 'odds', attributes: {} } }, '/data'],
  ])('%s → 422, nothing written or sent', async (_name, body, pointer) => {
    const before = h.envelopes.length;
    const [rows] = await h.database.query<{ total: number }>(
      sql`select count(*)::int as total from odds`,
    );
    expectInvalid(await put(body), pointer);
    expect(h.envelopes.length).toBe(before);
    const [after] = await h.database.query<{ total: number }>(
      sql`select count(*)::int as total from odds`,
    );
    expect(after?.total).toBe(rows?.total);
  });

  it.each(['999', 'abc'])('an unknown match %s → 404, nothing sent', async (id) => {
    const before = h.envelopes.length;
    const response = await put(
      oddsBody([
        ['home', 2, 'increased'],
        ['draw', 3, 'increased'],
        ['away', 4, 'increased'],
      ]),
      id,
    );
    expectError(response, 404);
    expect(h.envelopes.length).toBe(before);
  });
});
