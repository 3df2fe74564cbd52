import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { LIKE_TYPES } from '@trybuna/domain';
import { ApiError, JSON_API_MEDIA_TYPE } from '@trybuna/server';
import { MAX_ID } from '../jsonapi/limits';
import { noParameters, queryFirst } from '../jsonapi/query-schemas';
import type { ZodTypeProvider } from '../plugins/schemas';
import { addLike } from '../repositories/likes';

/** 000 §7.3 like body; the virtual user id is a fresh UUID v4 per like (000 §9). */
const likeBody = z.object({
  data: z.object({
    type: z.literal('like'),
    attributes: z.object({
      virtual_user_id: z.uuid({ version: 'v4', message: 'virtual_user_id must be a UUID v4' }),
    }),
    relationships: z.object({
      resource: z.object({
        data: z.object({
          // A PostgreSQL integer id (1 … 2³¹ − 1), as a string or a number.
          id: z.union([
            z
              .string()
              .regex(/^[1-9]\d{0,9}$/, 'id must be a numeric id')
              .refine((id) => Number(id) <= MAX_ID, 'id must be a numeric id'),
            z.number().int().positive().max(MAX_ID, 'id must be a numeric id'),
          ]),
          type: z.enum(LIKE_TYPES),
        }),
      }),
    }),
  }),
});

export interface LikeRouteOptions {
  /** Likes one client address may post per minute: far above a fan's clicking, below a script. */
  perMinute: number;
}

export const likeRoutes: FastifyPluginCallback<LikeRouteOptions> = (app, options, done) => {
  const { database, readCache: cache } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/likes',
    {
      config: { rateLimit: { max: options.perMinute, timeWindow: 60_000 } },
      preValidation: queryFirst(noParameters),
      schema: { body: likeBody },
    },
    async (request, reply) => {
      const { attributes, relationships } = request.body.data;
      const { id, type } = relationships.resource.data;
      const outcome = await addLike(database, {
        virtualUserId: attributes.virtual_user_id,
        type,
        resourceId: Number(id),
      });
      if (outcome.status === 'missing') throw new ApiError(404, `No ${type} ${String(id)} to like`);
      if (outcome.status === 'duplicate') {
        throw new ApiError(409, 'This virtual_user_id has already been used for a like');
      }
      // Cached documents showing this resource serve the new count from now on (no eviction).
      cache.recordLikesCount(`${outcome.resourceType}:${String(id)}`, outcome.likesCount);
      return reply
        .code(201)
        .type(JSON_API_MEDIA_TYPE)
        .send({
          data: {
            type: 'like',
            id: String(outcome.id),
            attributes: { virtual_user_id: attributes.virtual_user_id },
            relationships: { resource: { data: { type, id: String(id) } } },
          },
          meta: { likes_count: outcome.likesCount },
        });
    },
  );
  done();
};
