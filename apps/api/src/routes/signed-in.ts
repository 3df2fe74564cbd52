import type { FastifyPluginCallback } from 'fastify';
import { ApiError } from '@trybuna/server';
import { NO_EXTRA_PARAMETERS } from '../jsonapi/allowed-parameters';
import { parseQuery, type RawQuery } from '../jsonapi/query';
import { contextOf } from '../plugins/context';

/**
 * Reads that only make sense for a signed-in fan (000 §6, 001 §7) answer 401 without one. Quiz
 * play and rankings have their own routes (`quiz-play.ts`, `quiz-rankings.ts`).
 */
export const signedInRoutes: FastifyPluginCallback = (app, _options, done) => {
  // The query is checked first: a malformed or unknown parameter is a 400 for anyone.
  app.get('/current_user', (request) => {
    parseQuery(request.query as RawQuery, NO_EXTRA_PARAMETERS);
    const user = contextOf(request).user;
    if (!user) throw new ApiError(401, 'Unauthorized');
    return { data: { type: 'users', id: String(user.id) } };
  });
  done();
};
