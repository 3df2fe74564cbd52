/** A filter rule of 000 §7.1. */
export type FilterRule = 'eq' | 'not_eq' | 'in' | 'not_null' | 'matches_any';

type Scalar = string | number | boolean;
type Value = Scalar | null | undefined;

export interface QueryParams {
  /** `filter[{field}_{rule}]=value`; the key here is `{field}_{rule}`. */
  filter?: Record<string, Value | readonly Scalar[]>;
  page?: { number?: number; size?: number };
  /** Comma-joined; a leading `-` sorts descending. */
  sort?: readonly string[];
  /** `fields[{type}]` as comma-joined lists. */
  fields?: Record<string, readonly string[]>;
  /** Dotted include paths, comma-joined. */
  include?: readonly string[];
  /** Any other key, passed through as `key=value`; arrays as `key[]=v1&key[]=v2`. */
  [key: string]: unknown;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function pair(key: string, value: Scalar): string {
  return `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`;
}

function passThrough(key: string, value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      if (!isEmpty(item) && isScalar(item)) out.push(pair(`${key}[]`, item));
    }
  } else if (!isEmpty(value) && isScalar(value)) {
    out.push(pair(key, value));
  }
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * Encodes query parameters as 000 §7.1 describes, skipping every empty value (§5 "Query
 * building skips parameters whose value is empty"). Returns the string without a leading `?`.
 */
export function buildQuery(params: QueryParams = {}): string {
  const out: string[] = [];
  const { filter, page, sort, fields, include, ...rest } = params;
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (Array.isArray(value)) {
      if (value.length > 0) out.push(pair(`filter[${key}]`, value.join(',')));
    } else if (!isEmpty(value) && isScalar(value)) {
      out.push(pair(`filter[${key}]`, value));
    }
  }
  if (page?.number !== undefined) out.push(pair('page[number]', page.number));
  if (page?.size !== undefined) out.push(pair('page[size]', page.size));
  if (sort && sort.length > 0) out.push(pair('sort', sort.join(',')));
  for (const [type, list] of Object.entries(fields ?? {})) {
    if (list.length > 0) out.push(pair(`fields[${type}]`, list.join(',')));
  }
  if (include && include.length > 0) out.push(pair('include', include.join(',')));
  for (const [key, value] of Object.entries(rest)) passThrough(key, value, out);
  return out.join('&');
}
