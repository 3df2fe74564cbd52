import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AWAY_FORMATION,
  expectError,
  HOME_FORMATION,
  liveWriteHarness,
  type LiveWriteHarness,
} from './live-writes-support';
import { LIST, withLineups, type ListDocument, type Resource } from './match-lineups-support';

describe('GET match_lineup_players (001 §3 lineups, issue 16 item 5)', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
    await withLineups(h);
  });
  afterAll(() => h.app.close());

  it("anonymous: both sides' 36 rows on one page, by sort_order then id, cacheable", async () => {
    const response = await h.read(LIST(1));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const document = response.json<ListDocument>();
    expect(document.data).toHaveLength(36);
    expect(document.meta.pagination).toEqual({ current: 1, last: 1, next: null, records: 36 });
    const keys = document.data.map((r) => [r.attributes.sort_order, Number(r.id)] as const);
    expect(keys).toEqual([...keys].sort(([a, x], [b, y]) => (a === b ? x - y : a - b)));
    // The home goalkeeper (id 918: written after the away side) comes after the away one (900).
    expect(document.data.slice(0, 2).map((r) => [r.id, r.attributes.side])).toEqual([
      ['900', 'away'],
      ['918', 'home'],
    ]);
    expect(document.data[1]).toEqual({
      type: 'match_lineup_players',
      id: '918',
      attributes: {
        side: 'home',
        player_name: 'Gospodarz 1',
        shirt_number: 1,
        position: 'GK',
        starter: true,
        sort_order: 0,
      },
      relationships: {
        match: { data: { type: 'matches', id: '1' } },
        squad_player: { data: { type: 'squad_players', id: '1' } },
      },
    });
    for (const side of ['home', 'away']) {
      const rows = document.data.filter((r) => r.attributes.side === side);
      const starters = rows.filter((r) => r.attributes.starter);
      expect(starters.map((r) => r.attributes.position)).toEqual(
        side === 'home' ? HOME_FORMATION : AWAY_FORMATION,
      );
      expect(rows.filter((r) => !r.attributes.starter).map((r) => r.attributes.position)).toEqual(
        Array.from({ length: 7 }, () => null),
      );
    }
  });

  it('a signed-in fan reads the same rows (nothing is members-only)', async () => {
    const response = await h.app.inject({
      url: `/api/v3/${LIST(1)}`,
      headers: { 'user-authorization': `Bearer ${h.tokens.fan}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ListDocument>().data).toEqual(
      (await h.read(LIST(1))).json<ListDocument>().data,
    );
  });

  it('filters by side and starter; sorts by sort_order and id', async () => {
    const starters = (
      await h.read(
        'match_lineup_players?filter[match_id_eq]=1&filter[side_eq]=home&filter[starter_eq]=true',
      )
    ).json<ListDocument>().data;
    expect(starters.map((r) => r.attributes.position)).toEqual(HOME_FORMATION);
    const bench = (
      await h.read(
        'match_lineup_players?filter[match_id_eq]=1&filter[side_eq]=away&filter[starter_eq]=false&sort=-sort_order',
      )
    ).json<ListDocument>().data;
    expect(bench.map((r) => r.attributes.sort_order)).toEqual([17, 16, 15, 14, 13, 12, 11]);
    const byId = (await h.read('match_lineup_players?filter[id_eq]=905')).json<ListDocument>();
    expect(byId.data.map((r) => r.id)).toEqual(['905']);
    const descending = (
      await h.read('match_lineup_players?filter[match_id_eq]=1&sort=-id&page[size]=3')
    ).json<ListDocument>();
    expect(descending.data.map((r) => r.id)).toEqual(['935', '934', '933']);
  });

  it.each([
    'match_lineup_players?filter[match_id_eq]=1&page[size]=51',
    'match_lineup_players?filter[match_id_eq]=abc',
    'match_lineup_players?filter[starter_eq]=yes',
    'match_lineup_players?sort=player_name',
    'match_lineup_players?filter[player_name_eq]=x',
    'match_lineup_players?include=team',
  ])('%s → 400', async (path) => {
    expectError(await h.read(path), 400);
  });

  it('a draft squad player is never linked nor included (anonymous)', async () => {
    const response = await h.read(
      'match_lineup_players?filter[match_id_eq]=1&filter[side_eq]=home&filter[starter_eq]=true&include=squad_player,match',
    );
    expect(response.statusCode).toBe(200);
    const document = response.json<ListDocument>();
    const links = document.data.map((r) => r.relationships.squad_player?.data?.id ?? null);
    expect(links.slice(0, 2)).toEqual(['1', null]);
    expect(document.included?.map((r) => `${r.type}:${r.id}`).sort()).toEqual([
      'matches:1',
      'squad_players:1',
    ]);
    expect(response.body).not.toContain('Ukryty');
    const single = (await h.read('match_lineup_players/919')).json<{ data: Resource }>();
    expect(single.data.relationships.squad_player).toEqual({ data: null });
  });

  it('a match without lineups: an empty list', async () => {
    const response = await h.read(LIST(3));
    expect(response.json<ListDocument>().data).toEqual([]);
  });
});
