import type { LikeType } from '@trybuna/domain';

/*
 * Plain values of the API's contract, in a module without schemas: the browser's first-load code
 * can use them without pulling in zod (the calls load on demand, apps/web/src/lib/browser-api.ts).
 */

/** 000 §7.3: the resource path whose `likes_count` is read, per like type. */
export const LIKES_COUNT_PATHS: Readonly<Partial<Record<LikeType, string>>> = {
  article: 'articles',
  match: 'matches',
  squad_player: 'squad_players',
  squad_staff_member: 'squad_staff_members',
  component: 'components',
};

/** What an article card needs (image crops, category, tags). */
export const ARTICLE_LIST_INCLUDES: readonly string[] = ['image', 'publication_category', 'tags'];

/**
 * The attribute that carries the spec's `type` field of a resource type. JSON:API reserves
 * `type` (and `id`) for the resource's own, so the API names the field after its resource
 * (docs/api.md "The spec's type fields"); the api-client reads it back under the spec's name:
 * a deserialised article's `type` is `News`, an incident's `goal`, as in 000 §3 and 001 §3.
 */
export const SPEC_TYPE_ATTRIBUTES = {
  articles: 'article_type',
  squads: 'squad_type',
  incidents: 'incident_type',
  match_centre_components: 'match_centre_component_type',
} as const satisfies Readonly<Record<string, string>>;

/**
 * The attributes of a resource with the spec's field names: the attribute of
 * `SPEC_TYPE_ATTRIBUTES` becomes `type` (when it is a string); the object itself when there is
 * nothing to rename.
 */
export function withSpecNames(
  resourceType: string,
  attributes: Record<string, unknown>,
): Record<string, unknown> {
  const name: string | undefined = Object.hasOwn(SPEC_TYPE_ATTRIBUTES, resourceType)
    ? SPEC_TYPE_ATTRIBUTES[resourceType as keyof typeof SPEC_TYPE_ATTRIBUTES]
    : undefined;
  if (name === undefined || !(name in attributes)) return attributes;
  const { [name]: value, ...rest } = attributes;
  return typeof value === 'string' ? { ...rest, type: value } : rest;
}
