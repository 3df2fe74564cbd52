import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LineupPosition } from '@trybuna/domain';
import { matches, matchLineupPlayers, squadPlayers } from '../schema';
import { Random, type SeedContext } from './context';
import { coveredMatches } from './match-statistics';
import { FIRST_NAMES, LAST_NAMES } from './people';

type Role = 'goalkeeper' | 'defender' | 'midfielder' | 'striker';

/** A player a lineup may name: a squad's own (with its id) or one made up for the other club. */
interface Candidate {
  name: string;
  number: number | null;
  role: Role;
  squadPlayerId: number | null;
}

/** Formations as the starters' 001 §3 positions, goalkeeper first, then back to front. */
const FORMATIONS: readonly (readonly LineupPosition[])[] = [
  // 4-4-2
  ['GK', 'DL', 'DLC', 'DRC', 'DR', 'ML', 'MLC', 'MRC', 'MR', 'FLC', 'FRC'],
  // 4-2-3-1
  ['GK', 'DL', 'DLC', 'DRC', 'DR', 'DMLC', 'DMRC', 'AML', 'AMC', 'AMR', 'FC'],
  // 4-3-3
  ['GK', 'DL', 'DLC', 'DRC', 'DR', 'MLC', 'MC', 'MRC', 'FL', 'FC', 'FR'],
  // 3-5-2
  ['GK', 'DLC', 'DC', 'DRC', 'ML', 'MLC', 'MC', 'MRC', 'MR', 'FLC', 'FRC'],
];

/** Substitutes per side (a matchday squad of 18). */
const SUBSTITUTES = 7;

/**
 * The made-up squad of a club without players of its own: 18, enough of each role for every
 * formation of `FORMATIONS` and a bench of `SUBSTITUTES` with its goalkeeper.
 */
const INVENTED_ROLES: readonly Role[] = [
  'goalkeeper',
  'goalkeeper',
  ...Array.from({ length: 6 }, (): Role => 'defender'),
  ...Array.from({ length: 6 }, (): Role => 'midfielder'),
  ...Array.from({ length: 4 }, (): Role => 'striker'),
];

/** The squad role that plays a starting position: GK, D*, DM* / M* / AM*, F*. */
function roleOf(position: LineupPosition): Role {
  if (position === 'GK') return 'goalkeeper';
  if (position.startsWith('DM') || position.startsWith('AM') || position.startsWith('M')) {
    return 'midfielder';
  }
  return position.startsWith('D') ? 'defender' : 'striker';
}

/**
 * Both sides' lineups (001 §3 "Lineup starting positions", issue 16 item 5) of the matches with
 * match-centre coverage: eleven starters on distinct positions of a real formation (the live
 * match home 4-4-2 and away 4-2-3-1, the others by match id) and seven substitutes. A side
 * whose squad has players of its own (the club's) names them, with their shirt numbers and
 * `squad_player_id`, each position taken by a player of its role; the other club's are made up
 * from a PRNG seeded by its squad id, so a club keeps its names from match to match. Nothing
 * draws from the shared PRNG (`ctx.random`), so the rest of the seed stays as it was.
 */
