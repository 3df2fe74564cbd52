import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import type { Doc } from '../support/documents';
import { attemptTotals } from '@trybuna/domain';
import {
  answerBody,
  answersOf,
  correctOf,
  ENDED,
  finishQuiz,
  nextQuestion,
  OPEN,
  postAnswer,
  quizApi,
  SECONDS,
  storedAnswers,
  storedAttempt,
  wrongOf,
} from './quiz-support';
import { errorOf, serveQuestion } from './quiz-play-support';

describe('quiz play (001 §7, issue 17 item 2): one answer a question, refusals, finishing', () => {
  let app: FastifyInstance;
  let database: Database;
  let fan: (sub: string) => Promise<string>;
  beforeAll(async () => {
    ({ app, database, fan } = await quizApi());
  });
  afterAll(() => app.close());

  const serve = (token: string) => serveQuestion(app, token);

  it('409 for a second answer to a question; the first stands', async () => {
    const sub = 'fan-twice';
    const token = await fan(sub);
    const question = await serve(token);
    const body = (answer: number) => answerBody(OPEN.quiz, question, answer, 9);
    expect((await postAnswer(app, token, body(wrongOf(question)))).statusCode).toBe(201);
    const second = await postAnswer(app, token, body(correctOf(question)));
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)?.source).toEqual({
      pointer: '/data/relationships/quiz_question/data/id',
    });
    const v2 = await postAnswer(app, token, body(correctOf(question)), '/api/v2/quiz_user_answers');
    expect(v2.statusCode).toBe(409);
    expect(await storedAnswers(database, sub, OPEN.quiz)).toMatchObject([
      { answer_id: wrongOf(question), is_correct: false, points: 0 },
    ]);
  });

  it('20 answers to one question at once: exactly one is saved', async () => {
    const sub = 'fan-burst';
    const token = await fan(sub);
    const question = await serve(token);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postAnswer(
          app,
          token,
          answerBody(OPEN.quiz, question, answersOf(question)[i % 3] ?? null, 8),
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const stored = await storedAnswers(database, sub, OPEN.quiz);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answered_at).not.toBeNull();
  });

  it('422 for a question not served, a question of another quiz, another question’s answer', async () => {
    const token = await fan('fan-refused');
    const question = await serve(token);
    const unserved = OPEN.questions.find((q) => q !== question) ?? 0;
    const cases = [
      [answerBody(OPEN.quiz, unserved, correctOf(unserved), 5), 'quiz_question', 'not served'],
      [answerBody(OPEN.quiz, ENDED.question, null, 5), 'quiz_question', 'not a question of'],
      [answerBody(OPEN.quiz, question, correctOf(unserved), 5), 'quiz_answer', 'not one of'],
      [answerBody(OPEN.quiz, question, 99_999, 5), 'quiz_answer', 'not one of'],
    ] as const;
    for (const [body, relationship, detail] of cases) {
      const response = await postAnswer(app, token, body);
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({
        status: '422',
        source: { pointer: `/data/relationships/${relationship}/data/id` },
      });
      expect(errorOf(response)?.detail).toContain(detail);
    }
    // Nothing was saved: the served question is still open.
    expect(await storedAnswers(database, 'fan-refused', OPEN.quiz)).toMatchObject([
      { question_id: question, answered_at: null },
    ]);
  });

  it('404 for an unknown quiz or question; 422 for an ended quiz', async () => {
    const token = await fan('fan-unknown');
    for (const quiz of ['99999', '0', 'abc']) {
      const response = await finishQuiz(app, token, quiz);
      expect(response.statusCode).toBe(404);
    }
    expect((await nextQuestion(app, token, 99_999)).statusCode).toBe(404);
    const unknownQuiz = await postAnswer(
      app,
      token,
      answerBody(99_999, OPEN.questions[0], null, 1),
    );
    expect(unknownQuiz.statusCode).toBe(404);
    expect(errorOf(unknownQuiz)?.source).toEqual({ pointer: '/data/relationships/quiz/data/id' });
    const unknownQuestion = await postAnswer(app, token, answerBody(OPEN.quiz, 99_999, null, 1));
    expect(unknownQuestion.statusCode).toBe(404);

    const ended = await nextQuestion(app, token, ENDED.quiz);
    expect(ended.statusCode).toBe(422);
    expect(errorOf(ended)?.detail).toContain('ended');
    const late = await postAnswer(app, token, answerBody(ENDED.quiz, ENDED.question, null, 1));
    expect(late.statusCode).toBe(422);
    expect(errorOf(late)?.detail).toContain('ended');
  });

  it('finish: an unanswered served question becomes a timeout; the totals are the server’s', async () => {
    const sub = 'fan-leaves';
    const token = await fan(sub);
    const first = await serve(token);
    await postAnswer(app, token, answerBody(OPEN.quiz, first, correctOf(first), 12.25));
    await serve(token);
    const response = await finishQuiz(app, token, OPEN.quiz, { query: '' });
    expect(response.statusCode).toBe(200);
    const stored = await storedAnswers(database, sub, OPEN.quiz);
    expect(stored).toHaveLength(2);
    expect(stored[1]).toMatchObject({ answer_id: null, is_correct: false, answer_time: '0.00' });
    const totals = attemptTotals(
      stored.map((row) => ({ answerTime: Number(row.answer_time), correct: row.is_correct })),
      SECONDS,
    );
    expect(response.json<Doc>().data.attributes).toMatchObject({
      points: totals.points,
      total_answers_time: totals.totalAnswersTime,
      answered_count: 2,
      correct_count: 1,
    });
    expect(await storedAttempt(database, sub, OPEN.quiz)).toMatchObject({
      points: 1,
      total_answers_time: totals.totalAnswersTime.toFixed(2),
      correct_answers_time: totals.correctAnswersTime.toFixed(2),
    });
    // Answering the question it timed out is now a conflict.
    const late = await postAnswer(
      app,
      token,
      answerBody(OPEN.quiz, stored[1]?.question_id ?? 0, null, 0),
    );
    expect(late.statusCode).toBe(409);
  });

  it('finish without an attempt is a 422; with a body a 422; the empty JSON body of 001 §7 is fine', async () => {
    const token = await fan('fan-no-attempt');
    const none = await finishQuiz(app, token, OPEN.quiz);
    expect(none.statusCode).toBe(422);
    expect(errorOf(none)?.detail).toContain('Start');
    await serve(token);
    const withBody = await finishQuiz(app, token, OPEN.quiz, { body: '{"data":{"x":1}}' });
    expect(withBody.statusCode).toBe(422);
    const empty = await app.inject({
      method: 'PATCH',
      url: `/api/v3/quizzes/${String(OPEN.quiz)}/finish_quiz?include=quiz_user_answers,quiz_ranking`,
      headers: { 'content-type': 'application/json', 'user-authorization': token },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json<Doc>().data.attributes.finished_at).not.toBeNull();
  });
});
