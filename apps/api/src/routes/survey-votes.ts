import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import type { Database } from '@trybuna/db';
import { isSurveyOpen } from '@trybuna/domain';
import { ApiError, badParameter, JSON_API_MEDIA_TYPE } from '@trybuna/server';
import { parseId } from '../jsonapi/ids';
import { parseQuery, type ParsedQuery, type RawQuery } from '../jsonapi/query';
import { parsedQuery, queryFirst } from '../jsonapi/query-schemas';
import { resourceTag } from '../plugins/cache-tags';
import { contextOf } from '../plugins/context';
import { signedInTo } from '../plugins/rate-limits';
import type { ZodTypeProvider } from '../plugins/schemas';
import type { SignedInUser } from '../plugins/user-token';
import {
  addSurveyVote,
  findVoteTarget,
  type VoteOutcome,
  type VoteTarget,
} from '../repositories/survey-votes';

/** Votes one fan may post per minute: far above voting in every survey on a page. */
const SURVEY_VOTES_PER_MINUTE = 30;

/** An id as the site sends it: a string of digits naming a PostgreSQL integer (1 … 2³¹ − 1). */
const digitsId = z.string().refine((id) => parseId(id) !== null, 'id must be a numeric id');

/**
 * 001 §7 vote body: a `user_answer` with an `answer` relationship to a `survey_answer`, and
 * optionally the `survey` it is in. Strict at every level: any other member is a 422.
 */
const voteBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('user_answer'),
    relationships: z.strictObject({
      answer: z.strictObject({
        data: z.strictObject({ id: digitsId, type: z.literal('survey_answer') }),
      }),
      survey: z
        .strictObject({ data: z.strictObject({ id: digitsId, type: z.literal('survey') }) })
        .optional(),
    }),
  }),
});

export interface SurveyVoteRouteOptions {
  /** Default `SURVEY_VOTES_PER_MINUTE`. */
  perMinute?: number | undefined;
}

/** The only `include` a vote takes (001 §7 `?include=answer`). */
const VOTE_INCLUDES = new Set(['answer']);

/** `include=answer` (or nothing); any other parameter or include path is a 400 naming it. */
function voteQuery(raw: RawQuery) {
  const query = parseQuery(raw);
  const other = Object.keys(raw).find((key) => key !== 'include');
  if (other !== undefined) {
    throw badParameter(other, `Unknown query parameter "${other}"; a vote takes include=answer`);
  }
  const unknown = query.include.find((path) => !VOTE_INCLUDES.has(path));
  if (unknown !== undefined) {
    throw badParameter('include', `include: a vote includes only answer (got ${unknown})`);
  }
  return query;
}

/** The answer a vote names, open for votes; 404 / 422 otherwise. */
async function openTarget(
  database: Database,
  answerId: number,
  surveyId: number | null,
): Promise<VoteTarget> {
  const target = await findVoteTarget(database, answerId);
  if (!target) {
    throw new ApiError(404, `survey_answers/${String(answerId)} does not exist`, {
      pointer: '/data/relationships/answer/data/id',
    });
  }
  if (surveyId !== null && surveyId !== target.surveyId) {
    throw new ApiError(
      422,
      `survey_answers/${String(answerId)} is an answer of surveys/${String(target.surveyId)}, not of surveys/${String(surveyId)}`,
      { pointer: '/data/relationships/survey/data/id' },
    );
  }
  if (!isSurveyOpen(target.status)) {
    throw new ApiError(422, `surveys/${String(target.surveyId)} is finished: voting is closed`, {
      pointer: '/data/relationships/answer/data/id',
    });
  }
  return target;
}

/**
 * Votes in a survey whose status may change meanwhile: the insert holds only while the survey
 * still has the status judged open, so a survey finished between the check and the vote is
 * checked again (a few times at most: a status flipping back and forth is a 409).
 */
async function vote(
  database: Database,
  user: SignedInUser,
  answerId: number,
  surveyId: number | null,
): Promise<{ target: VoteTarget; outcome: Exclude<VoteOutcome, { status: 'changed' }> }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const target = await openTarget(database, answerId, surveyId);
    const outcome = await addSurveyVote(database, { target, userId: user.id });
    if (outcome.status !== 'changed') return { target, outcome };
  }
  throw new ApiError(409, 'The survey changed while voting; try again');
}

/**
 * `POST surveys/user_answers?include=answer` (001 §7): a signed-in fan's vote, one per fan and
 * survey (the database's unique index decides, so concurrent votes cannot double it). 401
 * without a user token, then the fan's rate limit (429), then the query (400), the body (422),
 * the answer (404), its survey (422 when finished or not the one named), the vote (409 when
 * the fan has voted in that survey). 201 with the `user_answers` resource and, with
 * `include=answer`, the answer with its new `answers_count`; the cached reads showing the
 * survey or the answer are dropped.
 */
export const surveyVoteRoutes: FastifyPluginCallback<SurveyVoteRouteOptions> = (
  app,
  options,
  done,
) => {
  const { database, store, readCache: cache } = app;
  const guard = app.perUserGuard({
    name: 'survey-vote',
    perMinute: options.perMinute ?? SURVEY_VOTES_PER_MINUTE,
    admit: signedInTo('vote'),
    tooMany: (max) => `Too many votes: at most ${String(max)} per minute for one fan`,
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { querystring: parsedQuery<ParsedQuery>(), body: voteBody };
  const preValidation = queryFirst(voteQuery);
  routes.post(
    '/surveys/user_answers',
    { onRequest: guard, preValidation, schema },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new ApiError(401, 'Sign in to vote');
      const query = request.query;
      const { answer, survey } = request.body.data.relationships;
      const answerId = Number(answer.data.id);
      const surveyId = survey ? Number(survey.data.id) : null;

      const { target, outcome } = await vote(database, user, answerId, surveyId);
      if (outcome.status === 'duplicate') {
        throw new ApiError(409, `You have already voted in surveys/${String(target.surveyId)}`);
      }
      // Every cached document holding the survey (its answers_total, a page embedding it) or
      // the answer (its answers_count); other answers' counts and every other read are kept.
      cache.invalidate([
        resourceTag('surveys', target.surveyId),
        resourceTag('survey_answers', answerId),
      ]);
      const document = await store.get(
        'user_answers',
        String(outcome.id),
        query,
        contextOf(request),
      );
      return reply
        .code(201)
        .type(JSON_API_MEDIA_TYPE)
        .send({ ...document, meta: { answers_count: outcome.answersCount } });
    },
  );
  done();
};
