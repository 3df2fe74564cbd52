import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectInvalid,
  liveWriteHarness,
  type LineupAttributes,
  type LiveWriteHarness,
} from './live-writes-support';
import { DRAFT_PLAYER, LIST, withLineups, type ListDocument } from './match-lineups-support';

/** An entry of a lineups write, linked to squad player `id` (or explicitly to none). */
const linked = (attributes: LineupAttributes, id: string | null) => ({
  type: 'match_lineup_players',
  attributes,
  relationships: {
    squad_player: { data: id === null ? null : { type: 'squad_players', id } },
  },
});

// Match 2: squad 2 at home, squad 1 (squad players 1–3 and the draft) away.
const KEEPER = { side: 'away', player_name: 'Bramkarz', position: 'GK', starter: true };
const STRIKER = { side: 'away', player_name: 'Napastnik', position: 'FC', starter: true };
const GUEST = { side: 'home', player_name: 'Gość', position: 'GK', starter: true };

describe('PUT matches/{id}/lineups: links to squad players', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
    await withLineups(h);
  });
  afterAll(() => h.app.close());

  const put = (data: unknown[], match = '2') => h.send('PUT', `matches/${match}/lineups`, { data });
  const stored = async (match: number) =>
    h.database.query<{ name: string; squad_player_id: number | null }>(
      sql`select player_name as name, squad_player_id from match_lineup_players
          where match_id = ${match} order by side, sort_order`,
    );

  it('keeps the link an entry names, and the answer, the message and reads show it', async () => {
    const response = await put([
      linked(KEEPER, '1'),
      linked(STRIKER, null),
      { type: 'match_lineup_players', attributes: GUEST },
    ]);
    expect(response.statusCode).toBe(200);
    const document = response.json<ListDocument>();
    const links = document.data.map((r) => [
      r.attributes.player_name,
      r.relationships.squad_player?.data,
    ]);
    expect(links).toEqual([
      ['Bramkarz', { type: 'squad_players', id: '1' }],
      ['Gość', null],
      ['Napastnik', null],
    ]);
    expect(h.envelopes.at(-1)?.message).toMatchObject({
      type: 'lineups_updated',
      data: { data: document.data },
    });
    expect((await h.read(LIST(2))).json<ListDocument>().data).toEqual(document.data);
    expect(await stored(2)).toEqual([
      { name: 'Bramkarz', squad_player_id: 1 },
      { name: 'Napastnik', squad_player_id: null },
      { name: 'Gość', squad_player_id: null },
    ]);
  });

  it('stores a link to a draft player; the public answer does not show it', async () => {
    const response = await put([linked(KEEPER, String(DRAFT_PLAYER))]);
    expect(response.statusCode).toBe(200);
    expect(response.json<ListDocument>().data[0]?.relationships.squad_player?.data).toBeNull();
    expect(await stored(2)).toEqual([{ name: 'Bramkarz', squad_player_id: DRAFT_PLAYER }]);
  });

  it.each([
    ["a player of the other side's squad", [linked(GUEST, '1')], /not in the home side's squad/],
    ['a squad player who does not exist', [linked(KEEPER, '99999')], /does not exist/],
  ])('%s → 422 at the link, nothing written or sent', async (_name, data, detail) => {
    const before = { rows: await stored(2), sent: h.envelopes.length };
    const response = await put(data);
    expectInvalid(response, '/data/0/relationships/squad_player');
    const { errors } = response.json<{ errors: { detail: string }[] }>();
    expect(errors.map((e) => e.detail)).toContainEqual(expect.stringMatching(detail));
    expect(await stored(2)).toEqual(before.rows);
    expect(h.envelopes.length).toBe(before.sent);
  });

  it.each([
    ['the same squad player twice', [linked(KEEPER, '2'), linked(STRIKER, '2')], '/data/1'],
    [
      'a link of another type',
      [
        {
          ...linked(KEEPER, '1'),
          relationships: { squad_player: { data: { type: 'players', id: '1' } } },
        },
      ],
      '/data/0',
    ],
    ['an id that is not a string of digits', [linked(KEEPER, '1a')], '/data/0'],
    [
      'another relationship',
      [{ ...linked(KEEPER, '1'), relationships: { match: { data: null } } }],
      '/data/0',
    ],
  ])('%s → 422, nothing written', async (_name, data, pointer) => {
    const rows = await stored(2);
    expectInvalid(await put(data), `${pointer}/relationships`);
    expect(await stored(2)).toEqual(rows);
  });

  it('every link problem of a body is reported together', async () => {
    const response = await put([linked(GUEST, '1'), linked(KEEPER, '99999'), linked(STRIKER, '3')]);
    expect(response.statusCode).toBe(422);
    const pointers = response
      .json<{ errors: { source?: { pointer?: string } }[] }>()
      .errors.map((e) => e.source?.pointer);
    expect(pointers).toEqual([
      '/data/0/relationships/squad_player',
      '/data/1/relationships/squad_player',
    ]);
  });
});
