import { slugify } from '@trybuna/domain';
import { squadPlayers, squadStaffMembers, statistics } from '../schema';
import { Random, type SeedContext } from './context';
import { PORTRAIT_COUNT } from './images';
import { moreFigures } from './player-figures';
import { FIRST_NAMES, FIRST_TEAM, FIRST_TEAM_STAFF, LAST_NAMES } from './people';

type Position = 'goalkeeper' | 'defender' | 'midfielder' | 'striker';

/** A squad's positions, `counts` of each, from the goalkeepers to the strikers. */
export function squadPositions(counts: Readonly<Record<Position, number>>): readonly Position[] {
  const order: readonly Position[] = ['goalkeeper', 'defender', 'midfielder', 'striker'];
  return order.flatMap((position) => Array<Position>(counts[position]).fill(position));
}

const YOUTH_POSITIONS = squadPositions({ goalkeeper: 2, defender: 4, midfielder: 4, striker: 3 });
const YOUTH_STAFF = ['coach', 'asistant', 'goalkeeper_trainer', 'physiotherapist'] as const;
const CAREER = [
  'Wychowanek akademii klubu, debiut w pierwszej drużynie w wieku 18 lat.',
  'Do klubu trafił z ligi hiszpańskiej; wcześniej grał w drużynach młodzieżowych w Walencji.',
  'Przeszedł wszystkie szczeble szkolenia w akademii, dwa sezony na wypożyczeniu w I lidze.',
  'Reprezentant Polski w kategoriach młodzieżowych, w klubie od trzech sezonów.',
];

/** A made-up player's name (the `first`th and `last`th of the lists, round) and its slug. */
export function madeUpName(first: number, last: number) {
  const firstName = FIRST_NAMES[first % FIRST_NAMES.length] ?? 'Jan';
  const lastName = LAST_NAMES[last % LAST_NAMES.length] ?? 'Nowak';
  return { firstName, lastName, slug: slugify(`${firstName} ${lastName}`) };
}

const portrait = (ctx: SeedContext, n: number) =>
  ctx.image(`player-${String((n % PORTRAIT_COUNT) + 1).padStart(2, '0')}`);

/**
 * Players of every position and staff of several roles for each squad; every player has
 * statistics in his squad's league season (`seasonOf` the squad's index among `ownSquads`).
 */
