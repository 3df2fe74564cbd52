import { squadPlayers, squadStaffMembers, statistics } from '../schema';
import { Random, type SeedContext } from './context';
import { PORTRAIT_COUNT } from './images';
import { FIRST_NAMES, LAST_NAMES } from './people';
import { moreFigures } from './player-figures';
import { madeUpName, playerValues, squadPositions } from './squad-members';

const POSITIONS = squadPositions({ goalkeeper: 2, defender: 5, midfielder: 5, striker: 3 });
const STAFF = ['coach', 'asistant', 'physiotherapist'] as const;

/**
 * The first team's squad of the previous season (001 §2 "the page shows the team's squads": a
 * team with more than one squad): its players and staff, each player with the season's
 * figures. Written after every other squad member, from a PRNG of its own, so nothing drawn or
 * numbered before it changes.
 */
export async function seedPreviousSquad(ctx: SeedContext, squadId: number): Promise<void> {
  const random = new Random(20_261_127);
  const players = await ctx.db
    .insert(squadPlayers)
    .values(
      POSITIONS.map((position, i) => {
        return {
          squadId,
          ...madeUpName(i * 7 + 3, i * 11 + 5),
          position,
          number: [1, 25, 2, 4, 5, 13, 23, 6, 8, 10, 16, 21, 7, 9, 11][i] ?? i + 1,
          imageId: ctx.image(`player-${String(((i + 7) % PORTRAIT_COUNT) + 1).padStart(2, '0')}`),
          birthDate: `${String(ctx.now.getUTCFullYear() - 22 - (i % 10))}-0${String((i % 9) + 1)}-1${String(i % 9)}`,
          careerPath: 'Zawodnik pierwszej drużyny w poprzednim sezonie.',
          heightWeight: `${String(175 + (i % 15))} cm / ${String(70 + (i % 12))} kg`,
          nationality: 'pl',
        };
      }),
    )
    .returning({ id: squadPlayers.id, position: squadPlayers.position });
  await ctx.db.insert(squadStaffMembers).values(
    STAFF.map((role, i) => ({
      squadId,
      firstName: FIRST_NAMES[(i * 5 + 1) % FIRST_NAMES.length] ?? 'Jan',
      lastName: LAST_NAMES[(i * 3 + 2) % LAST_NAMES.length] ?? 'Nowak',
      role,
      imageId: ctx.image(`player-${String(((i + 3) % PORTRAIT_COUNT) + 1).padStart(2, '0')}`),
    })),
  );
  await ctx.db.insert(statistics).values(
    players.map((p) => {
      const main = playerValues(random, p.position);
      return {
        squadPlayerId: p.id,
        competitionSeasonId: null,
        values: { ...main, ...moreFigures(main, random, p.position, false) },
      };
    }),
  );
}
