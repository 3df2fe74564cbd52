import { sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import type { TeamSide } from '@trybuna/domain';

/** One side's statistics as the editors' write sends them (keys of `MATCH_STAT_KEYS`). */
export interface MatchStatisticsEntry {
  side: TeamSide;
  values: Readonly<Record<string, number>>;
}

/**
 * Replaces both sides' statistics of a match (`PUT matches/{id}/statistics`, docs/api.md "Live
 * coverage writes") in one statement, so a failed write changes nothing: each side's row is
 * inserted or, when the match has one (unique match and side), its `values` replaced whole and
 * `updated_at` moved on; the row keeps its id, so cached documents and the page's keys follow
 * it. Answers the rows' ids in the order of `entries`, or `null` when there is no such match.
 */
export async function replaceMatchStatistics(
  database: Database,
  matchId: number,
  entries: readonly MatchStatisticsEntry[],
): Promise<number[] | null> {
  if (entries.length === 0) return [];
  const rows = sql.join(
    entries.map((entry) => sql`(${entry.side}::text, ${JSON.stringify(entry.values)}::jsonb)`),
    sql`, `,
  );
  const written = await database.query<{ id: number; side: string }>(sql`
    insert into match_statistics (match_id, side, "values")
    select m.id, v.side, v.stats
    from matches m cross join (values ${rows}) as v (side, stats)
    where m.id = ${matchId}
    on conflict (match_id, side)
      do update set "values" = excluded."values", updated_at = now()
    returning id, side
  `);
  if (written.length === 0) return null;
  return entries.map((entry) => {
    const row = written.find((w) => w.side === entry.side);
    if (!row) throw new Error(`match_statistics: no ${entry.side} row written`);
    return row.id;
  });
}
