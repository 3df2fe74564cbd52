/*
 * Readers of raw JSON:API documents as the browser's `fetch` answers them, without zod: the
 * first-load islands (like counts, the counter hero, the ticket belt, the match centre's
 * re-reads) check the few fields they show by hand, so no schema library loads with a page.
 * The same readers accept the api-client's deserialised resources (`{ id, type, ...fields }`),
 * so a server-read value and a browser-read one go through one function.
 */

import { withSpecNames } from '../constants';

/** The value as a plain object, or `null` (arrays and primitives are not records). */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A resource's id (a number is read as its string) and its fields. */
export interface ResourceFields {
  id: string;
  type: string | null;
  /** `attributes` of a raw resource object; the object itself when deserialised. */
  fields: Record<string, unknown>;
}

/**
 * The id and fields of a resource: a JSON:API resource object's `attributes` with the spec's
 * field names (`withSpecNames`: an incident's `incident_type`, a timeline item's
 * `match_centre_component_type` is `fields.type`; `type` is the resource type), or a
 * deserialised resource itself. Null without an object or a non-empty id.
 */
export function resourceFields(resource: unknown): ResourceFields | null {
  const object = asRecord(resource);
  const rawId = object?.id;
  const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : '';
  if (!object || id === '') return null;
  const attributes = asRecord(object.attributes);
  const type = typeof object.type === 'string' ? object.type : null;
  return {
    id,
    type,
    fields: attributes ? withSpecNames(type ?? '', attributes) : object,
  };
}

/** The primary data of a list document (an empty list when it is not one). */
export function primaryList(document: unknown): unknown[] {
  const data = asRecord(document)?.data;
  return Array.isArray(data) ? (data as unknown[]) : [];
}

/** The primary data of a document of one resource (`null` when it is not one). */
export function primaryOne(document: unknown): Record<string, unknown> | null {
  return asRecord(asRecord(document)?.data);
}

/** The document's `included` resources of one type. */
export function includedOf(document: unknown, type: string): unknown[] {
  const included = asRecord(document)?.included;
  if (!Array.isArray(included)) return [];
  return (included as unknown[]).filter((resource) => asRecord(resource)?.type === type);
}

/** 000 §7.1 pagination `meta`: more pages while `current < last` and `next` is present. */
export function hasMorePagesIn(meta: unknown): boolean {
  const pagination = asRecord(asRecord(meta)?.pagination);
  const current = pagination?.current;
  const last = pagination?.last;
  const next = pagination?.next;
  return (
    typeof current === 'number' &&
    typeof last === 'number' &&
    current < last &&
    next !== null &&
    next !== undefined
  );
}

/** Whether a list document says older pages exist (its `meta.pagination`). */
export function documentHasMore(document: unknown): boolean {
  return hasMorePagesIn(asRecord(document)?.meta);
}
