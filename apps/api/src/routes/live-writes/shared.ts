import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Database } from '@trybuna/db';
import { DUTY_ROLES } from '@trybuna/domain';
import { ApiError, JSON_API_MEDIA_TYPE, sendValidationErrors } from '@trybuna/server';
import { parseQuery } from '../../jsonapi/query';
import { noParameters, queryFirst } from '../../jsonapi/query-schemas';
import type { RequestContext } from '../../jsonapi/resource';
import type { ListDocument, ResourceStore, SingleDocument } from '../../jsonapi/store';
import type { LivePublisher } from '../../live';
import { requireRole } from '../../plugins/roles';
import { listTags, resourceTag } from '../../plugins/cache-tags';
import type { PerUserGuard } from '../../plugins/rate-limits';
import type { ReadCache } from '../../plugins/read-cache';
import type { SignedInUser } from '../../plugins/user-token';

/**
 * Writes one editor may make per minute, over all live-coverage routes and both prefixes: an
 * editor at the desk makes a few a minute; the simulator's run (about 60 writes, plus clearing
 * an earlier run's items) and a desk session of the same demo editor fit within one minute;
 * a runaway script is stopped at five a second.
 */
export const LIVE_WRITES_PER_MINUTE = 300;

export interface LiveWriteOptions {
  /** The club's site origins: inside links in rich text, and links allowed over plain http. */
  siteOrigins: readonly string[];
  /** Default `LIVE_WRITES_PER_MINUTE`. */
  perMinute?: number | undefined;
}

/** What every live-write route gets: the app's services, the options and the editor guard. */
export interface LiveWriteContext {
  database: Database;
  store: ResourceStore;
  cache: ReadCache;
  live: LivePublisher;
  siteOrigins: readonly string[];
  /** `onRequest` of every route: 401 / 403 first, then the editor's rate limit (429). */
  guard: PerUserGuard;
  /** Runs a write of a match (commit to publish) after that match's earlier writes (`MatchOrder`). */
  inMatchOrder: <T>(matchId: number, work: () => Promise<T>) => Promise<T>;
}

/**
 * The context of the live-write routes under one prefix. What both prefixes share is the
 * app's: the editor's budget (`perUserGuard` named `editor`, keyed by the editor's sso
 * subject) and the order of each match's writes (`app.matchWriteOrder`).
 */
export function liveWriteContext(
  app: FastifyInstance,
  options: LiveWriteOptions,
): LiveWriteContext {
  const order = app.matchWriteOrder;
  return {
    database: app.database,
    store: app.store,
    cache: app.readCache,
    live: app.live,
    siteOrigins: options.siteOrigins,
    inMatchOrder: (matchId, work) => order.run(matchId, work),
    guard: app.perUserGuard({
      name: 'editor',
      perMinute: options.perMinute ?? LIVE_WRITES_PER_MINUTE,
      admit: editorOf,
      tooMany: (max) => `Too many live writes: at most ${String(max)} per minute for one editor`,
    }),
  };
}

/** The editor the guard let through (the author recorded with the live message). */
export function editorOf(request: FastifyRequest): SignedInUser {
  return requireRole(request, DUTY_ROLES.writeLiveCoverage, 'write live coverage');
}

/**
 * A live write's route options: the editor's guard (401 / 403, then 429), no query parameter
 * (400, `queryFirst`), then the route's schemas: the path's id (404), the body (422).
 */
export function writeOptions<S extends FastifySchema>(context: LiveWriteContext, schema: S) {
  return { onRequest: context.guard, preValidation: queryFirst(noParameters), schema };
}

/** A body as its schema reads it, or `null` once a 422 with every issue has been sent. */
export function parseBody<S extends z.ZodType>(
  reply: FastifyReply,
  schema: S,
  body: unknown,
  pointer: readonly PropertyKey[] = [],
): z.output<S> | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  void sendValidationErrors(
    reply,
    parsed.error.issues.map((issue) => ({ ...issue, path: [...pointer, ...issue.path] })),
  );
  return null;
}

/** The body's `data.id`, when sent, must be the path's id (JSON:API: 409 otherwise). */
export function checkBodyId(bodyId: string | undefined, id: number): void {
  if (bodyId !== undefined && bodyId !== String(id)) {
    throw new ApiError(409, `data.id ${bodyId} is not the id in the path (${String(id)})`, {
      pointer: '/data/id',
    });
  }
}

/** Messages and answers carry what an anonymous read gives (the fans' document). */
const PUBLIC_READ: RequestContext = { locale: 'pl', user: null, preview: false };

/**
 * The JSON:API document a public read of `type/id` answers (sparse `fields` when given), as
 * JSON values (times as ISO strings): what a message carries through any adapter.
 */
export async function readDocument(
  store: ResourceStore,
  type: string,
  id: number,
  fields?: readonly string[],
): Promise<SingleDocument> {
  const query = parseQuery(fields ? { [`fields[${type}]`]: fields.join(',') } : {});
  const document = await store.get(type, String(id), query, PUBLIC_READ);
  return JSON.parse(JSON.stringify(document)) as SingleDocument;
}

/**
 * The JSON:API list document a public read of `type?{parameters}` answers (e.g.
 * `filter[match_id_eq]`), as JSON values: what a message about a set of resources carries.
 * Being the anonymous read, it holds nothing members-only (a `present` hook limits it).
 * `pageSize` sets the first page's size past what a request may ask (`MAX_PAGE_SIZE`), for a
 * message that carries a whole set (a match's lineups).
 */
async function readListDocument(
  store: ResourceStore,
  type: string,
  parameters: Readonly<Record<string, string>>,
  pageSize?: number,
): Promise<ListDocument> {
  const query = parseQuery({ ...parameters });
  if (pageSize !== undefined) query.page = { number: 1, size: pageSize };
  const document = await store.list(type, query, PUBLIC_READ);
  return JSON.parse(JSON.stringify(document)) as ListDocument;
}

/**
 * After a match's rows of `type` were replaced whole (lineups, statistics): the reads that held
 * them are dropped (no match document includes them: only the match's lists, one that was empty
 * has no tag, and each written or removed row by id), and the anonymous read of
 * `type?filter[match_id_eq]={matchId}` is answered for the live message (`pageSize` as
 * `readListDocument`'s).
 */
export async function refreshMatchRows(
  context: Pick<LiveWriteContext, 'cache' | 'store'>,
  type: string,
  matchId: number,
  ids: readonly number[],
  pageSize?: number,
): Promise<ListDocument> {
  context.cache.invalidate([
    ...listTags(type, resourceTag('matches', matchId)),
    ...ids.map((id) => resourceTag(type, id)),
  ]);
  return readListDocument(
    context.store,
    type,
    { 'filter[match_id_eq]': String(matchId) },
    pageSize,
  );
}

/** 201 with the created resource's document and its `Location`. */
export function sendCreated(
  request: FastifyRequest,
  reply: FastifyReply,
  document: SingleDocument,
): FastifyReply {
  const collection = (request.routeOptions.url ?? '').replace(/\/$/, '');
  return reply
    .code(201)
    .header('location', `${collection}/${document.data.id}`)
    .type(JSON_API_MEDIA_TYPE)
    .send(document);
}

export function sendDocument(reply: FastifyReply, document: unknown): FastifyReply {
  return reply.code(200).type(JSON_API_MEDIA_TYPE).send(document);
}
