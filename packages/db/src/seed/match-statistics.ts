import { inArray } from 'drizzle-orm';
import { MATCH_STAT_KEYS, type MatchStatKey } from '@trybuna/domain';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { incidents, matches, matchStatistics } from '../schema';
import { Random, type SeedContext } from './context';

/** A full match's length in seconds (the live match's figures are scaled to its clock). */
const FULL_MATCH_SECONDS = 90 * 60;

type Side = 'home' | 'away';

/** `fields` of the matches with match-centre coverage (`matchIds`), the seeds' starting rows. */
export function coveredMatches<F extends SelectedFields>(
  ctx: SeedContext,
  matchIds: readonly number[],
  fields: F,
) {
  return ctx.db
    .select(fields)
    .from(matches)
    .where(inArray(matches.id, [...matchIds]));
}

/**
 * Both sides' statistics (001 §2 'Statistics' tab) of the matches with match-centre coverage:
 * every key of `MATCH_STAT_KEYS`, consistent with the match (shots on target at least the
 * goals scored, cards at least the carded incidents, the live match's figures scaled to its
 * clock). Each side draws from a PRNG of its own, seeded by the match id, so the figures are
 * the same on every run and the shared PRNG (`ctx.random`) is left as it was.
 */
export async function seedMatchStatistics(
  ctx: SeedContext,
  matchIds: readonly number[],
): Promise<void> {
  if (matchIds.length === 0) return;
  const rows = await coveredMatches(ctx, matchIds, {
    id: matches.id,
    status: matches.status,
    elapsedSeconds: matches.elapsedSeconds,
    home: matches.homeSquadScore,
    away: matches.awaySquadScore,
  });
  const cards = await ctx.db
    .select({ matchId: incidents.matchId, type: incidents.type, side: incidents.side })
    .from(incidents)
    .where(inArray(incidents.matchId, [...matchIds]));
  const carded = (matchId: number, side: Side, type: string) =>
    cards.filter((c) => c.matchId === matchId && c.side === side && c.type === type).length;
  await ctx.db.insert(matchStatistics).values(
    rows
      .sort((a, b) => a.id - b.id)
      .flatMap((match) =>
        (['home', 'away'] as const).map((side, i) => {
          const share =
            match.status === 'live'
              ? Math.min(1, (match.elapsedSeconds ?? 0) / FULL_MATCH_SECONDS)
              : 1;
          return {
            matchId: match.id,
            side,
            values: sideStatistics(new Random(match.id * 2 + i), share, {
              goals: side === 'home' ? match.home : match.away,
              yellowCards: carded(match.id, side, 'yellow_card'),
              redCards: carded(match.id, side, 'red_card'),
            }),
            updatedAt: ctx.now,
          };
        }),
      ),
  );
}

/** One side's figures: `share` of a full match's worth, never fewer than what happened. */
function sideStatistics(
  random: Random,
  share: number,
  happened: { goals: number; yellowCards: number; redCards: number },
): Record<MatchStatKey, number> {
  const drawn = (min: number, max: number) => Math.round(random.int(min, max) * share);
  const saved = drawn(1, 5);
  const onTarget = happened.goals + saved;
  const offTarget = drawn(2, 8);
  const blocked = drawn(0, 4);
  const values: Record<MatchStatKey, number> = {
    shots: onTarget + offTarget + blocked,
    shots_on_target: onTarget,
    shots_off_target: offTarget,
    shots_blocked: blocked,
    shots_saved: saved,
    corners: drawn(1, 9),
    offsides: drawn(0, 5),
    fouls: drawn(7, 16),
    passes: drawn(320, 620),
    yellow_cards: Math.max(happened.yellowCards, drawn(0, 3)),
    red_cards: happened.redCards,
  };
  // In display order, as the editors' write stores them.
  return Object.fromEntries(MATCH_STAT_KEYS.map((key) => [key, values[key]])) as Record<
    MatchStatKey,
    number
  >;
}
