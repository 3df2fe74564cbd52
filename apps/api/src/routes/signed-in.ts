import type { FastifyInstance } from 'fastify';
import { ApiError } from '@trybuna/server';
import { NEXT_QUESTION_PARAMETERS, NO_EXTRA_PARAMETERS } from '../jsonapi/allowed-parameters';
import { parseQuery, type RawQuery } from '../jsonapi/query';
import { contextOf } from '../plugins/context';

/** Reads that only make sense for a signed-in fan (000 §6, 001 §7) answer 401 without one. */
export function signedInRoutes(app: FastifyInstance): void {
  const requireUser = (request: Parameters<typeof contextOf>[0]) => {
    const ctx = contextOf(request);
    if (!ctx.user) throw new ApiError(401, 'Unauthorized');
    return ctx.user;
  };
  // The query is checked first: a malformed or unknown parameter is a 400 for anyone.
  app.get('/current_user', (request) => {
    parseQuery(request.query as RawQuery, NO_EXTRA_PARAMETERS);
    const user = requireUser(request);
    return { data: { type: 'users', id: String(user.id) } };
  });
  // Anonymous callers get the contract's 401; quiz play itself is not built yet, so a
  // signed-in fan (a verified User-Authorization token) gets 501 for now.
  app.get('/quiz_questions/next_question', (request) => {
    parseQuery(request.query as RawQuery, NEXT_QUESTION_PARAMETERS);
    requireUser(request);
    throw new ApiError(501, 'Quiz play is not available yet');
  });
  app.get('/quiz_rankings/:id/quiz_user_attempts', (request) => {
    parseQuery(request.query as RawQuery, NO_EXTRA_PARAMETERS);
    requireUser(request);
    throw new ApiError(501, 'Quiz rankings are not available yet');
  });
}
