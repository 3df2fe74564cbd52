import { slugify } from '@trybuna/domain';
import { competitions, competitionSeasons, groups, matches, squads, standings } from '../schema';
import { dayAt, Random, type SeedContext } from './context';
import { LEAGUE_CLUBS } from './people';

/** The league of one of the club's squads besides the first team (001 §2 timetable tabs). */
export interface LeagueIds {
  /** Index of the squad among the club's own squads (1 second team, 2 U19 … 7 U13–U7). */
  squadIndex: number;
  competitionSeasonId: number;
  groupId: number;
  /** The other squads of the league. */
  opponents: number[];
}

interface LeagueSpec {
  squadIndex: number;
  competition: string;
  slug: string;
  /** Added to a club's name for its squad in this league ('Orzeł Kraków II'). */
  suffix: string;
  /** Squads in the league, the club's own included. */
  size: number;
  played: number;
  upcoming: number;
  /** Kick-off hour (club time) of this league's matches. */
  hour: number;
  zones?: Readonly<Record<number, string>>;
}

/**
 * The second team plays in a league of its own (its zones are the second-team captions of 001
 * §3); each academy team in a youth league. A few played and upcoming rounds each, so every
 * team's timetable has both tabs and a table.
 */
const LEAGUES: readonly LeagueSpec[] = [
  {
    squadIndex: 1,
    competition: 'III liga, grupa I',
    slug: 'iii-liga',
    suffix: 'II',
    size: 10,
    played: 7,
    upcoming: 4,
    hour: 11,
    zones: {
      1: 'second_team_promotion',
      2: 'second_team_promotion',
      9: 'second_team_relegation',
      10: 'second_team_relegation',
    },
  },
  ...(
    [
      [2, 'Centralna Liga Juniorów U19', 'U19'],
      [3, 'Centralna Liga Juniorów U17', 'U17'],
      [4, 'Liga Makroregionalna U16', 'U16'],
      [5, 'Liga Wojewódzka U15', 'U15'],
      [6, 'Liga Wojewódzka U14', 'U14'],
      [7, 'Liga Okręgowa U13', 'U13'],
    ] as const
  ).map(([squadIndex, competition, suffix]) => ({
    squadIndex,
    competition,
    slug: slugify(competition),
    suffix,
    size: 8,
    played: 5,
    upcoming: 3,
    hour: 10 + (squadIndex % 3),
  })),
];

export interface LeagueInput {
  /** The club's squads in team order (0 first team, 1 second team, 2 … academy). */
  ownSquads: number[];
  /** Club id and team id per league club index (0 is the demo club). */
  clubIds: number[];
  clubTeams: number[];
  seasonId: number;
  seasonName: string;
  /** Where the club's second and youth teams play at home. */
  venueId: number;
}

type MatchRow = typeof matches.$inferInsert;
type StandingRow = Omit<typeof standings.$inferInsert, 'position'>;

/**
 * One league per squad of `LEAGUES`: its competition, season, group, the other clubs' squads,
 * the matches of the club's squad (played with scores, then upcoming; the last U13 one without
 * a set hour) and a table whose own row counts those results (form oldest first). Its own PRNG,
 * so the rest of the demo content is drawn as before.
 */
export async function seedLeagues(ctx: SeedContext, input: LeagueInput): Promise<LeagueIds[]> {
  const out: LeagueIds[] = [];
  for (const spec of LEAGUES) {
    const random = new Random(20_261_125 + spec.squadIndex);
    const own = input.ownSquads[spec.squadIndex] ?? 0;
    const [competition] = await ctx.db
      .insert(competitions)
      .values({ name: spec.competition, slug: spec.slug })
      .returning({ id: competitions.id });
    const [season] = await ctx.db
      .insert(competitionSeasons)
      .values({
        name: `${spec.competition} ${input.seasonName}`,
        competitionId: competition?.id ?? 0,
        seasonId: input.seasonId,
      })
      .returning({ id: competitionSeasons.id });
    const [group] = await ctx.db
      .insert(groups)
      .values({ name: spec.competition, competitionSeasonId: season?.id ?? 0 })
      .returning({ id: groups.id });
    if (!competition || !season || !group) throw new Error(`seed: league ${spec.slug}`);
    // The other clubs: a run of the league's clubs, different for each league.
    const clubIndexes = Array.from(
      { length: spec.size - 1 },
      (_, i) => 1 + ((spec.squadIndex * 3 + i) % (LEAGUE_CLUBS.length - 1)),
    );
    const opponentRows = await ctx.db
      .insert(squads)
      .values(
        clubIndexes.map((c) => {
          const [full, , code] = LEAGUE_CLUBS[c] ?? ['', '', ''];
          const name = `${full} ${spec.suffix}`;
          return {
            name,
            slug: slugify(name),
            clubCode: code,
            clubName: full,
            clubImageId: ctx.image(`crest-${String(c + 1).padStart(2, '0')}`),
            teamId: input.clubTeams[c] ?? 0,
            seasonId: input.seasonId,
            clubId: input.clubIds[c] ?? null,
          };
        }),
      )
      .returning({ id: squads.id });
    const opponents = opponentRows.map((r) => r.id);
    const fixtures = schedule(ctx, random, spec, own, opponents, input.venueId, season.id);
    await ctx.db.insert(matches).values(fixtures);
    const rows: StandingRow[] = [
      ownRow(spec, fixtures, own, group.id, input.clubIds[0] ?? 0),
      ...clubIndexes.map((c, i) =>
        otherRow(random, spec.played, group.id, input.clubIds[c] ?? 0, opponents[i] ?? null),
      ),
    ];
    rows.sort(
      (a, b) =>
        b.points - a.points ||
        b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
        b.goalsFor - a.goalsFor,
    );
    await ctx.db
      .insert(standings)
      .values(
        rows.map((row, i) => ({ ...row, position: i + 1, zone: spec.zones?.[i + 1] ?? null })),
      );
    out.push({
      squadIndex: spec.squadIndex,
      competitionSeasonId: season.id,
      groupId: group.id,
      opponents,
    });
  }
  return out;
}

