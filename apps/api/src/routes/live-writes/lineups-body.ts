import { z } from 'zod';
import {
  LINEUP_POSITIONS,
  MATCH_SIDES,
  MAX_LINEUP_ENTRIES,
  MAX_SHIRT_NUMBER,
  MAX_STARTERS,
} from '@trybuna/domain';
import { idString, playerName, side } from './fields';

// `MAX_LINEUP_ENTRIES` (60) is more than one page of a read holds (`MAX_PAGE_SIZE`, 50), so a
// page reading a lineup follows `meta.pagination` past 50.

const shirtNumber = z
  .number()
  .int('a shirt number is a whole number')
  .min(1, `a shirt number is 1–${String(MAX_SHIRT_NUMBER)}`)
  .max(MAX_SHIRT_NUMBER, `a shirt number is 1–${String(MAX_SHIRT_NUMBER)}`);

/** 001 §3 "Lineup starting positions": the 25 outfield codes and 'GK', as the spec writes them. */
const position = z.enum(LINEUP_POSITIONS);

/**
 * `relationships.squad_player` of an entry: the club's squad player the row is (his profile and
 * photo on the lineup), or null for a name only (an opponent's player, a guest).
 */
const squadPlayerRelationship = z.strictObject({
  squad_player: z.strictObject({
    data: z.strictObject({ type: z.literal('squad_players'), id: idString }).nullable(),
  }),
});

const lineupEntry = z.strictObject({
  type: z.literal('match_lineup_players'),
  attributes: z.strictObject({
    side,
    player_name: playerName,
    shirt_number: shirtNumber.nullable().optional(),
    position: position.nullable().optional(),
    starter: z.boolean(),
  }),
  relationships: squadPlayerRelationship.optional(),
});

/** An entry's attributes as far as they can be read, whatever else is wrong with it. */
function attributesOf(entry: unknown): Record<string, unknown> {
  if (entry === null || typeof entry !== 'object') return {};
  const { attributes } = entry as { attributes?: unknown };
  return attributes !== null && typeof attributes === 'object'
    ? (attributes as Record<string, unknown>)
    : {};
}

/**
 * The rules between entries (and between an entry's `starter` and `position`), checked on every
 * entry that states them even when something else in the body is wrong, so a 422 lists every
 * problem: a starter has a position and a substitute none; a side has at most `MAX_STARTERS`
 * starters, none of them on a position another of that side's starters holds.
 */
/** The squad player id an entry links, as far as it can be read. */
function squadPlayerOf(entry: unknown): unknown {
  if (entry === null || typeof entry !== 'object') return undefined;
  const { relationships } = entry as { relationships?: { squad_player?: { data?: unknown } } };
  const data = relationships?.squad_player?.data;
  return data !== null && typeof data === 'object' ? (data as { id?: unknown }).id : undefined;
}

function checkLineups(entries: unknown, ctx: z.RefinementCtx): void {
  if (!Array.isArray(entries)) return;
  const starters = new Map<string, number>();
  const taken = new Map<string, Set<unknown>>();
  const linked = new Set<unknown>();
  entries.forEach((entry: unknown, index) => {
    const player = squadPlayerOf(entry);
    if (typeof player === 'string') {
      if (linked.has(player)) {
        ctx.addIssue({
          code: 'custom',
          message: `squad player ${player} is already in this lineup`,
          path: [index, 'relationships', 'squad_player'],
        });
      }
      linked.add(player);
    }
    const attributes = attributesOf(entry);
    const at = (name: string) => [index, 'attributes', name];
    const placed = attributes.position !== undefined && attributes.position !== null;
    if (attributes.starter === true && !placed) {
      ctx.addIssue({ code: 'custom', message: 'a starter has a position', path: at('position') });
    }
    if (attributes.starter === false && placed) {
      ctx.addIssue({
        code: 'custom',
        message: 'a substitute has no position (null)',
        path: at('position'),
      });
    }
    const entrySide = attributes.side;
    if (attributes.starter !== true || !MATCH_SIDES.some((s) => s === entrySide)) return;
    const sideName = entrySide as string;
    const count = (starters.get(sideName) ?? 0) + 1;
    starters.set(sideName, count);
    if (count > MAX_STARTERS) {
      ctx.addIssue({
        code: 'custom',
        message: `a side has at most ${String(MAX_STARTERS)} starters (this is the ${sideName} side's ${String(count)}th)`,
        path: at('starter'),
      });
    }
    if (!placed) return;
    const positions = taken.get(sideName) ?? new Set<unknown>();
    taken.set(sideName, positions);
    if (positions.has(attributes.position)) {
      ctx.addIssue({
        code: 'custom',
        message: `another ${sideName} starter already plays ${String(attributes.position)}`,
        path: at('position'),
      });
    }
    positions.add(attributes.position);
  });
}

/**
 * `PUT matches/{id}/lineups`: every player of both sides' lineups, 0 to `MAX_LINEUP_ENTRIES`
 * entries, strict (no `id`, no other attribute or relationship). `shirt_number` and
 * `position` may be left out (null), and so may `relationships.squad_player` (no link); a squad
 * player is in a lineup once.
 */
export const lineupsReplaceBody = z.object({
  data: z
    .array(lineupEntry)
    .max(MAX_LINEUP_ENTRIES, `data holds at most ${String(MAX_LINEUP_ENTRIES)} players`)
    // Runs on a body with other problems too (`when`), so every problem is reported at once.
    .superRefine(checkLineups, { when: () => true }),
});