export async function seedMatchLineups(
  ctx: SeedContext,
  matchIds: readonly number[],
): Promise<void> {
  if (matchIds.length === 0) return;
  const rows = await coveredMatches(ctx, matchIds, {
    id: matches.id,
    status: matches.status,
    home: matches.homeSquadId,
    away: matches.awaySquadId,
  }).orderBy(asc(matches.id));
  const squadIds = [...new Set(rows.flatMap((m) => [m.home, m.away]))];
  const players = await ctx.db
    .select({
      id: squadPlayers.id,
      squadId: squadPlayers.squadId,
      firstName: squadPlayers.firstName,
      lastName: squadPlayers.lastName,
      role: squadPlayers.position,
      number: squadPlayers.number,
    })
    .from(squadPlayers)
    .where(
      and(
        inArray(squadPlayers.squadId, squadIds),
        eq(squadPlayers.status, 'active'),
        eq(squadPlayers.draft, false),
      ),
    )
    .orderBy(sql`${squadPlayers.number} asc nulls last`, asc(squadPlayers.id));
  const own = (squadId: number): Candidate[] =>
    players
      .filter((p) => p.squadId === squadId)
      .map((p) => ({
        name: `${p.firstName} ${p.lastName}`,
        number: p.number,
        role: p.role,
        squadPlayerId: p.id,
      }));
  const values = rows.flatMap((match) =>
    (['home', 'away'] as const).flatMap((side, i) => {
      const formation =
        match.status === 'live'
          ? (FORMATIONS[i] ?? [])
          : (FORMATIONS[(match.id + i) % FORMATIONS.length] ?? []);
      const squadId = side === 'home' ? match.home : match.away;
      return sideLineup(formation, own(squadId), inventedSquad(squadId)).map((entry, order) => ({
        matchId: match.id,
        side,
        playerName: entry.player.name,
        shirtNumber: entry.player.number,
        position: entry.position,
        starter: entry.position !== null,
        sortOrder: order,
        squadPlayerId: entry.player.squadPlayerId,
      }));
    }),
  );
  if (values.length > 0) await ctx.db.insert(matchLineupPlayers).values(values);
}

/**
 * One side: each position of `formation` taken by the first unused player of its role (the
 * squad's own first, by shirt number, then the made-up ones), then the substitutes: the squad's
 * next goalkeeper and its other players by role in turn, topped up from the made-up squad.
 */
function sideLineup(
  formation: readonly LineupPosition[],
  squad: readonly Candidate[],
  invented: readonly Candidate[],
): { player: Candidate; position: LineupPosition | null }[] {
  const used = new Set<Candidate>();
  const take = (from: readonly Candidate[], role?: Role): Candidate | undefined => {
    const player = from.find((p) => !used.has(p) && (role === undefined || p.role === role));
    if (player) used.add(player);
    return player;
  };
  const starters = formation.map((position) => {
    const role = roleOf(position);
    const player = take(squad, role) ?? take(invented, role);
    if (!player) throw new Error(`seed: no ${role} for ${position}`);
    return { player, position };
  });
  // A goalkeeper first, then the squad's players by role in turn, then anyone left.
  const bench: Candidate[] = [];
  const keeper = take(squad, 'goalkeeper') ?? take(invented, 'goalkeeper');
  if (keeper) bench.push(keeper);
  const roles: readonly Role[] = ['defender', 'midfielder', 'striker'];
  for (let turn = 0; bench.length < SUBSTITUTES && turn < roles.length * SUBSTITUTES; turn++) {
    const player = take(squad, roles[turn % roles.length]);
    if (player) bench.push(player);
  }
  while (bench.length < SUBSTITUTES) {
    const player = take(squad) ?? take(invented);
    if (!player) throw new Error('seed: no substitute');
    bench.push(player);
  }
  return [...starters, ...bench.map((player) => ({ player, position: null }))];
}

/**
 * A made-up squad for `squadId` (`INVENTED_ROLES`): distinct names from the demo's name lists
 * (each first and last name once, the last two players pairing them anew), the goalkeepers 1
 * and 12 and the others distinct numbers rising from the back, the same on every run.
 */
function inventedSquad(squadId: number): Candidate[] {
  const random = new Random(20_261_125 + squadId);
  const firsts = random.sample(FIRST_NAMES, FIRST_NAMES.length);
  const lasts = random.sample(LAST_NAMES, LAST_NAMES.length);
  const numbers = random
    .sample(
      Array.from({ length: 29 }, (_, i) => i + 2).filter((n) => n !== 12),
      INVENTED_ROLES.length - 2,
    )
    .sort((a, b) => a - b);
  let keepers = 0;
  let outfield = 0;
  return INVENTED_ROLES.map((role, i) => {
    const firstName = firsts[i % firsts.length] ?? 'Jan';
    const lastName = lasts[(i + Math.floor(i / firsts.length)) % lasts.length] ?? 'Nowak';
    const number =
      role === 'goalkeeper' ? (keepers++ === 0 ? 1 : 12) : (numbers[outfield++] ?? null);
    return { name: `${firstName} ${lastName}`, number, role, squadPlayerId: null };
  });
}
