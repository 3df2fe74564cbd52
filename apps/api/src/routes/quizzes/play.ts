import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { Database } from '@trybuna/db';
import { remainingTimeShown } from '@trybuna/domain';
import { ApiError, JSON_API_MEDIA_TYPE } from '@trybuna/server';
import { NEXT_QUESTION_PARAMETERS } from '../../jsonapi/allowed-parameters';
import { parseId } from '../../jsonapi/ids';
import type { ParsedQuery } from '../../jsonapi/query';
import { parsedQuery, queryFirst, rawIdParams, rawQuery } from '../../jsonapi/query-schemas';
import { listTag, resourceTag } from '../../plugins/cache-tags';
import { contextOf } from '../../plugins/context';
import type { ZodTypeProvider } from '../../plugins/schemas';
import type { SignedInUser } from '../../plugins/user-token';
import {
  finishAttempt,
  findQuizRules,
  saveAnswer,
  serveNextQuestion,
  type AnswerOutcome,
  type QuizRules,
} from '../../repositories/quiz-play';
import {
  answerBody,
  isEmptyBody,
  playGuard,
  playQuery,
  QUIZ_PLAY_PER_MINUTE,
  quizIdParameter,
} from './play-input';

export interface QuizPlayRouteOptions {
  /** Default `QUIZ_PLAY_PER_MINUTE`. */
  perMinute?: number | undefined;
}

const QUIZ_POINTER = '/data/relationships/quiz/data/id';
const QUESTION_POINTER = '/data/relationships/quiz_question/data/id';
const ANSWER_POINTER = '/data/relationships/quiz_answer/data/id';

/** The quiz `id`, or 404. */
async function quizOr404(database: Database, id: number | null, raw: string, pointer?: string) {
  const quiz = id === null ? null : await findQuizRules(database, id);
  if (!quiz) throw new ApiError(404, `quizzes/${raw} does not exist`, pointer ? { pointer } : {});
  return quiz;
}

/** The refusal an answer that was not saved gets (404, 409 or 422). */
function refusal(outcome: Exclude<AnswerOutcome, { status: 'saved' }>, quiz: QuizRules, q: number) {
  const question = `quiz_questions/${String(q)}`;
  const inQuiz = `quizzes/${String(quiz.id)}`;
  switch (outcome.status) {
    case 'unknown-question':
      return new ApiError(404, `${question} does not exist`, { pointer: QUESTION_POINTER });
    case 'other-quiz':
      return new ApiError(422, `${question} is not a question of ${inQuiz}`, {
        pointer: QUESTION_POINTER,
      });
    case 'foreign-answer':
      return new ApiError(422, `The answer is not one of the answers of ${question}`, {
        pointer: ANSWER_POINTER,
      });
    case 'ended':
      return new ApiError(422, `${inQuiz} has ended`, { pointer: QUIZ_POINTER });
    case 'not-served':
      return new ApiError(422, `${question} was not served to you in ${inQuiz}`, {
        pointer: QUESTION_POINTER,
      });
    case 'answered':
      return new ApiError(409, `${question} is answered already`, { pointer: QUESTION_POINTER });
  }
}

/** The fan the route's guard let through (it answered 401 without one). */
function fanOf(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new ApiError(401, 'Sign in to play the quiz');
  return request.user;
}

/**
 * Quiz play for a signed-in fan (001 §7, issue 17 item 2; docs/api.md "Quizzes"):
 * `GET quiz_questions/next_question?quiz_id=`, `POST quiz_user_answers` and
 * `PATCH quizzes/{id}/finish_quiz`. The server serves the questions, times them on its own
 * clock, decides correctness and points, and scores the attempt. Every call: 401 without a
 * fan, 429 past the fan's limit. Answers change no anonymous document (fans' data is in
 * none), so they drop no cached read; a finished attempt enters its quiz's ranking, whose tag
 * it invalidates (rankings are read signed in, so no anonymous document holds it today).
 */