/** Weekly rounds: the played ones up to yesterday, then the upcoming ones. */
function schedule(
  ctx: SeedContext,
  random: Random,
  spec: LeagueSpec,
  own: number,
  opponents: number[],
  venueId: number,
  competitionSeasonId: number,
): MatchRow[] {
  const rounds = spec.played + spec.upcoming;
  return Array.from({ length: rounds }, (_, i) => {
    const round = i + 1;
    const played = round <= spec.played;
    const home = round % 2 === 1;
    const opponent = opponents[i % opponents.length] ?? 0;
    const days = 7 * (round - spec.played) - 1;
    return {
      competitionSeasonId,
      round: `${String(round)}. kolejka`,
      status: played ? 'ended' : 'pending',
      startTime: dayAt(ctx.now, days, spec.hour + (home ? 0 : 2)),
      hourTimeNotYetDefined: spec.squadIndex === 7 && round === rounds,
      homeSquadId: home ? own : opponent,
      awaySquadId: home ? opponent : own,
      homeSquadScore: played ? random.int(0, 4) : 0,
      awaySquadScore: played ? random.int(0, 3) : 0,
      venueId: home ? venueId : null,
    } satisfies MatchRow;
  });
}

/** The club's own row, counted from its played matches; form oldest first, at most five. */
function ownRow(
  spec: LeagueSpec,
  fixtures: MatchRow[],
  own: number,
  groupId: number,
  clubId: number,
): StandingRow {
  const results = fixtures
    .filter((m) => m.status === 'ended')
    .map((m) => {
      const home = m.homeSquadId === own;
      const scored = (home ? m.homeSquadScore : m.awaySquadScore) ?? 0;
      const conceded = (home ? m.awaySquadScore : m.homeSquadScore) ?? 0;
      return { scored, conceded, mark: scored > conceded ? 'W' : scored < conceded ? 'L' : 'D' };
    });
  const wins = results.filter((r) => r.mark === 'W').length;
  const draws = results.filter((r) => r.mark === 'D').length;
  return {
    groupId,
    clubId,
    squadId: own,
    matches: spec.played,
    wins,
    draws,
    losses: results.length - wins - draws,
    goalsFor: results.reduce((n, r) => n + r.scored, 0),
    goalsAgainst: results.reduce((n, r) => n + r.conceded, 0),
    points: wins * 3 + draws,
    form: results
      .slice(-5)
      .map((r) => r.mark)
      .join(''),
  };
}

/** Another club's row: plausible numbers that add up (W + D + L = matches, points). */
function otherRow(
  random: Random,
  played: number,
  groupId: number,
  clubId: number,
  squadId: number | null,
): StandingRow {
  const wins = random.int(0, played);
  const draws = random.int(0, played - wins);
  const losses = played - wins - draws;
  const form = Array.from({ length: Math.min(5, played) }, () => {
    const r = random.next() * played;
    return r < wins ? 'W' : r < wins + draws ? 'D' : 'L';
  }).join('');
  return {
    groupId,
    clubId,
    squadId,
    matches: played,
    wins,
    draws,
    losses,
    goalsFor: wins * 2 + draws + random.int(0, 3),
    goalsAgainst: losses * 2 + draws + random.int(0, 3),
    points: wins * 3 + draws,
    form,
  };
}
