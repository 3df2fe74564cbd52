import { and, asc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Drizzle } from '@trybuna/db';
import { componentItems } from '@trybuna/db/schema';
import type { ManyLoader, RequestContext } from '../jsonapi/resource';

/**
 * `visible` of a resource with drafts: outside a page preview only published rows (`draft =
 * false`, the condition the partial list indexes are built on) exist.
 */
export function publishedOnly(draft: AnyPgColumn): (ctx: RequestContext) => SQL | undefined {
  return (ctx) => (ctx.preview ? undefined : eq(draft, false));
}

/**
 * A column of the resource's own table, written `"table"."column"`. In a select list drizzle
 * writes a bare `"column"`, which inside a correlated subquery names the subquery's own column
 * when its table has one of that name (`sa.survey_id = "id"` is `sa.survey_id = sa.id`): every
 * outer column a select-list subquery compares with goes through this.
 */
export function outer(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** `likes_count` from the per-resource counters (000 §7.3), 0 when never liked. */
export function likesCount(likeType: string, idColumn: AnyPgColumn): SQL.Aliased<number> {
  return sql<number>`coalesce((select lc.count from like_counters lc where lc.resource_type = ${likeType} and lc.resource_id = ${outer(idColumn)}), 0)`
    .mapWith(Number)
    .as('likes_count');
}

function group(rows: { parent: number; child: number }[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const { parent, child } of rows) {
    const list = map.get(parent);
    if (list) list.push(child);
    else map.set(parent, [child]);
  }
  return map;
}

/**
 * Children that point at their parent with a foreign key, in the given order; `condition`
 * narrows them for the caller (e.g. what an anonymous caller may see).
 */
export function viaForeignKey(
  db: Drizzle,
  table: PgTable,
  foreignKey: AnyPgColumn,
  childId: AnyPgColumn,
  order: SQL[] = [asc(childId)],
  condition?: (ctx: RequestContext) => SQL | undefined,
): ManyLoader {
  return async (parentIds, ctx) => {
    if (parentIds.length === 0) return new Map();
    const rows = await db
      .select({
        parent: sql<number>`${foreignKey}`.mapWith(Number),
        child: sql<number>`${childId}`.mapWith(Number),
      })
      .from(table)
      .where(and(inArray(foreignKey, parentIds), condition?.(ctx)))
      .orderBy(...order);
    return group(rows);
  };
}

/** Many-to-many through a join table. */
export function viaJoinTable(
  db: Drizzle,
  table: PgTable,
  parentColumn: AnyPgColumn,
  childColumn: AnyPgColumn,
  order?: AnyPgColumn,
): ManyLoader {
  return async (parentIds) => {
    if (parentIds.length === 0) return new Map();
    const rows = await db
      .select({
        parent: sql<number>`${parentColumn}`.mapWith(Number),
        child: sql<number>`${childColumn}`.mapWith(Number),
      })
      .from(table)
      .where(inArray(parentColumn, parentIds))
      .orderBy(asc(order ?? childColumn));
    return group(rows);
  };
}

/** A component's ordered to-many link by relation name (articles, images, products…). */
export function viaComponentItems(db: Drizzle, relation: string): ManyLoader {
  return async (componentIds) => {
    if (componentIds.length === 0) return new Map();
    const rows = await db
      .select({ parent: componentItems.componentId, child: componentItems.itemId })
      .from(componentItems)
      .where(
        sql`${inArray(componentItems.componentId, componentIds)} and ${componentItems.relation} = ${relation}`,
      )
      .orderBy(asc(componentItems.componentId), asc(componentItems.position));
    return group(rows);
  };
}
