import { isCommentResourceType } from '@trybuna/domain';
import type { FilterTerm } from '../jsonapi/query';

/**
 * The tags the read cache (`read-cache.ts`) files documents under, and writes invalidate.
 * Plain strings, so a write's tags could be sent to other API processes as they are.
 *
 * - `type:id` — one resource (`surveys:10`). Every document is tagged with each resource it
 *   holds (primary data and included: `documentTags`), so a write that changes a resource
 *   invalidates exactly the documents showing it.
 * - `list:type` and `list:type/parent` — a list's membership. A list of `type` narrowed by an
 *   `eq` filter to one parent (a match's incidents, an article's comments) is tagged
 *   `list:type/parent`; any other list of `type` is tagged `list:type`. A write that adds or
 *   removes a member (or moves it in or out of a filter) invalidates both tags of the
 *   member's parent (`listTags`): an empty list holds no resource to be found by.
 */
export const resourceTag = (type: string, id: number | string): string => `${type}:${String(id)}`;

/** Every `type:id` in a JSON:API document (primary data and included). */
export function documentTags(document: { data: unknown; included?: unknown[] }): string[] {
  const tags = new Set<string>();
  const add = (resource: unknown) => {
    if (resource && typeof resource === 'object' && 'type' in resource && 'id' in resource) {
      tags.add(resourceTag(String(resource.type), String(resource.id)));
    }
  };
  const primary = Array.isArray(document.data) ? document.data : [document.data];
  primary.forEach(add);
  document.included?.forEach(add);
  return [...tags];
}

/** The membership tag of the lists of `type` (narrowed to `parent`, a `resourceTag`). */
export const listTag = (type: string, parent?: string): string =>
  parent === undefined ? `list:${type}` : `list:${type}/${parent}`;

/** What a write adding or removing a `type` member under `parent` changes: both list tags. */
export const listTags = (type: string, parent: string): string[] => [
  listTag(type),
  listTag(type, parent),
];

/** A match's resources: its own tag, and the membership of its `type` lists. */
export const matchChildTags = (type: string, matchId: number): string[] => {
  const match = resourceTag('matches', matchId);
  return [match, ...listTags(type, match)];
};

/** The commentable of a comment as the `comments` filters name it (`article:5`). */
export const commentThread = (resourceType: string, resourceId: number): string =>
  `${resourceType}:${String(resourceId)}`;

/** An int filter value as the database reads it (`05` → `5`), or null (not narrowed). */
function intValue(value: string | undefined): string | null {
  return value !== undefined && /^\d{1,10}$/.test(value) ? String(Number(value)) : null;
}

type ParentOf = (eq: ReadonlyMap<string, string>) => string | null;

const byMatch: ParentOf = (eq) => {
  const id = intValue(eq.get('match_id'));
  return id === null ? null : resourceTag('matches', id);
};

/**
 * The list types a write can change the membership of, and the parent an `eq` filter narrows
 * a list to. A value that is not exactly what a write names (a type the column never holds, a
 * malformed id) leaves the list un-narrowed: tagged `list:type`, which every write drops.
 */
const LIST_PARENTS: Readonly<Record<string, ParentOf>> = {
  comments: (eq) => {
    const type = eq.get('resource_type');
    const id = intValue(eq.get('resource_id'));
    return type !== undefined && isCommentResourceType(type) && id !== null
      ? commentThread(type, Number(id))
      : null;
  },
  incidents: byMatch,
  match_centre_components: byMatch,
  odds: byMatch,
  match_statistics: byMatch,
  match_lineup_players: byMatch,
};

/** The membership tag of a list read of `type` with `filters` (`GET /{type}`). */
export function listReadTag(type: string, filters: readonly FilterTerm[]): string {
  const parentOf = LIST_PARENTS[type];
  if (!parentOf) return listTag(type);
  const eq = new Map(
    filters.filter((term) => term.rule === 'eq').map((term) => [term.field, term.value]),
  );
  const parent = parentOf(eq);
  return parent === null ? listTag(type) : listTag(type, parent);
}
