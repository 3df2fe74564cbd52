import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINEUP_POSITIONS } from '@trybuna/domain';
import {
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
import { lineupRowCount, withLineups } from './match-lineups-support';

describe('PUT matches/{id}/lineups: bad bodies and callers', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
    await withLineups(h);
  });
  afterAll(() => h.app.close());

  const put = (body: unknown, match = '2') => h.send('PUT', `matches/${match}/lineups`, body);
  const count = (match?: number) => lineupRowCount(h, match);

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
