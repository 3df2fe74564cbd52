import { ApiError, badParameter } from '@trybuna/server';
import {
  DEFAULT_PAGE_SIZE,
  MAX_FILTER_VALUES,
  MAX_INCLUDE_DEPTH,
  MAX_INCLUDE_PATHS,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  MAX_PARAMETER_LENGTH,
  MAX_PARAMETER_NAME_LENGTH,
  MAX_QUERY_PARAMETERS,
  MAX_SORT_FIELDS,
} from './limits';

/** Filter rules of 000 §7.1, longest suffix first so `_not_eq` wins over `_eq`. */
const FILTER_RULES = ['not_null', 'matches_any', 'not_eq', 'eq', 'in'] as const;
export type FilterRule = (typeof FILTER_RULES)[number];

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
  /** The route's own parameters (`query`, `kind`, `slug`, `quiz_id`), last value wins. */
  extra: Record<string, string>;
}

export type RawQuery = Record<string, string | string[] | undefined>;

/** The value a parameter has: the last one when it is repeated. */
export function single(raw: RawQuery, key: string): string | undefined {
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

function boundedInt(parameter: string, value: string, max: number): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw badParameter(
      parameter,
      `${parameter} must be a whole number from 1 to ${max.toLocaleString('en')}`,
    );
  }
  return Number(value);
}

function includePaths(value: string): string[] {
  const paths = splitList(value);
  if (paths.length > MAX_INCLUDE_PATHS) {
    throw badParameter('include', `include lists at most ${String(MAX_INCLUDE_PATHS)} paths`);
  }
  for (const path of paths) {
    const names = path.split('.');
    if (names.length > MAX_INCLUDE_DEPTH) {
      throw badParameter(
        'include',
        `include: ${path} is deeper than ${String(MAX_INCLUDE_DEPTH)} relationships`,
      );
    }
    if (names.some((name) => name === '')) {
      throw badParameter('include', `include: ${path} has an empty relationship name`);
    }
  }
  return paths;
}

/**
 * The parameters of one request, each checked for its number, length and name: a parameter
 * that is neither JSON:API's nor one of `extra` is a 400 naming every such parameter.
 */
function checkParameters(raw: RawQuery, extra: readonly string[]): void {
  const keys = Object.keys(raw);
  const count = keys.reduce((n, key) => n + (Array.isArray(raw[key]) ? raw[key].length : 1), 0);
  if (count > MAX_QUERY_PARAMETERS) {
    throw new ApiError(400, `At most ${String(MAX_QUERY_PARAMETERS)} query parameters`);
  }
  const unknown: string[] = [];
  for (const key of keys) {
    if (key.length > MAX_PARAMETER_NAME_LENGTH) {
      throw badParameter(
        key.slice(0, MAX_PARAMETER_NAME_LENGTH),
        `A query parameter name is at most ${String(MAX_PARAMETER_NAME_LENGTH)} characters`,
      );
    }
    const values = raw[key];
    for (const value of Array.isArray(values) ? values : [values]) {
      if (value !== undefined && value.length > MAX_PARAMETER_LENGTH) {
        throw badParameter(
          key,
          `${key} is longer than ${MAX_PARAMETER_LENGTH.toLocaleString('en')} characters`,
        );
      }
    }
    const jsonApi =
      /^(filter|fields)\[[^\]]+\]$/.test(key) ||
      ['page[number]', 'page[size]', 'sort', 'include'].includes(key);
    if (!jsonApi && !extra.includes(key)) unknown.push(key);
  }
  const [first] = unknown;
  if (first !== undefined) {
    const names = unknown.map((key) => JSON.stringify(key)).join(', ');
    const accepted =
      extra.length > 0 ? `; besides JSON:API's own it takes ${extra.join(', ')}` : '';
    throw badParameter(
      first,
      `Unknown query parameter${unknown.length > 1 ? 's' : ''} ${names}${accepted}`,
    );
  }
}

/** A route that takes no query parameters at all (writes): any one is a 400 naming it. */
export function rejectQueryParameters(raw: RawQuery): void {
  const keys = Object.keys(raw);
  const [first] = keys;
  if (first === undefined) return;
  const names = keys
    .slice(0, 10)
    .map((key) => JSON.stringify(key.slice(0, MAX_PARAMETER_NAME_LENGTH)))
    .join(', ');
  throw badParameter(
    first.slice(0, MAX_PARAMETER_NAME_LENGTH),
    `This route takes no query parameters (got ${names})`,
  );
}

/**
 * Reads the JSON:API query of 000 §7.1 from Fastify's flat query object (bracketed keys are
 * not nested by Fastify), plus the route's own `extra` parameters (`allowed-parameters.ts`).
 * Syntax errors, unknown parameters and values past the limits (`limits.ts`) are 400s naming
 * the parameter; whether a field may be filtered, sorted or included is checked later against
 * the resource, still before any query runs.
 */
export function parseQuery(raw: RawQuery, extra: readonly string[] = []): ParsedQuery {
  checkParameters(raw, extra);
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
      const term = { ...parseFilterKey(key, filter[1]), value, parameter: key };
      if (
        (term.rule === 'in' || term.rule === 'matches_any') &&
        value.split(',').length > MAX_FILTER_VALUES
      ) {
        throw badParameter(key, `${key} lists at most ${String(MAX_FILTER_VALUES)} values`);
      }
      parsed.filters.push(term);
    } else if (fields?.[1]) {
      parsed.fields.set(fields[1], splitList(value));
    } else if (key === 'page[number]') {
      if (value !== '') parsed.page.number = boundedInt(key, value, MAX_PAGE_NUMBER);
    } else if (key === 'page[size]') {
      if (value !== '') parsed.page.size = boundedInt(key, value, MAX_PAGE_SIZE);
    } else if (key === 'sort') {
      const items = splitList(value);
      if (items.length > MAX_SORT_FIELDS) {
        throw badParameter(key, `sort lists at most ${String(MAX_SORT_FIELDS)} fields`);
      }
      parsed.sort = items.map((item) => ({
        field: item.replace(/^-/, ''),
        descending: item.startsWith('-'),
      }));
    } else if (key === 'include') {
      parsed.include = includePaths(value);
    } else {
      parsed.extra[key] = value;
    }
  }
  return parsed;
}
