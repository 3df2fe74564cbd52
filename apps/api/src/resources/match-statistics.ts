import { sql } from 'drizzle-orm';
import { matchStatistics } from '@trybuna/db/schema';
import { limitMatchStatValues } from '@trybuna/domain';
import { columnFilter } from '../jsonapi/filters';
import { seesMembersContent, type ResourceDefinition } from '../jsonapi/resource';

/**
 * Each side's statistics of a match (001 §2 'Statistics' tab): `match_statistics?filter
 * [match_id_eq]={id}`. Anonymous callers get the limited set (`limitMatchStatValues`,
 * `full: false`, 001 §6); a signed-in fan (or a page preview) gets every value and `full:
 * true`. `present` runs for every serialised resource, in lists, reads by id and includes
 * alike; matches have no relationship to these rows, so the only ways in are this type's own
 * reads and the live message (built from an anonymous read).
 */
export function matchStatisticResource(): ResourceDefinition {
  return {
    type: 'match_statistics',
    table: matchStatistics,
    idColumn: matchStatistics.id,
    attributes: {
      side: matchStatistics.side,
      values: matchStatistics.values,
      // Set per caller by `present`; selected so that `fields[match_statistics]` may name it.
      full: sql<boolean>`false`.as('full'),
    },
    keys: { match: matchStatistics.matchId },
    relationships: { match: { kind: 'one', type: 'matches', key: 'match' } },
    filters: {
      id: columnFilter(matchStatistics.id, 'int'),
      match_id: columnFilter(matchStatistics.matchId, 'int'),
    },
    sorts: { id: matchStatistics.id },
    defaultSort: ['id'],
    present: (resource, _row, ctx) => {
      const full = seesMembersContent(ctx);
      const stored = resource.attributes.values;
      const values =
        stored !== null && typeof stored === 'object'
          ? limitMatchStatValues(stored as Record<string, number>, full)
          : {};
      return { ...resource, attributes: { ...resource.attributes, values, full } };
    },
  };
}