export async function seedSquadMembers(
  ctx: SeedContext,
  ownSquads: number[],
  seasonOf: (squadIndex: number) => number | null,
): Promise<{ firstTeamPlayers: number[]; firstTeamStaff: number[] }> {
  const [firstSquad = 0, ...youthSquads] = ownSquads;
  const born = (age: number, n: number) =>
    `${String(ctx.now.getUTCFullYear() - age)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`;
  const first = FIRST_TEAM.map(([firstName, lastName, position, number, nationality], i) => ({
    squadId: firstSquad,
    firstName,
    lastName,
    slug: slugify(`${firstName} ${lastName}`),
    position,
    role: i === 11 ? 'captain' : null,
    number,
    imageId: portrait(ctx, i),
    birthDate: born(20 + (i % 13), i),
    careerPath: CAREER[i % CAREER.length] ?? null,
    heightWeight: `${String(176 + (i % 16))} cm / ${String(70 + (i % 14))} kg`,
    nationality,
  }));
  const youth = youthSquads.flatMap((squadId, t) =>
    YOUTH_POSITIONS.map((position, i) => {
      return {
        squadId,
        ...madeUpName(i + t * 3, i * 5 + t),
        position,
        number: i + 1,
        imageId: portrait(ctx, i + t * 13),
        birthDate: born(t === 0 ? 21 : 20 - t, i),
        careerPath: CAREER[0] ?? null,
        heightWeight: `${String(168 + (i % 14))} cm / ${String(60 + (i % 15))} kg`,
        nationality: 'pl',
      };
    }),
  );
  // One former player, inactive: lists of active players leave them out (001 §2 squad module).
  const inactive = {
    ...youth[0],
    squadId: firstSquad,
    firstName: 'Rafał',
    lastName: 'Dawny',
    slug: 'rafal-dawny',
    status: 'inactive',
    number: 40,
    position: 'defender' as const,
  };
  const players = await ctx.db
    .insert(squadPlayers)
    .values([...first, ...youth, inactive])
    .returning({
      id: squadPlayers.id,
      squadId: squadPlayers.squadId,
      position: squadPlayers.position,
      role: squadPlayers.role,
    });
  const staff = await ctx.db
    .insert(squadStaffMembers)
    .values([
      ...FIRST_TEAM_STAFF.map(([firstName, lastName, role], i) => ({
        squadId: firstSquad,
        firstName,
        lastName,
        role,
        imageId: portrait(ctx, i + 5),
      })),
      ...youthSquads.flatMap((squadId, t) =>
        YOUTH_STAFF.map((role, i) => ({
          squadId,
          firstName: FIRST_NAMES[(t + i * 4) % FIRST_NAMES.length] ?? 'Jan',
          lastName: LAST_NAMES[(t * 2 + i * 3 + 1) % LAST_NAMES.length] ?? 'Nowak',
          role,
          imageId: portrait(ctx, t + i),
        })),
      ),
    ])
    .returning({ id: squadStaffMembers.id, squadId: squadStaffMembers.squadId });
  const firstTeamPlayers = players
    .filter((p) => p.squadId === firstSquad)
    .map((p) => p.id)
    .slice(0, FIRST_TEAM.length);
  // The first and second teams' figures come from the shared PRNG (in the order they always
  // did, so what is drawn after them stays the same); the academy's from a PRNG of their own.
  const academy = new Random(20_261_124);
  const drawn = (p: (typeof players)[number]) =>
    p.squadId === firstSquad || p.squadId === youthSquads[0]
      ? playerValues(ctx.random, p.position)
      : null;
  const values = players.map((p) => drawn(p));
  // Every other key of 001 §3 from a PRNG of its own (the figures above stay as they were).
  const more = new Random(20_261_128);
  await ctx.db.insert(statistics).values(
    players.map((p, i) => {
      const main = values[i] ?? playerValues(academy, p.position);
      return {
        squadPlayerId: p.id,
        competitionSeasonId: seasonOf(ownSquads.indexOf(p.squadId)),
        values: { ...main, ...moreFigures(main, more, p.position, p.role === 'captain') },
      };
    }),
  );
  return {
    firstTeamPlayers,
    firstTeamStaff: staff.filter((s) => s.squadId === firstSquad).map((s) => s.id),
  };
}

export function playerValues(random: Random, position: Position): Record<string, number> {
  const r = (min: number, max: number) => random.int(min, max);
  const matches = r(4, 14);
  const minutes = matches * r(45, 90);
  const attacking =
    position === 'striker' ? 3 : position === 'midfielder' ? 2 : position === 'defender' ? 1 : 0;
  const shots = attacking * r(2, 12);
  const goals = Math.min(shots, attacking * r(0, 3));
  return {
    matches_played: matches,
    appearances: matches,
    first_lineups: Math.max(0, matches - r(0, 4)),
    minutes_played: minutes,
    average_minutes_played: Math.round(minutes / matches),
    goals,
    assists: attacking * r(0, 2),
    shots,
    shots_on_target: Math.round(shots / 2),
    penalty_goals_successful: position === 'striker' ? r(0, 2) : 0,
    yellow_cards: r(0, 4),
    red_cards: r(0, 10) > 8 ? 1 : 0,
    fouls: r(2, 20),
    passes: r(120, 700),
    key_passes: attacking * r(1, 8),
    ...(position === 'goalkeeper' ? { gk_shots_saved: r(12, 48), penalties_saved: r(0, 2) } : {}),
  };
}