export const quizPlayRoutes: FastifyPluginCallback<QuizPlayRouteOptions> = (app, options, done) => {
  const { database, store, readCache: cache } = app;
  const guard = playGuard(app, options.perMinute ?? QUIZ_PLAY_PER_MINUTE);

  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** A play call's query, its includes and fields checked against `type` (400). */
  const checked = (type: string, query: ParsedQuery): ParsedQuery => {
    store.checkQueryFor(type, query);
    return query;
  };
  const nextQuery = rawQuery.transform((raw) => playQuery(raw, NEXT_QUESTION_PARAMETERS));
  // The query first (a malformed one is a 400 for anyone), as the other signed-in reads.
  routes.get(
    '/quiz_questions/next_question',
    { schema: { querystring: nextQuery } },
    async (request, reply) => {
      const query = request.query;
      const user = await guard(request, reply);
      const quizId = quizIdParameter(query);
      store.checkQueryFor('quiz_questions', query);
      const quiz = await quizOr404(database, quizId, String(quizId));
      if (quiz.ended) throw new ApiError(422, `quizzes/${String(quiz.id)} has ended`);
      const next = await serveNextQuestion(database, quiz, user.id);
      if (next.status === 'finished') {
        throw new ApiError(422, `You have finished quizzes/${String(quiz.id)}`);
      }
      if (next.status === 'exhausted') {
        throw new ApiError(422, `No more questions in quizzes/${String(quiz.id)}: finish the quiz`);
      }
      const document = await store.get(
        'quiz_questions',
        String(next.questionId),
        { ...query, extra: {} },
        contextOf(request),
      );
      return reply.type(JSON_API_MEDIA_TYPE).send({
        ...document,
        meta: {
          question_number: next.questionNumber,
          number_of_attempt_questions: quiz.numberOfAttemptQuestions,
          seconds_for_answer: quiz.secondsForAnswer,
          remaining_time: remainingTimeShown(quiz.secondsForAnswer, next.elapsedSeconds),
        },
      });
    },
  );

  // The writes: the fan and the budget first (401, 429), then the query (400), the body (422).
  const answering = {
    onRequest: guard,
    preValidation: queryFirst((raw) => checked('quiz_user_answers', playQuery(raw))),
    schema: { querystring: parsedQuery<ParsedQuery>(), body: answerBody },
  };
  routes.post('/quiz_user_answers', answering, async (request, reply) => {
    const user = fanOf(request);
    const query = request.query;
    const { attributes, relationships } = request.body.data;
    const rawQuiz = relationships.quiz.data.id;
    const quiz = await quizOr404(database, parseId(rawQuiz), rawQuiz, QUIZ_POINTER);
    const questionId = Number(relationships.quiz_question.data.id);
    const answer = relationships.quiz_answer.data;
    const outcome = await saveAnswer(database, {
      quiz,
      userId: user.id,
      questionId,
      answerId: answer ? Number(answer.id) : null,
      claimedTime: attributes.answer_time,
    });
    if (outcome.status !== 'saved') throw refusal(outcome, quiz, questionId);
    const document = await store.get(
      'quiz_user_answers',
      String(outcome.id),
      query,
      contextOf(request),
    );
    return reply.code(201).type(JSON_API_MEDIA_TYPE).send(document);
  });

  const finishing = {
    onRequest: guard,
    schema: {
      params: rawIdParams,
      querystring: rawQuery.transform((raw) => checked('quizzes', playQuery(raw))),
    },
  };
  routes.patch('/quizzes/:id/finish_quiz', finishing, async (request, reply) => {
    const user = fanOf(request);
    const query = request.query;
    if (!isEmptyBody(request.body)) {
      throw new ApiError(422, 'finish_quiz takes no body', { pointer: '' });
    }
    const raw = request.params.id;
    const quiz = await quizOr404(database, parseId(raw), raw);
    const outcome = await finishAttempt(database, quiz, user.id);
    if (outcome.status === 'no-attempt') {
      throw new ApiError(422, `Start quizzes/${raw} first: you have no attempt to finish`);
    }
    cache.invalidate(listTag('quiz_user_attempts', resourceTag('quizzes', quiz.id)));
    const document = await store.get('quizzes', String(quiz.id), query, contextOf(request));
    return reply.code(200).type(JSON_API_MEDIA_TYPE).send(document);
  });
  done();
};
