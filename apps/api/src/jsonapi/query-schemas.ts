import type { preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { ApiError } from '@trybuna/server';
import { parseId } from './ids';
import { parseQuery, rejectQueryParameters, type ParsedQuery, type RawQuery } from './query';

/**
 * The route schemas of the JSON:API engine (docs/api.md "How the app is wired"): zod schemas a
 * route declares (`schema: { params, querystring, body }`, `plugins/schemas.ts` compiles them)
 * so its handler reads typed input. Each query schema runs the engine's own parser, which
 * throws the JSON:API 400 naming the parameter (`jsonapi/query.ts`).
 */

/** Fastify's parsed query string (`fast-querystring`: a value, or a list when repeated). */
export const rawQuery = z.custom<RawQuery>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

/** A read's query: JSON:API's parameters (`filter[…]`, `page[…]`, …) and the route's `extra`. */
export const jsonApiQuery = (extra: readonly string[] = []) =>
  rawQuery.transform((raw): ParsedQuery => parseQuery(raw, extra));

/** A route that takes no query parameter: any one is a 400 naming it. */
export function noParameters(raw: RawQuery): Record<string, never> {
  rejectQueryParameters(raw);
  return {};
}

/** The `querystring` schema of a route taking no parameter. */
export const noQuery = rawQuery.transform(noParameters);

/**
 * A write's query, checked before its body: Fastify validates the body before the query
 * string, but the API has always answered a bad query (400) before a bad body (422), so a
 * write's query is parsed by a `preValidation` hook (in place; the route's `querystring`
 * schema `parsedQuery<T>()` then only types it).
 */
export function queryFirst(parse: (raw: RawQuery) => unknown): preValidationHookHandler {
  return (request, _reply, done) => {
    try {
      request.query = parse(rawQuery.parse(request.query));
      done();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  };
}

/** The `querystring` schema of a route whose `queryFirst` hook parsed the query already. */
export const parsedQuery = <T>() => z.custom<T>(() => true);

/** A path's `{id}` as written (a route that reads it later than its schema would). */
export const rawIdParams = z.object({ id: z.string() });

/**
 * A path's `{id}` naming a row of `type`: the database id, or a 404 "{type}/{id} does not
 * exist" for anything that cannot be one (letters, `007`, 2³¹ and up).
 */
export const idParams = (type: string) =>
  rawIdParams.transform(({ id }) => {
    const parsed = parseId(id);
    if (parsed === null) throw new ApiError(404, `${type}/${id} does not exist`);
    return { id: parsed, raw: id };
  });
