import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINEUP_POSITIONS } from '@trybuna/domain';
import {
  anyNumber,
  AWAY_FORMATION,
  expectError,
  expectInvalid,
  HOME_FORMATION,
  lineupsBody,
  liveWriteHarness,
  sideLineup,
  type LineupAttributes,
  type LiveWriteHarness,
} from './live-writes-support';
import { LIST, withLineups, type ListDocument } from './match-lineups-support';

describe('PUT matches/{id}/lineups', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
    await withLineups(h);
  });
  afterAll(() => h.app.close());

  const put = (body: unknown, match = '2') => h.send('PUT', `matches/${match}/lineups`, body);
  const count = async (match?: number) =>
    (
      await h.database.query<{ n: number }>(
        match === undefined
          ? sql`select count(*)::int as n from match_lineup_players`
          : sql`select count(*)::int as n from match_lineup_players where match_id = ${match}`,
      )
    )[0]?.n;

  it('writes both sides: 200 with the list, lineups_updated with the same public read', async () => {
    // Cached while empty: the write must drop it.
    expect((await h.read(LIST(2))).json<ListDocument>().data).toEqual([]);
    const response = await put(lineupsBody());
    expect(response.statusCode).toBe(200);
    const document = response.json<ListDocument>();
    expect(document.data).toHaveLength(36);
    expect(document.meta.pagination.records).toBe(36);
    const read = (await h.read(LIST(2))).json<ListDocument>();
    expect(document).toEqual(read);
    // sort_order is the entry's index within its side; the sides interleave by it.
    expect(
      document.data.slice(0, 4).map((r) => [r.attributes.side, r.attributes.sort_order]),
    ).toEqual([
      ['home', 0],
      ['away', 0],
      ['home', 1],
      ['away', 1],
    ]);
    for (const side of ['home', 'away'] as const) {
      expect(
        document.data
          .filter((r) => r.attributes.side === side)
          .map(({ attributes: { sort_order: _order, ...rest } }) => rest),
      ).toEqual(sideLineup(side));
    }
    expect(document.data[0]).toMatchObject({
      type: 'match_lineup_players',
      relationships: {
        match: { data: { type: 'matches', id: '2' } },
        squad_player: { data: null },
      },
    });

    expect(h.envelopes.at(-1)).toEqual({
      matchId: '2',
      message: { seq: anyNumber, type: 'lineups_updated', data: read },
    });
    expect(await h.rowAtPublish.at(-1)).toBe(true);
    expect((await h.stored(2)).at(-1)).toMatchObject({
      type: 'lineups_updated',
      author: 'editor-0001',
    });
    // Match 1's rows are untouched.
    expect(await count(1)).toBe(36);
  });

  it('a second write replaces every row: the old ones are gone, reads by id too', async () => {
    const before = (await h.read(LIST(1))).json<ListDocument>().data.map((r) => r.id);
    // Cached before the write.
    expect((await h.read('match_lineup_players/905')).statusCode).toBe(200);
    const players: LineupAttributes[] = [
      { side: 'away', player_name: '  Nowy Bramkarz  ', position: 'GK', starter: true },
      { side: 'home', player_name: 'Jan Nowak', shirt_number: 9, position: 'FC', starter: true },
      { side: 'home', player_name: 'Zmiennik', shirt_number: null, position: null, starter: false },
      { side: 'home', player_name: 'Drugi Zmiennik', starter: false },
    ];
    const response = await put(lineupsBody(players), '1');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<ListDocument>();
    expect(data.map((r) => r.attributes)).toEqual([
      {
        side: 'away',
        player_name: 'Nowy Bramkarz',
        shirt_number: null,
        position: 'GK',
        starter: true,
        sort_order: 0,
      },
      {
        side: 'home',
        player_name: 'Jan Nowak',
        shirt_number: 9,
        position: 'FC',
        starter: true,
        sort_order: 0,
      },
      {
        side: 'home',
        player_name: 'Zmiennik',
        shirt_number: null,
        position: null,
        starter: false,
        sort_order: 1,
      },
      {
        side: 'home',
        player_name: 'Drugi Zmiennik',
        shirt_number: null,
        position: null,
        starter: false,
        sort_order: 2,
      },
    ]);
    expect(data.map((r) => r.id).some((id) => before.includes(id))).toBe(false);
    expect(await count(1)).toBe(4);
    expectError(await h.read('match_lineup_players/905'), 404);
    expect((await h.read(LIST(1))).json<ListDocument>().data).toEqual(data);
    expect(h.envelopes.at(-1)?.message).toMatchObject({
      type: 'lineups_updated',
      data: { data },
    });
  });

  it('an empty list clears the lineups, and says so', async () => {
    const response = await put({ data: [] }, '1');
    expect(response.statusCode).toBe(200);
    expect(response.json<ListDocument>().data).toEqual([]);
    expect(await count(1)).toBe(0);
    expect((await h.read(LIST(1))).json<ListDocument>().data).toEqual([]);
    expect(h.envelopes.at(-1)).toEqual({
      matchId: '1',
      message: {
        seq: anyNumber,
        type: 'lineups_updated',
        data: { data: [], meta: { pagination: { current: 1, last: 1, next: null, records: 0 } } },
      },
    });
  });

  it('60 players: every one answered and sent, past the 50 a read page holds', async () => {
    const players = [
      ...sideLineup('home', HOME_FORMATION, 19),
      ...sideLineup('away', AWAY_FORMATION, 19),
    ];
    expect(players).toHaveLength(60);
    const response = await put(lineupsBody(players), '3');
    expect(response.statusCode).toBe(200);
    const document = response.json<ListDocument>();
    expect(document.data).toHaveLength(60);
    expect(document.meta.pagination).toEqual({ current: 1, last: 1, next: null, records: 60 });
    const message = h.envelopes.at(-1)?.message.data as ListDocument;
    expect(message.data).toHaveLength(60);
    // An HTTP read pages them.
    const first = (await h.read(LIST(3))).json<ListDocument>();
    expect(first.data).toHaveLength(50);
    expect(first.meta.pagination).toMatchObject({ last: 2, next: 2, records: 60 });
    expect(first.data).toEqual(document.data.slice(0, 50));
  });

  it('the same position on both sides, and fewer than 11 starters, are fine', async () => {
    const players = [
      { side: 'home', player_name: 'A', position: 'GK', starter: true },
      { side: 'away', player_name: 'B', position: 'GK', starter: true },
    ];
    expect((await put(lineupsBody(players))).statusCode).toBe(200);
    expect(await count(2)).toBe(2);
  });

  const home = sideLineup('home');
  const away = sideLineup('away');
  const edit = (index: number, change: LineupAttributes) =>
    lineupsBody([...home, ...away].map((p, i) => (i === index ? { ...p, ...change } : p)));
  const twelveStarters = [
    ...home.slice(0, 11),
    { side: 'home', player_name: 'Dwunasty', position: 'MC', starter: true },
    ...away,
  ];

  it.each([
    ['a starter without a position', edit(3, { position: null }), '/data/3/attributes/position'],
    [
      'a starter with the position left out',
      lineupsBody([{ side: 'home', player_name: 'A', starter: true }]),
      '/data/0/attributes/position',
    ],
    ['a substitute with a position', edit(12, { position: 'MC' }), '/data/12/attributes/position'],
    ['12 starters on a side', lineupsBody(twelveStarters), '/data/11/attributes/starter'],
    ['a position twice in a side', edit(4, { position: 'DL' }), '/data/4/attributes/position'],
    ['two goalkeepers', edit(25, { position: 'GK' }), '/data/25/attributes/position'],
    ['an unknown position', edit(2, { position: 'XX' }), '/data/2/attributes/position'],
    ['a position in lower case', edit(0, { position: 'gk' }), '/data/0/attributes/position'],
    ['shirt number 0', edit(1, { shirt_number: 0 }), '/data/1/attributes/shirt_number'],
    ['shirt number 100', edit(1, { shirt_number: 100 }), '/data/1/attributes/shirt_number'],
    [
      'a fractional shirt number',
      edit(1, { shirt_number: 7.5 }),
      '/data/1/attributes/shirt_number',
    ],
    [
      'a shirt number as a string',
      edit(1, { shirt_number: '7' }),
      '/data/1/attributes/shirt_number',
    ],
    ['an empty name', edit(5, { player_name: '   ' }), '/data/5/attributes/player_name'],
    [
      'a name too long',
      edit(5, { player_name: 'x'.repeat(101) }),
      '/data/5/attributes/player_name',
    ],
    [
      'a name with a control character',
      edit(5, { player_name: 'Jan\u0000' }),
      '/data/5/attributes/player_name',
    ],
    ['no name', edit(5, { player_name: undefined }), '/data/5/attributes/player_name'],
    ['an unknown side', edit(6, { side: 'neutral' }), '/data/6/attributes/side'],
    ['starter not a boolean', edit(6, { starter: 'true' }), '/data/6/attributes/starter'],
    ['an unknown attribute', edit(7, { squad_player_id: 1 }), '/data/7/attributes'],
    ['sort_order sent', edit(7, { sort_order: 3 }), '/data/7/attributes'],
    [
      '61 players',
      lineupsBody([
        ...sideLineup('home', HOME_FORMATION, 20),
        ...sideLineup('away', AWAY_FORMATION, 19),
      ]),
      '/data',
    ],
    ['an extra member', { data: [{ ...lineupsBody().data[0], id: '900' }] }, '/data/0'],
    ['relationships', { data: [{ ...lineupsBody().data[0], relationships: {} }] }, '/data/0'],
    [
      'a wrong type',
      { data: [{ ...lineupsBody().data[0], type: 'squad_players' }] },
      '/data/0/type',
    ],
    ['not a list', { data: lineupsBody().data[0] }, '/data'],
    ['no data', {}, '/data'],
  ])('%s → 422, nothing written or sent', async (_name, body, pointer) => {
    const before = h.envelopes.length;
    const rows = await count();
    expectInvalid(await put(body), pointer);
    expect(h.envelopes.length).toBe(before);
    expect(await count()).toBe(rows);
  });

  it('every problem of a body is reported', async () => {
    const players = [
      ...home.slice(0, 10),
      { side: 'home', player_name: 'Dubel', position: 'GK', starter: true },
      { side: 'home', player_name: 'Dwunasty', position: 'MC', starter: true },
      { side: 'home', player_name: 'Bez pozycji', starter: true, shirt_number: 100 },
      { side: 'away', player_name: 'Rezerwowy', position: 'FC', starter: false, extra: 1 },
      // A name of the wrong type does not stop the rules between entries from being checked.
      { side: 'away', player_name: 42, position: 'GK', starter: true },
      { side: 'away', player_name: 'Drugi bramkarz', position: 'GK', starter: true },
    ];
    const response = await put(lineupsBody(players));
    expect(response.statusCode).toBe(422);
    const pointers = response
      .json<{ errors: { source?: { pointer?: string } }[] }>()
      .errors.map((e) => e.source?.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/10/attributes/position',
        '/data/11/attributes/starter',
        '/data/12/attributes/position',
        '/data/12/attributes/starter',
        '/data/12/attributes/shirt_number',
        '/data/13/attributes/position',
        '/data/13/attributes',
        '/data/14/attributes/player_name',
        '/data/15/attributes/position',
      ]),
    );
  });

  it('every position of 001 §3 is accepted (once per side)', async () => {
    const players = LINEUP_POSITIONS.slice(0, 11).map((position, i) => ({
      side: 'home',
      player_name: `P ${String(i)}`,
      position,
      starter: true,
    }));
    const rest = LINEUP_POSITIONS.slice(11, 22).map((position, i) => ({
      side: 'away',
      player_name: `Q ${String(i)}`,
      position,
      starter: true,
    }));
    const last = LINEUP_POSITIONS.slice(22).map((position, i) => ({
      side: 'home',
      player_name: `R ${String(i)}`,
      position,
      starter: true,
    }));
    expect((await put(lineupsBody([...players, ...rest]))).statusCode).toBe(200);
    expect((await put(lineupsBody(last))).statusCode).toBe(200);
    expect(last.map((p) => p.position)).toContain('GK');
  });

  it.each(['999', 'abc', '2147483648'])('an unknown match %s → 404, nothing sent', async (id) => {
    const before = h.envelopes.length;
    const rows = await count();
    expectError(await put(lineupsBody(), id), 404);
    expect(h.envelopes.length).toBe(before);
    expect(await count()).toBe(rows);
  });

  it('anonymous → 401, a fan → 403, nothing written or sent', async () => {
    const before = h.envelopes.length;
    const rows = await count();
    expectError(await h.send('PUT', 'matches/2/lineups', lineupsBody(), null), 401);
    expectError(await h.send('PUT', 'matches/2/lineups', lineupsBody(), h.tokens.fan), 403);
    expect(h.envelopes.length).toBe(before);
    expect(await count()).toBe(rows);
  });

  it('a query parameter → 400', async () => {
    expectError(await h.send('PUT', 'matches/2/lineups?page[size]=60', lineupsBody()), 400);
  });
});
