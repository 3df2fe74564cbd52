import { badParameter } from '@trybuna/server';

/** Filter rules of 000 §7.1, longest suffix first so `_not_eq` wins over `_eq`. */
export const FILTER_RULES = ['not_null', 'matches_any', 'not_eq', 'eq', 'in'] as const;
export type FilterRule = (typeof FILTER_RULES)[number];

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

export interface FilterTerm {
  field: string;
  rule: FilterRule;
  /** The raw value; `in` and `matches_any` split it on commas. */
  value: string;
  /** The query parameter as sent, for error sources. */
  parameter: string;
}

export interface ParsedQuery {
  filters: FilterTerm[];
  page: { number: number; size: number };
  sort: { field: string; descending: boolean }[];
  fields: Map<string, string[]>;
  include: string[];
  /** Every other parameter (`query`, `kind`, `slug`, `quiz_id`…), last value wins. */
  extra: Record<string, string>;
}

type RawQuery = Record<string, string | string[] | undefined>;

function single(raw: RawQuery, key: string): string | undefined {
  const value = raw[key];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function parseFilterKey(parameter: string, inner: string): { field: string; rule: FilterRule } {
  for (const rule of FILTER_RULES) {
    const suffix = `_${rule}`;
    if (inner.endsWith(suffix) && inner.length > suffix.length) {
      return { field: inner.slice(0, -suffix.length), rule };
    }
  }
  throw badParameter(
    parameter,
    `${parameter}: a filter is filter[{field}_{rule}] with rule one of ${FILTER_RULES.join(', ')}`,
  );
}

function positiveInt(parameter: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw badParameter(parameter, `${parameter} must be a positive integer`);
  }
  return Number(value);
}

/**
 * Reads the JSON:API query of 000 §7.1 from Fastify's flat query object (bracketed keys are
 * not nested by Fastify). Syntax errors are 400s naming the parameter; whether a field may be
 * filtered, sorted or included is checked later against the resource.
 */
export function parseQuery(raw: RawQuery): ParsedQuery {
  const parsed: ParsedQuery = {
    filters: [],
    page: { number: 1, size: DEFAULT_PAGE_SIZE },
    sort: [],
    fields: new Map(),
    include: [],
    extra: {},
  };
  for (const key of Object.keys(raw)) {
    const value = single(raw, key);
    if (value === undefined) continue;
    const filter = /^filter\[([^\]]+)\]$/.exec(key);
    const fields = /^fields\[([^\]]+)\]$/.exec(key);
    if (filter?.[1]) {
      if (value === '') continue;
      parsed.filters.push({ ...parseFilterKey(key, filter[1]), value, parameter: key });
    } else if (fields?.[1]) {
      parsed.fields.set(fields[1], splitList(value));
    } else if (key === 'page[number]') {
      parsed.page.number = positiveInt(key, value, 1);
    } else if (key === 'page[size]') {
      parsed.page.size = positiveInt(key, value, DEFAULT_PAGE_SIZE);
      if (parsed.page.size > MAX_PAGE_SIZE) {
        throw badParameter(key, `page[size] is at most ${String(MAX_PAGE_SIZE)}`);
      }
    } else if (key === 'sort') {
      parsed.sort = splitList(value).map((item) => ({
        field: item.replace(/^-/, ''),
        descending: item.startsWith('-'),
      }));
    } else if (key === 'include') {
      parsed.include = splitList(value);
    } else if (/^(filter|page|fields)\[/.test(key)) {
      throw badParameter(key, `${key} is not a valid JSON:API query parameter`);
    } else {
      parsed.extra[key] = value;
    }
  }
  return parsed;
}
