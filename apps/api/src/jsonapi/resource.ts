import type { SQL } from 'drizzle-orm';
import type { ContentLanguage } from '@trybuna/domain';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FilterRule } from './query';

/**
 * Who is asking: the language of 000 §7.2, once signed in the user (000 §6), and whether the
 * request is a page preview (a valid `Preview-Secret`: drafts and members-only content shown).
 */
export interface RequestContext {
  locale: ContentLanguage;
  user: { id: number; sub: string } | null;
  preview: boolean;
}

/** Whether this caller sees members-only content whole: a signed-in fan, or a page preview. */
export const seesMembersContent = (ctx: RequestContext): boolean =>
  ctx.user !== null || ctx.preview;

export type Row = Record<string, unknown> & { id: number };

/** A column, or an SQL expression with the type its values are parsed as in filters. */
export type Selectable = AnyPgColumn | SQL.Aliased;

export interface FilterSpec {
  rules: readonly FilterRule[];
  /** Builds the condition; values are already split for `in` / `matches_any`. */
  where: (
    rule: FilterRule,
    values: string[],
    parameter: string,
    ctx: RequestContext,
  ) => SQL | undefined;
}

/** To-many links: parent id → ordered child ids, loaded in one query for many parents. */
export type ManyLoader = (
  parentIds: number[],
  ctx: RequestContext,
) => Promise<Map<number, number[]>>;

export type Relationship =
  | {
      kind: 'one';
      type: string;
      /** Key of the selected row holding the id. */
      key: string;
      /** Polymorphic: key of the row holding the related type, one of `types`. */
      typeKey?: string;
      types?: readonly string[];
    }
  /** `single`: the loader finds at most one (e.g. the caller's own survey answer). */
  | { kind: 'many'; type: string; load: ManyLoader; single?: boolean };

export interface ResourceDefinition {
  /** JSON:API type, also the path segment (`articles`, `squad_players`). */
  type: string;
  table: PgTable;
  idColumn: AnyPgColumn;
  /** Attribute name → column or expression. */
  attributes: Record<string, Selectable>;
  /** Foreign keys selected for to-one relationships (not shown as attributes). */
  keys?: Record<string, Selectable>;
  relationships?: Record<string, Relationship>;
  filters?: Record<string, FilterSpec>;
  sorts?: Record<string, AnyPgColumn | SQL>;
  /** Default order, e.g. `['-publication_time']`; `id` is always the final tie-breaker. */
  defaultSort?: string[];
  /** A condition every list applies (language, search…); reads by id skip it. */
  scope?: (ctx: RequestContext, extra: Record<string, string>) => SQL | undefined;
  /**
   * Which rows exist at all for this caller (drafts outside preview): applied to lists, reads
   * by id and includes alike, so a hidden row is a 404 and is never linked or included.
   */
  visible?: (ctx: RequestContext) => SQL | undefined;
  /**
   * Values that depend on the caller (a fan's own quiz attempt), loaded for many rows in one
   * query before they are serialised: each row gets its value (or null) under
   * `${KEY_PREFIX}caller` (`CALLER_KEY`), for `present` to read.
   */
  perCaller?: (ids: number[], ctx: RequestContext) => Promise<Map<number, unknown>>;
  /** Changes a serialised resource for this caller (members-only gating). */
  present?: (resource: ResourceObject, row: Row, ctx: RequestContext) => ResourceObject;
  /** Which relationships are withheld for this caller (their data is not loaded). */
  withheld?: (row: Row, ctx: RequestContext) => readonly string[];
  /**
   * To-many relationships this caller sees only the first items of (a members-only gallery's
   * preview), by name: the rest are neither linked nor included.
   */
  preview?: (row: Row, ctx: RequestContext) => Readonly<Record<string, number>>;
}

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface ResourceObject extends ResourceIdentifier {
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
}
