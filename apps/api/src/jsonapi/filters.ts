import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badParameter } from '@trybuna/server';
import { isDatabaseInteger } from './ids';
import type { FilterRule } from './query';
import type { FilterSpec } from './resource';

export type ValueKind = 'int' | 'text' | 'bool' | 'time';

const ALL_RULES: readonly FilterRule[] = ['eq', 'not_eq', 'in', 'not_null', 'matches_any'];

/** Parses one filter value by the column's kind, or answers 400 naming the parameter. */
export function coerce(
  kind: ValueKind,
  value: string,
  parameter: string,
): string | number | boolean {
  switch (kind) {
    case 'int':
      // PostgreSQL `integer`: a number past ±2³¹ would fail in the database, so it is a 400.
      if (!/^-?\d{1,10}$/.test(value) || !isDatabaseInteger(Number(value))) {
        throw badParameter(parameter, `${parameter} expects an integer (32-bit)`);
      }
      return Number(value);
    case 'bool':
      if (value !== 'true' && value !== 'false') {
        throw badParameter(parameter, `${parameter} expects true or false`);
      }
      return value === 'true';
    case 'time': {
      // Years 1–9999 only: `toISOString` writes others as ±YYYYYY, which PostgreSQL refuses.
      const time = new Date(value);
      const year = time.getUTCFullYear();
      if (Number.isNaN(time.getTime()) || year < 1 || year > 9999) {
        throw badParameter(parameter, `${parameter} expects an ISO 8601 date or time`);
      }
      return time.toISOString();
    }
    case 'text':
      return value;
  }
}

/**
 * An ILIKE pattern: a value with its own `%` keeps its wildcards (`%`, `_`), otherwise it
 * matches anywhere; a backslash is always literal (a trailing one would be an invalid pattern).
 */
function likePattern(value: string): string {
  if (value.includes('%')) return value.replace(/\\/g, '\\\\');
  return `%${value.replace(/[%_\\]/g, '\\$&')}%`;
}

/**
 * The five rules of 000 §7.1 on one column: eq, not_eq, in (comma list), not_null (true →
 * IS NOT NULL, false → IS NULL) and matches_any (case-insensitive, any of a comma list; a value
 * without `%` matches anywhere in the text).
 */
export function columnFilter(
  column: AnyPgColumn | SQL,
  kind: ValueKind,
  rules: readonly FilterRule[] = ALL_RULES,
): FilterSpec {
  return {
    rules,
    where: (rule, values, parameter) => {
      const typed = () => values.map((v) => coerce(kind, v, parameter));
      switch (rule) {
        case 'eq':
        case 'not_eq': {
          const [first] = typed();
          if (first === undefined) return undefined;
          return rule === 'eq' ? sql`${column} = ${first}` : sql`${column} <> ${first}`;
        }
        case 'in': {
          const list = typed();
          if (list.length === 0) return sql`false`;
          return sql`${column} in (${sql.join(
            list.map((v) => sql`${v}`),
            sql`, `,
          )})`;
        }
        case 'not_null': {
          const wanted = coerce('bool', values[0] ?? 'true', parameter);
          return wanted ? sql`${column} is not null` : sql`${column} is null`;
        }
        case 'matches_any':
          return or(...values.map((v) => ilike(sql`${column}::text`, likePattern(v))));
      }
    },
  };
}

/** A filter answered by an EXISTS sub-query (tags of an article, page type slug…). */
export function existsFilter(
  rules: readonly FilterRule[],
  build: (values: string[]) => SQL,
): FilterSpec {
  return { rules, where: (_rule, values) => build(values) };
}

export const allOf = (conditions: (SQL | undefined)[]): SQL | undefined =>
  and(...conditions.filter((c): c is SQL => c !== undefined));
