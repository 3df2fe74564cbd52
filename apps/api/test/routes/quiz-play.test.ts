import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import type { Doc } from '../support/documents';
import {
  answerBody,
  answersOf,
  backdateServed,
  correctOf,
  finishQuiz,
  nextQuestion,
  OPEN,
  postAnswer,
  QUESTIONS_PER_ATTEMPT,
  quizApi,
  SECONDS,
  storedAnswers,
  storedAttempt,
  wrongOf,
} from './quiz-support';
import { errorOf, serveQuestion, type QuestionDoc } from './quiz-play-support';

describe('quiz play (001 §7, issue 17 item 2): serving, scoring and the clock', () => {
  let app: FastifyInstance;
  let database: Database;
  let fan: (sub: string) => Promise<string>;
  beforeAll(async () => {
    ({ app, database, fan } = await quizApi());
  });
  afterAll(() => app.close());

  const serve = (token: string) => serveQuestion(app, token);

  it('401 for every call without a valid token, as a JSON:API error', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const responses = [
        await nextQuestion(app, token, OPEN.quiz),
        await postAnswer(app, token, answerBody(OPEN.quiz, OPEN.questions[0], null, 0)),
        await finishQuiz(app, token, OPEN.quiz),
        await app.inject({
          url: `/api/v3/quiz_rankings/${String(OPEN.ranking)}/quiz_user_attempts`,
          headers: token === undefined ? {} : { 'user-authorization': token },
        }),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(401);
        expect(response.headers['content-type']).toContain('application/vnd.api+json');
        expect(errorOf(response)).toMatchObject({ status: '401', title: 'Unauthorized' });
      }
    }
  });

  it('next_question: the first call starts the attempt and serves a question with its answers', async () => {
    const token = await fan('fan-start');
    const response = await nextQuestion(app, token, OPEN.quiz);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const doc = response.json<QuestionDoc>();
    const question = Number(doc.data.id);
    expect(OPEN.questions).toContain(question);
    expect(doc.data).toMatchObject({
      type: 'quiz_questions',
      attributes: { content: expect.stringMatching(/^Pytanie/) as unknown },
    });
    const answers = (doc.included ?? []).filter((r) => r.type === 'quiz_answers');
    expect(answers.map((a) => Number(a.id)).sort()).toEqual(answersOf(question));
    // Which answer is correct is never told before answering.
    for (const answer of answers) expect(Object.keys(answer.attributes)).toEqual(['content']);
    expect(response.body).not.toContain('is_correct');
    expect(doc.meta).toMatchObject({
      question_number: 1,
      number_of_attempt_questions: QUESTIONS_PER_ATTEMPT,
      seconds_for_answer: SECONDS,
    });
    expect(doc.meta.remaining_time).toBeGreaterThanOrEqual(0);
    expect(doc.meta.remaining_time).toBeLessThanOrEqual(SECONDS);
  });

  it('next_question again before answering: the same question, its clock still running', async () => {
    const token = await fan('fan-again');
    const first = await serve(token);
    await backdateServed(database, 'fan-again', OPEN.quiz, 6);
    const again = await nextQuestion(app, token, OPEN.quiz);
    const doc = again.json<QuestionDoc>();
    expect(Number(doc.data.id)).toBe(first);
    expect(doc.meta.question_number).toBe(1);
    expect(doc.meta.remaining_time).toBeLessThanOrEqual(SECONDS - 6);
    expect(await storedAnswers(database, 'fan-again', OPEN.quiz)).toHaveLength(1);
  });

  it('a whole attempt: answers scored by the server, then no more questions, then finish', async () => {
    const sub = 'fan-whole';
    const token = await fan(sub);
    const seen: number[] = [];
    for (let i = 0; i < QUESTIONS_PER_ATTEMPT; i++) {
      const response = await nextQuestion(app, token, OPEN.quiz);
      const doc = response.json<QuestionDoc>();
      expect(doc.meta.question_number).toBe(i + 1);
      const question = Number(doc.data.id);
      expect(seen).not.toContain(question);
      seen.push(question);
      const chosen = i === 1 ? wrongOf(question) : correctOf(question);
      const answered = await postAnswer(app, token, answerBody(OPEN.quiz, question, chosen, 10));
      expect(answered.statusCode).toBe(201);
      const saved = answered.json<Doc>();
      expect(saved.data).toMatchObject({
        type: 'quiz_user_answers',
        attributes: {
          answer_time: 10,
          correct_quiz_answer_id: String(correctOf(question)),
          correct: i !== 1,
          timed_out: false,
          points: i === 1 ? 0 : 1,
        },
        relationships: {
          quiz_question: { data: { type: 'quiz_questions', id: String(question) } },
          quiz_answer: { data: { type: 'quiz_answers', id: String(chosen) } },
        },
      });
    }
    const more = await nextQuestion(app, token, OPEN.quiz);
    expect(more.statusCode).toBe(422);
    expect(errorOf(more)?.detail).toContain('No more questions');

    const finished = await finishQuiz(app, token, OPEN.quiz);
    expect(finished.statusCode).toBe(200);
    const doc = finished.json<Doc>();
    expect(doc.data.attributes).toMatchObject({
      points: 2,
      total_answers_time: 3 * (SECONDS - 10),
      answered_count: 3,
      correct_count: 2,
    });
    expect(Number.isNaN(Date.parse(String(doc.data.attributes.finished_at)))).toBe(false);
    const included = doc.included ?? [];
    expect(included.filter((r) => r.type === 'quiz_user_answers')).toHaveLength(3);
    expect(included.find((r) => r.type === 'quiz_rankings')?.id).toBe(String(OPEN.ranking));
    expect(await storedAttempt(database, sub, OPEN.quiz)).toMatchObject({
      points: 2,
      total_answers_time: '15.00',
      correct_answers_time: '10.00',
    });

    // Idempotent: the same quiz again, nothing recomputed; play is over.
    const again = await finishQuiz(app, token, OPEN.quiz);
    expect(again.statusCode).toBe(200);
    expect(again.json<Doc>().data.attributes).toEqual(doc.data.attributes);
    const after = await nextQuestion(app, token, OPEN.quiz);
    expect(after.statusCode).toBe(422);
    expect(errorOf(after)?.detail).toContain('finished');
  });

  it('an answer_time larger than the server allows is clamped to its clock + 1 s grace', async () => {
    const sub = 'fan-clamp';
    const token = await fan(sub);
    const question = await serve(token);
    await backdateServed(database, sub, OPEN.quiz, 10);
    const response = await postAnswer(
      app,
      token,
      answerBody(OPEN.quiz, question, correctOf(question), 14.5),
    );
    expect(response.statusCode).toBe(201);
    const accepted = Number(response.json<Doc>().data.attributes.answer_time);
    // 10 s (or a little more) of the 15 have passed: at most 5 s left, plus the grace.
    expect(accepted).toBeLessThanOrEqual(SECONDS - 10 + 1);
    expect(accepted).toBeGreaterThanOrEqual(0);
    const [stored] = await storedAnswers(database, sub, OPEN.quiz);
    expect(Number(stored?.answer_time)).toBe(accepted);
    expect(stored?.is_correct).toBe(true);
  });

  it('an answer arriving after the time (and the grace) is saved as a timeout', async () => {
    const sub = 'fan-late';
    const token = await fan(sub);
    const question = await serve(token);
    await backdateServed(database, sub, OPEN.quiz, SECONDS + 5);
    const response = await postAnswer(
      app,
      token,
      answerBody(OPEN.quiz, question, correctOf(question), 12),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Doc>().data).toMatchObject({
      attributes: {
        answer_time: 0,
        correct: false,
        timed_out: true,
        points: 0,
        correct_quiz_answer_id: String(correctOf(question)),
      },
      relationships: { quiz_answer: { data: null } },
    });
    expect(await storedAnswers(database, sub, OPEN.quiz)).toMatchObject([
      { question_id: question, answer_id: null, is_correct: false, points: 0 },
    ]);
  });

  it('a null answer (the time ran out on the site) is stored as null, not correct', async () => {
    const sub = 'fan-null';
    const token = await fan(sub);
    const question = await serve(token);
    const response = await postAnswer(app, token, answerBody(OPEN.quiz, question, null, 0));
    expect(response.statusCode).toBe(201);
    expect(response.json<Doc>().data).toMatchObject({
      attributes: { answer_time: 0, correct: false, timed_out: true, points: 0 },
      relationships: { quiz_answer: { data: null } },
    });
    const [stored] = await storedAnswers(database, sub, OPEN.quiz);
    expect(stored).toMatchObject({ answer_id: null, is_correct: false });
    expect(stored?.answered_at).not.toBeNull();
  });
});
