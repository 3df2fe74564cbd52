import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from '@trybuna/server';
import { idParams } from '../../jsonapi/query-schemas';
import type { SingleDocument } from '../../jsonapi/store';
import type { LiveMessageType } from '../../live/messages';
import { matchChildTags, resourceTag } from '../../plugins/cache-tags';
import type { ZodTypeProvider } from '../../plugins/schemas';
import type { SignedInUser } from '../../plugins/user-token';
import { editorOf, readDocument, type LiveWriteContext, writeOptions } from './shared';

/**
 * A create of a match's timeline item or incident: in that match's write order, the row is
 * inserted (404 when the match is gone), the match and its lists of `type` are dropped from
 * the cache, and the public read of the new row is published as `message` and answered.
 */
export async function addAndPublish(
  context: Pick<LiveWriteContext, 'store' | 'cache' | 'live' | 'inMatchOrder'>,
  addition: {
    type: string;
    matchId: number;
    insert: () => Promise<number | null>;
    message: LiveMessageType;
    author: string;
  },
): Promise<SingleDocument> {
  const { type, matchId } = addition;
  return context.inMatchOrder(matchId, async () => {
    const id = await addition.insert();
    if (id === null) throw new ApiError(404, `No match ${String(matchId)}`);
    context.cache.invalidate(matchChildTags(type, matchId));
    const added = await readDocument(context.store, type, id);
    await context.live.publish(matchId, addition.message, added, addition.author);
    return added;
  });
}

/**
 * `DELETE {type}/{id}` of a match's timeline item or incident: the row's match is looked up
 * (404 when the row is gone); then, in that match's write order, the row is removed (404 when
 * it is gone meanwhile), the reads that held it are dropped, and the resource identifier is
 * published as `message`; 204.
 */
export function itemDeleteRoute(
  app: FastifyInstance,
  context: LiveWriteContext,
  removal: {
    type: string;
    matchOf: (id: number) => Promise<number | null>;
    remove: (id: number, matchId: number) => Promise<boolean>;
    message: LiveMessageType;
  },
): void {
  const { type } = removal;
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      `/${type}/:id`,
      writeOptions(context, { params: idParams(type) }),
      async (request, reply) => {
        const editor = editorOf(request);
        const { id } = request.params;
        const notFound = () => new ApiError(404, `${type}/${String(id)} does not exist`);
        const matchId = await removal.matchOf(id);
        if (matchId === null) throw notFound();
        await context.inMatchOrder(matchId, async () => {
          if (!(await removal.remove(id, matchId))) throw notFound();
          context.cache.invalidate([resourceTag(type, id), ...matchChildTags(type, matchId)]);
          await context.live.publish(
            matchId,
            removal.message,
            { data: { type, id: String(id) } },
            editor.sub,
          );
        });
        return reply.code(204).send();
      },
    );
}

/**
 * `PUT matches/{id}/{part}` (lineups, statistics, odds): behind the editor guard, with the
 * match id from the path and the body as `body` reads it; `handle` writes and answers.
 */
export function matchPartRoute<B extends z.ZodType>(
  app: FastifyInstance,
  context: LiveWriteContext,
  part: string,
  body: B,
  handle: (
    write: { matchId: number; body: z.output<B>; editor: SignedInUser; request: FastifyRequest },
    reply: FastifyReply,
  ) => Promise<FastifyReply>,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      `/matches/:id/${part}`,
      writeOptions(context, { params: idParams('matches'), body }),
      async (request, reply) =>
        handle(
          {
            matchId: request.params.id,
            body: request.body as z.output<B>,
            editor: editorOf(request),
            request,
          },
          reply,
        ),
    );
}
