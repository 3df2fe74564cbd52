import { eq } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import { matches, matchLineupPlayers } from '@trybuna/db/schema';

/** One player of a lineup as the editors' write sends it (checked by `lineupsReplaceBody`). */
export interface LineupEntry {
  side: 'home' | 'away';
  player_name: string;
  shirt_number: number | null;
  position: string | null;
  starter: boolean;
}

/** What a replace did: the rows it wrote and the ids of those it removed. */
export interface LineupReplacement {
  ids: number[];
  removed: number[];
}

/**
 * Replaces a match's lineups whole (`PUT matches/{id}/lineups`, docs/api.md "Live coverage
 * writes") in one transaction, so a failed write changes nothing: the match row is locked, its
 * rows are deleted and `entries` inserted in their order, each with `sort_order` its index
 * among the entries of its side. An editor's entry names no squad player (`squad_player_id`
 * null). Answers the new rows' ids and the removed ones', or `null` when there is no such match.
 */
export async function replaceMatchLineups(
  database: Database,
  matchId: number,
  entries: readonly LineupEntry[],
): Promise<LineupReplacement | null> {
  return database.db.transaction(async (tx) => {
    const match = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.id, matchId))
      .for('update');
    if (match.length === 0) return null;
    const removed = await tx
      .delete(matchLineupPlayers)
      .where(eq(matchLineupPlayers.matchId, matchId))
      .returning({ id: matchLineupPlayers.id });
    if (entries.length === 0) return { ids: [], removed: removed.map((row) => row.id) };
    const counts = { home: 0, away: 0 };
    const inserted = await tx
      .insert(matchLineupPlayers)
      .values(
        entries.map((entry) => ({
          matchId,
          side: entry.side,
          playerName: entry.player_name,
          shirtNumber: entry.shirt_number,
          position: entry.position,
          starter: entry.starter,
          sortOrder: counts[entry.side]++,
          squadPlayerId: null,
        })),
      )
      .returning({ id: matchLineupPlayers.id });
    return { ids: inserted.map((row) => row.id), removed: removed.map((row) => row.id) };
  });
}
