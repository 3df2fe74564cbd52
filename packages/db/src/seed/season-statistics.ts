import { eq } from 'drizzle-orm';
import { groups, standings, statistics } from '../schema';
import { Random, type SeedContext } from './context';

const perMatch = (total: number, played: number) =>
  played > 0 ? Math.round((total / played) * 100) / 100 : 0;

/**
 * Every league club's season figures (001 §3 keys), one row per league table row: the club,
 * the squad it is and the competition season. They are the competition season's table of
 * figures per club (`statistics?filter[competition_season_id_eq]=…&filter[club_id_not_null]=true`)
 * and each squad's own season figures (`statistics?filter[squad_id_eq]=…`). Goals, matches and
 * points are the table's; the rest is drawn (a PRNG of its own), averages per match derived.
 */
export async function seedSeasonStatistics(ctx: SeedContext): Promise<void> {
  const random = new Random(20_261_126);
  const rows = await ctx.db
    .select({
      clubId: standings.clubId,
      squadId: standings.squadId,
      competitionSeasonId: groups.competitionSeasonId,
      matches: standings.matches,
      goalsFor: standings.goalsFor,
      points: standings.points,
    })
    .from(standings)
    .innerJoin(groups, eq(groups.id, standings.groupId))
    .orderBy(standings.groupId, standings.position);
  await ctx.db.insert(statistics).values(
    rows.map((row) => {
      const played = row.matches;
      const shots = played * random.int(9, 17);
      const corners = played * random.int(3, 7);
      const yellow = played * random.int(1, 3);
      const red = random.int(0, Math.max(1, Math.floor(played / 6)));
      return {
        clubId: row.clubId,
        squadId: row.squadId,
        competitionSeasonId: row.competitionSeasonId,
        values: {
          matches_played: played,
          points: row.points,
          goals: row.goalsFor,
          own_goals: random.int(0, 2),
          shots,
          shots_on_target: Math.round(shots * (0.3 + random.next() * 0.15)),
          corners,
          fouls: played * random.int(9, 15),
          offsides: played * random.int(1, 3),
          yellow_cards: yellow,
          red_cards: red,
          average_goals_per_match: perMatch(row.goalsFor, played),
          average_shots_per_match: perMatch(shots, played),
          average_corners_per_match: perMatch(corners, played),
          average_cards_per_match: perMatch(yellow + red, played),
        },
      };
    }),
  );
}
