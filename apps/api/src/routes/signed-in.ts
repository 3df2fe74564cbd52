import type { FastifyPluginCallback } from 'fastify';
import { ApiError } from '@trybuna/server';
import { NO_EXTRA_PARAMETERS } from '../jsonapi/allowed-parameters';
import { jsonApiQuery } from '../jsonapi/query-schemas';
import { contextOf } from '../plugins/context';
import type { ZodTypeProvider } from '../plugins/schemas';

/**
 * Reads that only make sense for a signed-in fan (000 §6, 001 §7) answer 401 without one. Quiz
 * play and rankings have their own routes (`quizzes/play.ts`, `quizzes/rankings.ts`).
 */
export const signedInRoutes: FastifyPluginCallback = (app, _options, done) => {
  // The query is checked first: a malformed or unknown parameter is a 400 for anyone.
  const schema = { querystring: jsonApiQuery(NO_EXTRA_PARAMETERS) };
  app.withTypeProvider<ZodTypeProvider>().get('/current_user', { schema }, (request) => {
    const user = contextOf(request).user;
    if (!user) throw new ApiError(401, 'Unauthorized');
    return { data: { type: 'users', id: String(user.id) } };
  });
  done();
};
