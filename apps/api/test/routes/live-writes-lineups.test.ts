import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anyNumber,
  AWAY_FORMATION,
  expectError,
  HOME_FORMATION,
  lineupsBody,
  liveWriteHarness,
  sideLineup,
  type LineupAttributes,
  type LiveWriteHarness,
} from './live-writes-support';
import { LIST, lineupRowCount, withLineups, type ListDocument } from './match-lineups-support';

describe('PUT matches/{id}/lineups', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
    await withLineups(h);
  });
  afterAll(() => h.app.close());

  const put = (body: unknown, match = '2') => h.send('PUT', `matches/${match}/lineups`, body);
  const count = (match?: number) => lineupRowCount(h, match);

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
});
