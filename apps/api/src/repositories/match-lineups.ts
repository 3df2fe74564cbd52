import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import type { TeamSide } from '@trybuna/domain';
import { matches, matchLineupPlayers, squadPlayers } from '@trybuna/db/schema';

/** One player of a lineup as the editors' write sends it (checked by `lineupsReplaceBody`). */
export interface LineupEntry {
  side: TeamSide;
  player_name: string;
  shirt_number: number | null;
  position: string | null;
  starter: boolean;
  /** The club's squad player this entry is, or null for a name only. */
  squad_player_id: number | null;
}

/** A linked squad player that cannot be there: the entry's index and why. */
interface LineupLinkProblem {
  index: number;
  message: string;
}

/**
 * What a replace did: the rows it wrote and the ids of those it removed; or, with nothing
 * written, the entries whose squad player does not exist or is not of that side's squad.
 */
export type LineupReplacement =
  { ids: number[]; removed: number[]; problems?: undefined } | { problems: LineupLinkProblem[] };

/** The entries that link a squad player who does not exist or plays for another squad. */
async function linkProblems(
  tx: Pick<Database['db'], 'select'>,
  sides: { home: number; away: number },
  entries: readonly LineupEntry[],
): Promise<LineupLinkProblem[]> {
  const ids = [
    ...new Set(entries.flatMap((e) => (e.squad_player_id === null ? [] : [e.squad_player_id]))),
  ];
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: squadPlayers.id, squadId: squadPlayers.squadId })
    .from(squadPlayers)
    .where(inArray(squadPlayers.id, ids));
  const squadOf = new Map(rows.map((row) => [row.id, row.squadId]));
  return entries.flatMap((entry, index) => {
    const id = entry.squad_player_id;
    if (id === null) return [];
    const squad = squadOf.get(id);
    if (squad === undefined)
      return [{ index, message: `squad_players/${String(id)} does not exist` }];
    if (squad !== sides[entry.side]) {
      return [
        { index, message: `squad player ${String(id)} is not in the ${entry.side} side's squad` },
      ];
    }
    return [];
  });
}

/**
 * Replaces a match's lineups whole (`PUT matches/{id}/lineups`, docs/api.md "Live coverage
 * writes") in one transaction, so a failed write changes nothing: the match row is locked, its
 * rows are deleted and `entries` inserted in their order, each with `sort_order` its index
 * among the entries of its side and the squad player it links, who must be of that side's
 * squad (otherwise nothing is written and the problems are answered). Answers the new rows'
 * ids and the removed ones', or `null` when there is no such match.
 */
export async function replaceMatchLineups(
  database: Database,
  matchId: number,
  entries: readonly LineupEntry[],
): Promise<LineupReplacement | null> {
  return database.db.transaction(async (tx) => {
    const [match] = await tx
      .select({ home: matches.homeSquadId, away: matches.awaySquadId })
      .from(matches)
      .where(eq(matches.id, matchId))
      .for('update');
    if (!match) return null;
    const problems = await linkProblems(tx, match, entries);
    if (problems.length > 0) return { problems };
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
          squadPlayerId: entry.squad_player_id,
        })),
      )
      .returning({ id: matchLineupPlayers.id });
    return { ids: inserted.map((row) => row.id), removed: removed.map((row) => row.id) };
  });
}
