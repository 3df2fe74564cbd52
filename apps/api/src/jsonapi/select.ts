import { asc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badParameter } from '@trybuna/server';
import type { ParsedQuery } from './query';
import type { ResourceDefinition } from './resource';

/** Prefix of the selected foreign keys (`$image`), so they never clash with attributes. */
export const KEY_PREFIX = '$';

/** Where a row holds its `perCaller` value (never an attribute or a key). */
export const CALLER_KEY = `${KEY_PREFIX}caller`;

/** `record[name]` when it is the record's own entry (`constructor` names no filter or sort). */
export const own = <T>(record: Record<string, T> | undefined, name: string): T | undefined =>
  record && Object.hasOwn(record, name) ? record[name] : undefined;

/** The columns a read selects: attributes, the foreign keys of to-one links, the id. */
export function selectionOf(
  definition: ResourceDefinition,
): Record<string, AnyPgColumn | SQL.Aliased> {
  const selection: Record<string, AnyPgColumn | SQL.Aliased> = { ...definition.attributes };
  for (const [key, column] of Object.entries(definition.keys ?? {})) {
    selection[`${KEY_PREFIX}${key}`] = column;
  }
  selection.id = definition.idColumn;
  return selection;
}

/** ORDER BY for the query's sort (or the default), the id always the final tie-breaker. */
export function orderOf(definition: ResourceDefinition, query: ParsedQuery): SQL[] {
  const sort =
    query.sort.length > 0
      ? query.sort
      : (definition.defaultSort ?? []).map((s) => ({
          field: s.replace(/^-/, ''),
          descending: s.startsWith('-'),
        }));
  const order = sort.map(({ field, descending }) => {
    const column = own(definition.sorts, field);
    if (!column) throw badParameter('sort', `${definition.type} cannot be sorted by ${field}`);
    // DESC NULLS LAST matches the indexes Drizzle declares with .desc() (STACK-NOTES #4).
    return descending ? sql`${column} desc nulls last` : asc(column);
  });
  const lastDescending = sort.at(-1)?.descending ?? false;
  order.push(lastDescending ? sql`${definition.idColumn} desc` : asc(definition.idColumn));
  return order;
}
