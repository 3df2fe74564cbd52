import { and, count, inArray, sql } from 'drizzle-orm';
import type { Drizzle } from '@trybuna/db';
import { badParameter, notFound } from '@trybuna/server';
import { allOf } from './filters';
import { parseId } from './ids';
import { paginationMeta, type PaginationMeta } from './pagination';
import { includeTree, type IncludeTree } from './includes';
import type { ParsedQuery } from './query';
import type {
  RequestContext,
  ResourceDefinition,
  ResourceIdentifier,
  ResourceObject,
  Row,
} from './resource';
import { CALLER_KEY, KEY_PREFIX, orderOf, own, selectionOf } from './select';
import { applyFieldsets, toResource } from './serialize';

export interface ListDocument {
  data: ResourceObject[];
  included?: ResourceObject[];
  meta: { pagination: PaginationMeta };
}

export interface SingleDocument {
  data: ResourceObject;
  included?: ResourceObject[];
}

interface Entry {
  row: Row;
  resource: ResourceObject;
}

/**
 * Answers JSON:API reads for the registered resource definitions: filters, sorting, paging,
 * sparse fieldsets and dotted includes, each checked against the definition (400 otherwise).
 */
export class ResourceStore {
  private readonly definitions = new Map<string, ResourceDefinition>();

  constructor(
    private readonly db: Drizzle,
    definitions: ResourceDefinition[],
  ) {
    for (const definition of definitions) this.definitions.set(definition.type, definition);
  }

  has(type: string): boolean {
    return this.definitions.has(type);
  }

  definition(type: string): ResourceDefinition {
    const definition = this.definitions.get(type);
    if (!definition) throw notFound(`Unknown resource type ${type}`);
    return definition;
  }

  /**
   * 400 unless `type` can answer `query`'s include paths and fieldsets: for writes, which check
   * the query they will answer before they change anything.
   */
  checkQueryFor(type: string, query: ParsedQuery): void {
    this.checkQuery(this.definition(type), query);
  }

  /**
   * Checks what a query asks of the definitions before anything is read: include paths
   * (relationships that exist) and sparse fieldsets (known types and fields), each a 400.
   */
  private checkQuery(definition: ResourceDefinition, query: ParsedQuery): IncludeTree {
    const tree = includeTree(query.include, definition, (t) => this.definition(t));
    applyFieldsets([], query.fields, (t) => this.fieldsetType(t));
    return tree;
  }

  private fieldsetType(type: string): ResourceDefinition {
    if (!this.has(type)) {
      throw badParameter(`fields[${type}]`, `fields[${type}]: unknown type ${type}`);
    }
    return this.definition(type);
  }

  async list(type: string, query: ParsedQuery, ctx: RequestContext): Promise<ListDocument> {
    const definition = this.definition(type);
    const tree = this.checkQuery(definition, query);
    const where = allOf([
      definition.visible?.(ctx),
      definition.scope?.(ctx, query.extra),
      ...query.filters.map((term) => {
        const filter = own(definition.filters, term.field);
        if (!filter?.rules.includes(term.rule)) {
          throw badParameter(
            term.parameter,
            `${term.parameter}: ${type} cannot be filtered by ${term.field}_${term.rule}`,
          );
        }
        const values =
          term.rule === 'in' || term.rule === 'matches_any' ? term.value.split(',') : [term.value];
        return filter.where(term.rule, values, term.parameter, ctx);
      }),
    ]);
    const { size, number } = query.page;
    const [rows, total] = await Promise.all([
      this.db
        .select(selectionOf(definition))
        .from(definition.table)
        .where(where)
        .orderBy(...orderOf(definition, query))
        .limit(size)
        .offset((number - 1) * size)
        .then((result) => result as Row[]),
      this.db.select({ n: count() }).from(definition.table).where(where),
    ]);
    const records = total[0]?.n ?? 0;
    const document = await this.document(definition, rows, tree, query, ctx);
    return {
      data: document.data,
      ...(document.included.length > 0 ? { included: document.included } : {}),
      meta: {
        pagination: paginationMeta(number, size, records),
      },
    };
  }

  async get(
    type: string,
    id: string,
    query: ParsedQuery,
    ctx: RequestContext,
  ): Promise<SingleDocument> {
    const definition = this.definition(type);
    // Not an id PostgreSQL could hold (letters, 2³¹ and up): a 404 without a query.
    const key = parseId(id);
    if (key === null) throw notFound(`${type}/${id} does not exist`);
    const tree = this.checkQuery(definition, query);
    const rows = (await this.db
      .select(selectionOf(definition))
      .from(definition.table)
      // An id names one resource: the list scope (language, search) does not narrow it, so a
      // browser's own Accept-Language cannot hide an article it links to (likes counts). What
      // this caller may not see at all (a draft outside preview) is still a 404.
      .where(and(sql`${definition.idColumn} = ${key}`, definition.visible?.(ctx)))
      .limit(1)) as Row[];
    if (rows.length === 0) throw notFound(`${type}/${id} does not exist`);
    const document = await this.document(definition, rows, tree, query, ctx);
    const [data] = document.data;
    if (!data) throw notFound(`${type}/${id} does not exist`);
    return { data, ...(document.included.length > 0 ? { included: document.included } : {}) };
  }

