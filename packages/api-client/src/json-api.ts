import * as z from 'zod/mini';
import { withSpecNames } from './constants';

/** JSON:API ids are strings; a numeric id is accepted and read as its string. */
const idSchema = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.int()]),
  z.transform((id: string | number) => String(id)),
);

export const resourceIdentifierSchema = z.object({
  id: idSchema,
  type: z.string().check(z.minLength(1)),
});

const relationshipSchema = z.looseObject({
  data: z.optional(
    z.union([resourceIdentifierSchema, z.array(resourceIdentifierSchema), z.null()]),
  ),
});

export const resourceObjectSchema = z.looseObject({
  id: idSchema,
  type: z.string().check(z.minLength(1)),
  attributes: z.optional(z.record(z.string(), z.unknown())),
  relationships: z.optional(z.record(z.string(), relationshipSchema)),
});

/** A JSON:API 1.1 document with primary data (the shape of every successful read). */
export const jsonApiDocumentSchema = z.looseObject({
  data: z.union([resourceObjectSchema, z.array(resourceObjectSchema), z.null()]),
  included: z.optional(z.array(resourceObjectSchema)),
  meta: z.optional(z.record(z.string(), z.unknown())),
  links: z.optional(z.record(z.string(), z.unknown())),
});

export type ResourceIdentifier = z.infer<typeof resourceIdentifierSchema>;
export type ResourceObject = z.infer<typeof resourceObjectSchema>;
export type JsonApiDocument = z.infer<typeof jsonApiDocumentSchema>;

/**
 * A deserialised resource: `{ id, type, ...attributes }` with each relationship in place
 * (to-one: the resource or `null`; to-many: an array; a linkage that `included` does not
 * resolve: `{ id, type }`).
 */
export interface Resource {
  id: string;
  type: string;
  [field: string]: unknown;
}

const keyOf = (resource: ResourceIdentifier) => `${resource.type}:${resource.id}`;

/** True for an object body carrying top-level `data`: it is read as a JSON:API document. */
export function looksLikeJsonApi(body: unknown): body is { data: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body;
}

/**
 * Turns a JSON:API document into plain objects (000 §7.1 "JSON:API documents are
 * deserialised"). Relationships are resolved from `included` (and the primary data)
 * recursively. A resource that is already being expanded higher up the same path is not
 * expanded again: it appears with its attributes only, so cycles end and the result stays a
 * tree that serialises as JSON.
 *
 * Attributes are spread after `id` and `type`, with the spec's field names: the spec's `type`
 * field, which the API sends as `article_type`, `squad_type`, `incident_type` or
 * `match_centre_component_type` (`SPEC_TYPE_ATTRIBUTES`; JSON:API reserves `type`), is what
 * `type` reads (an article's `News` / `StaticPage`, a squad's `football`), as in the spec's
 * model; so is an attribute named `type`, as a server that follows the spec's model sends it.
 * `id` is always the resource id.
 */
export function deserialise(document: JsonApiDocument): Resource | Resource[] | null {
  const primary = document.data;
  const index = new Map<string, ResourceObject>();
  for (const resource of document.included ?? []) index.set(keyOf(resource), resource);
  for (const resource of Array.isArray(primary) ? primary : primary ? [primary] : []) {
    index.set(keyOf(resource), resource);
  }
  const expanding = new Set<string>();

  const build = (resource: ResourceObject): Resource => {
    const out: Resource = { id: resource.id, type: resource.type };
    for (const [name, value] of Object.entries(
      withSpecNames(resource.type, resource.attributes ?? {}),
    )) {
      if (name === 'id' || (name === 'type' && typeof value !== 'string')) continue;
      out[name] = value;
    }
    const key = keyOf(resource);
    if (expanding.has(key)) return out;
    expanding.add(key);
    for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
      const linkage = relationship.data;
      if (linkage === undefined) continue;
      if (linkage === null) out[name] = null;
      else if (Array.isArray(linkage)) out[name] = linkage.map(resolve);
      else out[name] = resolve(linkage);
    }
    expanding.delete(key);
    return out;
  };

  const resolve = (identifier: ResourceIdentifier): Resource => {
    const found = index.get(keyOf(identifier));
    return found ? build(found) : { id: identifier.id, type: identifier.type };
  };

  if (primary === null) return null;
  return Array.isArray(primary) ? primary.map(build) : build(primary);
}
