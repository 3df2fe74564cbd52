/*
 * The match counter hero's re-read (001 §4, §7): one `GET matches/{id}` a second with a small
 * sparse fieldset, read through the api-client's browser entry without zod (this runs in the
 * browser's first-load code).
 */
import { matchFieldsUrl, primaryOne, resourceFields } from '@trybuna/api-client/browser';

/** The fields the counter reads (docs/api.md "A match by id": the API caches this read 1 s). */
export const COUNTER_MATCH_FIELDS = [
  'status',
  'start_time',
  'postponed_start_time',
  'hour_time_not_yet_defined',
  'home_squad_score',
  'away_squad_score',
  'likes_count',
  'period',
  'elapsed_seconds',
] as const;

/** What the counter shows of a match; every field may be missing (sparse reads). */
export interface CounterMatch {
  status?: string | null;
  start_time?: string | null;
  postponed_start_time?: string | null;
  hour_time_not_yet_defined?: boolean | null;
  home_squad_score?: number | null;
  away_squad_score?: number | null;
  likes_count?: number | null;
}

const TEXT_FIELDS = ['status', 'start_time', 'postponed_start_time'] as const;
const NUMBER_FIELDS = ['home_squad_score', 'away_squad_score', 'likes_count'] as const;

/** `{apiBase}/matches/{id}?fields[matches]=…` (the same URL for every visitor: one cache entry). */
export function counterMatchUrl(apiBase: string, id: string): string {
  return matchFieldsUrl(apiBase, id, COUNTER_MATCH_FIELDS);
}

/**
 * The counter's fields from a JSON:API document of one match (`data.attributes`); a field of
 * the wrong type is left out (the shown value stays). Null when the document has no match.
 */
export function readCounterMatch(document: unknown, id: string): CounterMatch | null {
  const match = resourceFields(primaryOne(document));
  if (match?.id !== id) return null;
  const attributes = match.fields;
  const out: CounterMatch = {};
  for (const key of TEXT_FIELDS) {
    const value = attributes[key];
    if (typeof value === 'string' || value === null) out[key] = value;
  }
  for (const key of NUMBER_FIELDS) {
    const value = attributes[key];
    if ((typeof value === 'number' && Number.isFinite(value)) || value === null) out[key] = value;
  }
  const hour = attributes.hour_time_not_yet_defined;
  if (typeof hour === 'boolean' || hour === null) out.hour_time_not_yet_defined = hour;
  return out;
}

/** Whether `next` changes anything the counter shows of `previous`. */
export function counterMatchChanged(previous: CounterMatch, next: CounterMatch): boolean {
  return (Object.keys(next) as (keyof CounterMatch)[]).some((key) => previous[key] !== next[key]);
}