  /**
   * Rows by id that this caller may see, in the order asked (for includes, and for callers
   * that build their own documents); hidden ones (drafts outside preview) are left out.
   */
  async rowsByIds(type: string, ids: number[], ctx: RequestContext): Promise<Row[]> {
    const definition = this.definition(type);
    if (ids.length === 0) return [];
    const rows = (await this.db
      .select(selectionOf(definition))
      .from(definition.table)
      .where(and(inArray(definition.idColumn, ids), definition.visible?.(ctx)))) as Row[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
  }

  /** Serialises rows as primary data with their includes and fieldsets. */
  async document(
    definition: ResourceDefinition,
    rows: Row[],
    tree: IncludeTree,
    query: ParsedQuery,
    ctx: RequestContext,
  ): Promise<{ data: ResourceObject[]; included: ResourceObject[] }> {
    const seen = new Map<string, Entry>();
    await this.addCallerValues(definition, rows, ctx);
    const primary = rows.map((row) => {
      const entry = { row, resource: toResource(definition, row, ctx, KEY_PREFIX) };
      seen.set(`${definition.type}:${String(row.id)}`, entry);
      return entry;
    });
    const included = new Map<string, Entry>();
    await this.resolve(definition, primary, tree, ctx, seen, included);
    for (const key of primary.map((e) => `${e.resource.type}:${e.resource.id}`))
      included.delete(key);
    const data = primary.map((e) => e.resource);
    const extra = [...included.values()].map((e) => e.resource);
    applyFieldsets([...data, ...extra], query.fields, (t) => this.fieldsetType(t));
    return { data, included: extra };
  }

  /** `definition.perCaller`'s values, one query for all `rows`, set under `CALLER_KEY`. */
  private async addCallerValues(
    definition: ResourceDefinition,
    rows: Row[],
    ctx: RequestContext,
  ): Promise<void> {
    if (!definition.perCaller || rows.length === 0) return;
    const values = await definition.perCaller(
      rows.map((row) => row.id),
      ctx,
    );
    for (const row of rows) row[CALLER_KEY] = values.get(row.id) ?? null;
  }

  private async resolve(
    definition: ResourceDefinition,
    entries: Entry[],
    tree: IncludeTree,
    ctx: RequestContext,
    seen: Map<string, Entry>,
    included: Map<string, Entry>,
  ): Promise<void> {
    for (const [name, subtree] of tree) {
      const relationship = definition.relationships?.[name];
      if (!relationship || entries.length === 0) continue;
      const visible = entries.filter((e) => !definition.withheld?.(e.row, ctx).includes(name));
      if (relationship.kind === 'one' && relationship.typeKey) {
        // Polymorphic: resolve each related type on its own.
        const typeKey = `${KEY_PREFIX}${relationship.typeKey}`;
        for (const type of relationship.types ?? [relationship.type]) {
          const subset = visible.filter((e) => e.row[typeKey] === type);
          const links = new Map(subset.map((e) => [e, this.oneId(e, relationship.key)]));
          await this.link(name, 'one', links, this.definition(type), subtree, ctx, seen, included);
        }
        continue;
      }
      const links = new Map<Entry, number[]>();
      if (relationship.kind === 'one') {
        for (const entry of visible) links.set(entry, this.oneId(entry, relationship.key));
      } else {
        const byParent = await relationship.load(
          visible.map((e) => e.row.id),
          ctx,
        );
        for (const entry of visible) {
          const ids = byParent.get(entry.row.id) ?? [];
          const limit = definition.preview?.(entry.row, ctx)[name];
          links.set(entry, limit === undefined ? ids : ids.slice(0, limit));
        }
      }
      const shape = relationship.kind === 'one' || relationship.single ? 'one' : 'many';
      await this.link(
        name,
        shape,
        links,
        this.definition(relationship.type),
        subtree,
        ctx,
        seen,
        included,
      );
    }
  }

  private oneId(entry: Entry, key: string): number[] {
    const id = entry.row[`${KEY_PREFIX}${key}`];
    return typeof id === 'number' ? [id] : [];
  }

  /** Loads the linked resources, sets the linkage, adds them to `included`, and recurses. */
  private async link(
    name: string,
    shape: 'one' | 'many',
    links: Map<Entry, number[]>,
    target: ResourceDefinition,
    subtree: IncludeTree,
    ctx: RequestContext,
    seen: Map<string, Entry>,
    included: Map<string, Entry>,
  ): Promise<void> {
    const related = await this.load(target, [...new Set([...links.values()].flat())], ctx, seen);
    for (const [entry, ids] of links) {
      const identifiers: ResourceIdentifier[] = ids
        .filter((id) => related.has(id))
        .map((id) => ({ type: target.type, id: String(id) }));
      entry.resource.relationships ??= {};
      entry.resource.relationships[name] = {
        data: shape === 'one' ? (identifiers[0] ?? null) : identifiers,
      };
    }
    for (const entry of related.values())
      included.set(`${target.type}:${entry.resource.id}`, entry);
    if (subtree.size > 0) {
      await this.resolve(target, [...related.values()], subtree, ctx, seen, included);
    }
  }

  private async load(
    definition: ResourceDefinition,
    ids: number[],
    ctx: RequestContext,
    seen: Map<string, Entry>,
  ): Promise<Map<number, Entry>> {
    const result = new Map<number, Entry>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = seen.get(`${definition.type}:${String(id)}`);
      if (entry) result.set(id, entry);
      else missing.push(id);
    }
    const rows = await this.rowsByIds(definition.type, missing, ctx);
    await this.addCallerValues(definition, rows, ctx);
    for (const row of rows) {
      const entry = { row, resource: toResource(definition, row, ctx, KEY_PREFIX) };
      seen.set(`${definition.type}:${String(row.id)}`, entry);
      result.set(row.id, entry);
    }
    return result;
  }
}
