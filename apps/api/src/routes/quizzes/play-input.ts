import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badParameter } from '@trybuna/server';
import { parseId } from '../../jsonapi/ids';
import { parseQuery, type ParsedQuery, type RawQuery } from '../../jsonapi/query';
import { signedInTo, type PerUserGuard } from '../../plugins/rate-limits';

/**
 * Calls one fan may make per minute over quiz play (`next_question`, answers, finishing), both
 * prefixes: a quiz of 10 questions takes about 22; a script hammering the clock is stopped.
 */
export const QUIZ_PLAY_PER_MINUTE = 120;

/** The most seconds an `answer_time` may claim (the server clamps it to the quiz's own). */
const MAX_CLAIMED_ANSWER_TIME_S = 3600;

/** An id as the site sends it: a string of digits naming a PostgreSQL integer (1 … 2³¹ − 1). */
const digitsId = z.string().refine((id) => parseId(id) !== null, 'id must be a numeric id');

const reference = <T extends string>(type: T) =>
  z.strictObject({ data: z.strictObject({ id: digitsId, type: z.literal(type) }) });

/**
 * 001 §7 answer body: a `quiz_user_answer` with `answer_time` (the seconds left by the fan's
 * clock) and relationships `quiz`, `quiz_question` and `quiz_answer` (`data: null` when the
 * time ran out). Strict at every level: any other member is a 422.
 */
export const answerBody = z.strictObject({
  data: z.strictObject({
    type: z.literal('quiz_user_answer'),
    attributes: z.strictObject({
      answer_time: z.number().min(0).max(MAX_CLAIMED_ANSWER_TIME_S),
    }),
    relationships: z.strictObject({
      quiz: reference('quiz'),
      quiz_question: reference('quiz_question'),
      quiz_answer: z.strictObject({
        data: z.strictObject({ id: digitsId, type: z.literal('quiz_answer') }).nullable(),
      }),
    }),
  }),
});

/**
 * The query of a quiz call: `include` and `fields[…]` (the store checks their names against
 * the resource), plus the route's own `extra` parameters; anything else is a 400 naming it.
 */
export function playQuery(raw: RawQuery, extra: readonly string[] = []): ParsedQuery {
  const query = parseQuery(raw, extra);
  const other = Object.keys(raw).find(
    (key) => key !== 'include' && !/^fields\[[^\]]+\]$/.test(key) && !extra.includes(key),
  );
  if (other !== undefined) {
    throw badParameter(other, `Unknown query parameter "${other}"; this call takes include`);
  }
  return query;
}

/** `quiz_id` of `next_question`: required, a numeric id (400 otherwise). */
export function quizIdParameter(query: ParsedQuery): number {
  const raw = query.extra.quiz_id;
  if (raw === undefined || raw === '') throw badParameter('quiz_id', 'quiz_id is required');
  const id = parseId(raw);
  if (id === null) throw badParameter('quiz_id', 'quiz_id must be a numeric id');
  return id;
}

/** `finish_quiz` takes no body (001 §7); an empty object is tolerated. */
export function isEmptyBody(body: unknown): boolean {
  return (
    body === undefined ||
    body === null ||
    (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0)
  );
}

/** The quiz play calls' guard: 401 without a fan, then the fan's rate limit (429). */
export function playGuard(app: FastifyInstance, perMinute: number): PerUserGuard {
  return app.perUserGuard({
    name: 'quiz-play',
    perMinute,
    admit: signedInTo('play the quiz'),
    tooMany: (max) => `Too many quiz calls: at most ${String(max)} per minute for one fan`,
  });
}
