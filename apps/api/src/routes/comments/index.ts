import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { Database } from '@trybuna/db';
import { DUTY_ROLES } from '@trybuna/domain';
import { ApiError, JSON_API_MEDIA_TYPE } from '@trybuna/server';
import { parseId } from '../../jsonapi/ids';
import type { ParsedQuery } from '../../jsonapi/query';
import {
  idParams,
  noParameters,
  parsedQuery,
  queryFirst,
  rawIdParams,
} from '../../jsonapi/query-schemas';
import { commentThread, listTags, resourceTag } from '../../plugins/cache-tags';
import { contextOf } from '../../plugins/context';
import type { ReadCache } from '../../plugins/read-cache';
import { admits, requireRole } from '../../plugins/roles';
import type { ZodTypeProvider } from '../../plugins/schemas';
import type { SignedInUser } from '../../plugins/user-token';
import {
  commentTargetExists,
  deleteComment,
  findComment,
  insertComment,
  setCommentHidden,
  type StoredComment,
} from '../../repositories/comments';
import { commentWriteQuery, moderationBody, newCommentBody } from './input';
import { checkBodyId, sendCreated } from '../live-writes/shared';

/** Comments one fan may post per minute: a lively match, not a script. */
const COMMENTS_PER_MINUTE = 5;

export interface CommentRouteOptions {
  /** Default `COMMENTS_PER_MINUTE`. */
  perMinute?: number | undefined;
}

/** The signed-in fan of a write, or 401. */
function signedIn(request: FastifyRequest, doing: string): SignedInUser {
  if (!request.user) throw new ApiError(401, `Sign in to ${doing}`);
  return request.user;
}

/** The comment the path names, not hidden (a hidden one exists for nobody): 404 otherwise. */
async function shownComment(database: Database, rawId: string): Promise<StoredComment> {
  const id = parseId(rawId);
  const comment = id === null ? null : await findComment(database, id);
  if (!comment || comment.hidden) throw new ApiError(404, `comments/${rawId} does not exist`);
  return comment;
}

/**
 * Drops the cached reads a change of `comment` touches: the documents holding it, and the
 * lists of its thread (`comments?filter[resource_type_eq]=…&filter[resource_id_eq]=…`, which
 * gain or lose it) and the comment lists not narrowed to one thread; other threads' stay.
 */
function dropCachedReads(
  cache: ReadCache,
  comment: { id: number; resourceType: string; resourceId: number },
): void {
  cache.invalidate([
    resourceTag('comments', comment.id),
    ...listTags('comments', commentThread(comment.resourceType, comment.resourceId)),
  ]);
}

/** What a moderator sees after moderating: the comment as stored, with `hidden`. */
function moderatedDocument(comment: StoredComment, moderator: SignedInUser) {
  return {
    data: {
      type: 'comments',
      id: String(comment.id),
      attributes: {
        body: comment.body,
        resource_type: comment.resourceType,
        resource_id: comment.resourceId,
        created_at: comment.createdAt.toISOString(),
        own: comment.userId === moderator.id,
        hidden: comment.hidden,
      },
      relationships: { user: { data: { type: 'users', id: String(comment.userId) } } },
    },
  };
}

/**
 * Fans' comments (issue 17 item 3; reads are the `comments` resource): `POST comments` for a
 * signed-in fan (401, then 429 past the per-fan limit, 400 for the query, 422 for the body,
 * 404 for a resource that does not exist or is a draft; 201 with the comment, `own: true`),
 * `DELETE comments/{id}` for its author or a moderator (401, 403, 404; 204), and
 * `PATCH comments/{id}` for moderators (role `moderator`) hiding or showing a comment again
 * (401, 403, 404; 200).
 * Every write drops the cached reads holding the comment and its thread's comment lists.
 */
export const commentRoutes: FastifyPluginCallback<CommentRouteOptions> = (app, options, done) => {
  const { database, store, readCache: cache } = app;
  // 401 first, then the fan's rate limit (429 + Retry-After).
  const guard = app.perUserGuard({
    name: 'comment',
    perMinute: options.perMinute ?? COMMENTS_PER_MINUTE,
    admit: (request) => signedIn(request, 'comment'),
    tooMany: (max) => `Too many comments: at most ${String(max)} per minute for one fan`,
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every route refuses the caller first (401 / 403), then the query (400, `queryFirst`),
  // the path (404), the body (422).
  routes.post(
    '/comments',
    {
      onRequest: guard,
      preValidation: queryFirst(commentWriteQuery),
      schema: { querystring: parsedQuery<ParsedQuery>(), body: newCommentBody },
    },
    async (request, reply) => {
      const user = signedIn(request, 'comment');
      const query = request.query;
      const { attributes, relationships } = request.body.data;
      const { type, id } = relationships.resource.data;
      const resourceId = Number(id);
      if (!(await commentTargetExists(database, type, resourceId))) {
        throw new ApiError(404, `${type} ${id} does not exist`, {
          pointer: '/data/relationships/resource/data/id',
        });
      }
      const commentId = await insertComment(database, {
        userId: user.id,
        type,
        resourceId,
        body: attributes.body,
      });
      dropCachedReads(cache, { id: commentId, resourceType: type, resourceId });
      const document = await store.get('comments', String(commentId), query, contextOf(request));
      return sendCreated(request, reply, document);
    },
  );

  const deleting = (request: FastifyRequest) => signedIn(request, 'delete a comment');
  routes.delete(
    '/comments/:id',
    {
      onRequest: admits(deleting),
      preValidation: queryFirst(noParameters),
      schema: { params: rawIdParams },
    },
    async (request, reply) => {
      const user = deleting(request);
      const comment = await shownComment(database, request.params.id);
      // Its author may; anyone else only as a moderator (403 and a role_denied event otherwise).
      if (comment.userId !== user.id) {
        requireRole(request, DUTY_ROLES.moderateComments, "delete another fan's comment");
      }
      if (!(await deleteComment(database, comment.id))) {
        throw new ApiError(404, `comments/${String(comment.id)} does not exist`);
      }
      dropCachedReads(cache, comment);
      return reply.code(204).send();
    },
  );

  const moderating = (request: FastifyRequest) =>
    requireRole(request, DUTY_ROLES.moderateComments, 'moderate comments');
  routes.patch(
    '/comments/:id',
    {
      onRequest: admits(moderating),
      preValidation: queryFirst(noParameters),
      schema: { params: idParams('comments'), body: moderationBody },
    },
    async (request, reply) => {
      const user = moderating(request);
      const { id, raw: rawId } = request.params;
      const { data } = request.body;
      checkBodyId(data.id, id);
      const comment = await setCommentHidden(database, id, data.attributes.hidden);
      if (!comment) throw new ApiError(404, `comments/${rawId} does not exist`);
      dropCachedReads(cache, comment);
      return reply.code(200).type(JSON_API_MEDIA_TYPE).send(moderatedDocument(comment, user));
    },
  );
  done();
};
