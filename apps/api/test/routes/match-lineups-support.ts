import { sql } from 'drizzle-orm';
import { matchLineupPlayers, squadPlayers } from '@trybuna/db/schema';
import { sideLineup, type LiveWriteHarness } from './live-writes-support';

/** A `match_lineup_players` resource as the reads, the write and the message give it. */
export interface Resource {
  type: string;
  id: string;
  attributes: {
    side: string;
    player_name: string;
    shirt_number: number | null;
    position: string | null;
    starter: boolean;
    sort_order: number;
  };
  relationships: Record<string, { data: { type: string; id: string } | null }>;
}

export interface ListDocument {
  data: Resource[];
  included?: { type: string; id: string }[];
  meta: { pagination: { current: number; last: number; next: number | null; records: number } };
}

/** A draft squad player (hidden outside page preview) a lineup row links to. */
export const DRAFT_PLAYER = 90;

/**
 * Match 1 (ended) has both sides' lineups, 36 rows written away side first (so ids and
 * `sort_order` disagree): the home goalkeeper links squad player 1, the home DL the draft.
 */
export async function withLineups(h: LiveWriteHarness): Promise<void> {
  await h.database.db.insert(squadPlayers).values({
    id: DRAFT_PLAYER,
    squadId: 1,
    firstName: 'Ukryty',
    lastName: 'Zawodnik',
    slug: 'ukryty-zawodnik',
    position: 'defender',
    number: 90,
    draft: true,
  });
  const rows = [...sideLineup('away'), ...sideLineup('home')].map((player, i) => ({
    id: 900 + i,
    matchId: 1,
    side: player.side as 'home' | 'away',
    playerName: String(player.player_name),
    shirtNumber: player.shirt_number as number,
    position: player.position as string | null,
    starter: player.starter as boolean,
    sortOrder: i % 18,
    squadPlayerId:
      player.side === 'home' && player.position === 'GK'
        ? 1
        : player.side === 'home' && player.position === 'DL'
          ? DRAFT_PLAYER
          : null,
  }));
  await h.database.db.insert(matchLineupPlayers).values(rows);
  await h.database.query(
    sql`select setval(pg_get_serial_sequence('match_lineup_players', 'id'), 935)`,
  );
}

/** Both sides of a match on one page (the site's read). */
export const LIST = (match: number) =>
  `match_lineup_players?filter[match_id_eq]=${String(match)}&page[size]=50`;

/** How many lineup rows the database holds, of one match or of all. */
export async function lineupRowCount(
  h: LiveWriteHarness,
  match?: number,
): Promise<number | undefined> {
  const rows = await h.database.query<{ n: number }>(
    match === undefined
      ? sql`select count(*)::int as n from match_lineup_players`
      : sql`select count(*)::int as n from match_lineup_players where match_id = ${match}`,
  );
  return rows[0]?.n;
}
