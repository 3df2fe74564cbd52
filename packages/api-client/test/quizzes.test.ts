import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  finishQuiz,
  getNextQuestion,
  getQuiz,
  getQuizRankingPage,
  postQuizAnswer,
  ResponseShapeError,
} from '../src';
import { bodyText, fakeFetch, jsonResponse, recordingLogger } from './support/fake-fetch';

const BASE = 'https://api.example/api/v3';

function setup(status: number, body: unknown) {
  const fake = fakeFetch(() => jsonResponse(status, body));
  const client = createApiClient({
    baseUrl: BASE,
    fetch: fake.fetch,
    logger: recordingLogger().logger,
  });
  const query = (index = 0) => {
    const url = new URL(fake.calls[index]?.url ?? '');
    return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
  };
  return { client, calls: fake.calls, query };
}

const quizDoc = {
  data: {
    type: 'quizzes',
    id: '2',
    attributes: {
      name: 'Wielki quiz',
      end_time: '2030-01-01T00:00:00Z',
      finished_at: '2026-03-01T12:00:00Z',
      number_of_attempt_questions: 6,
      seconds_for_answer: 15,
      points: 4,
      total_answers_time: 31.42,
      answered_count: 6,
      correct_count: 4,
      quiz_prize: { name: 'Koszulka', value: 399, currency: 'PLN' },
    },
    relationships: {
      quiz_ranking: { data: { type: 'quiz_rankings', id: '3' } },
      quiz_user_answers: { data: [{ type: 'quiz_user_answers', id: '40' }] },
    },
  },
  included: [
    {
      type: 'quiz_rankings',
      id: '3',
      attributes: { name: null, published_at: '2026-03-02T12:00:00Z' },
    },
    {
      type: 'quiz_user_answers',
      id: '40',
      attributes: { answer_time: 12.5, correct_quiz_answer_id: '7', timed_out: false },
      relationships: {
        quiz_question: { data: { type: 'quiz_questions', id: '5' } },
        quiz_answer: { data: { type: 'quiz_answers', id: '8' } },
      },
    },
  ],
};

describe('001 §7 quiz calls', () => {
  it('getQuiz: the fan token and the include of 001 §7; the fan figures typed', async () => {
    const { client, calls, query } = setup(200, quizDoc);
    const { data } = await getQuiz(client, 2, { userToken: 'fan' });
    expect(query()).toEqual({
      path: '/api/v3/quizzes/2',
      params: { include: 'quiz_user_answers,quiz_ranking.quiz_user_attempts' },
    });
    expect(calls[0]?.headers['User-Authorization']).toBe('fan');
    expect(data.finished_at).toBe('2026-03-01T12:00:00Z');
    expect(data.correct_count).toBe(4);
    expect(data.quiz_prize?.currency).toBe('PLN');
    expect(data.quiz_ranking?.published_at).toBe('2026-03-02T12:00:00Z');
    expect(data.quiz_user_answers?.[0]).toMatchObject({
      correct_quiz_answer_id: '7',
      quiz_answer: { id: '8', type: 'quiz_answers' },
    });
  });

  it('getNextQuestion: quiz_id and include image,quiz_answers; the question and meta', async () => {
    const { client, calls, query } = setup(200, {
      data: {
        type: 'quiz_questions',
        id: '5',
        attributes: { content: 'W którym roku?' },
        relationships: {
          image: { data: null },
          quiz_answers: {
            data: [
              { type: 'quiz_answers', id: '7' },
              { type: 'quiz_answers', id: '8' },
            ],
          },
        },
      },
      included: [
        { type: 'quiz_answers', id: '7', attributes: { content: '1927' } },
        { type: 'quiz_answers', id: '8', attributes: { content: '1931' } },
      ],
      meta: {
        question_number: 2,
        number_of_attempt_questions: 6,
        seconds_for_answer: 15,
        remaining_time: 9.87,
      },
    });
    const next = await getNextQuestion(client, '2', { userToken: 'fan' });
    expect(query()).toEqual({
      path: '/api/v3/quiz_questions/next_question',
      params: { quiz_id: '2', include: 'image,quiz_answers' },
    });
    expect(calls[0]?.headers['User-Authorization']).toBe('fan');
    expect(next.question.content).toBe('W którym roku?');
    expect(next.question.quiz_answers?.map((a) => a.content)).toEqual(['1927', '1931']);
    expect(next.meta).toEqual({
      question_number: 2,
      number_of_attempt_questions: 6,
      seconds_for_answer: 15,
      remaining_time: 9.87,
    });
  });

  it('postQuizAnswer: the body of 001 §7, no query; reads correct_quiz_answer_id', async () => {
    const { client, calls } = setup(201, {
      data: {
        type: 'quiz_user_answers',
        id: '41',
        attributes: {
          answer_time: 11.2,
          correct_quiz_answer_id: 7,
          correct: false,
          timed_out: false,
          points: 0,
        },
      },
    });
    const saved = await postQuizAnswer(
      client,
      { quizId: 2, questionId: '5', answerId: '8', answerTime: 11.23 },
      { userToken: 'fan' },
    );
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe(`${BASE}/quiz_user_answers`);
    expect(calls[0]?.headers['User-Authorization']).toBe('fan');
    expect(JSON.parse(bodyText(calls[0]))).toEqual({
      data: {
        type: 'quiz_user_answer',
        attributes: { answer_time: 11.23 },
        relationships: {
          quiz: { data: { id: '2', type: 'quiz' } },
          quiz_question: { data: { id: '5', type: 'quiz_question' } },
          quiz_answer: { data: { id: '8', type: 'quiz_answer' } },
        },
      },
    });
    expect(saved.correct_quiz_answer_id).toBe('7');
    expect(saved.correct).toBe(false);
  });

  it('postQuizAnswer on a timeout: quiz_answer data null, answer_time 0', async () => {
    const { client, calls } = setup(201, {
      data: { type: 'quiz_user_answers', id: '42', attributes: { timed_out: true } },
    });
    await postQuizAnswer(client, { quizId: 2, questionId: 5, answerId: null, answerTime: 0 });
    const body = JSON.parse(bodyText(calls[0])) as {
      data: { attributes: unknown; relationships: { quiz_answer: unknown } };
    };
    expect(body.data.attributes).toEqual({ answer_time: 0 });
    expect(body.data.relationships.quiz_answer).toEqual({ data: null });
  });

  it('postQuizAnswer with keepalive: fetch is called at once with keepalive and the token', () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const client = createApiClient({
      baseUrl: BASE,
      logger: recordingLogger().logger,
      fetch: (input, init = {}) => {
        seen.push({ url: typeof input === 'string' ? input : '', init });
        return Promise.resolve(jsonResponse(201, { data: null }));
      },
    });
    void postQuizAnswer(
      client,
      { quizId: 2, questionId: 5, answerId: null, answerTime: 0 },
      { userToken: 'fan', keepalive: true },
    ).catch(() => undefined);
    // Synchronously: the request has started before the page could go away.
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(`${BASE}/quiz_user_answers`);
    expect(seen[0]?.init.keepalive).toBe(true);
    expect(seen[0]?.init.headers).toMatchObject({ 'User-Authorization': 'fan' });
  });

  it('finishQuiz: PATCH without a body, include quiz_user_answers,quiz_ranking', async () => {
    const { client, calls, query } = setup(200, quizDoc);
    const quiz = await finishQuiz(client, 2, { userToken: 'fan' });
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.body).toBeUndefined();
    expect(query()).toEqual({
      path: '/api/v3/quizzes/2/finish_quiz',
      params: { include: 'quiz_user_answers,quiz_ranking' },
    });
    expect(quiz.points).toBe(4);
    expect(quiz.total_answers_time).toBe(31.42);
  });

  it('getQuizRankingPage: the exact query of 001 §7, own row and the fan typed', async () => {
    const { client, calls, query } = setup(200, {
      data: [
        {
          type: 'quiz_user_attempts',
          id: '9',
          attributes: { points: 5, total_answers_time: 31.4, position: 1, own: true },
          relationships: { user: { data: { type: 'users', id: '1' } } },
        },
      ],
      included: [{ type: 'users', id: '1', attributes: { nickname: 'KibicSokoła' } }],
      meta: { pagination: { current: 3 } },
    });
    const page = await getQuizRankingPage(client, '3', 3, { userToken: 'fan' });
    expect(query()).toEqual({
      path: '/api/v3/quiz_rankings/3/quiz_user_attempts',
      params: {
        include: 'user',
        sort: '-points,total_answers_time,finished_at,correct_answers_time',
        'filter[is_banned_eq]': 'false',
        'filter[finished_at_not_null]': 'true',
        'filter[total_answers_time_not_eq]': '0',
        'page[number]': '3',
        'page[size]': '10',
      },
    });
    expect(calls[0]?.headers['User-Authorization']).toBe('fan');
    expect(page.data[0]).toMatchObject({
      own: true,
      position: 1,
      user: { nickname: 'KibicSokoła' },
    });
  });

  it('a ranking row of another type is refused (zod at the boundary)', async () => {
    const { client } = setup(200, { data: [{ type: 'users', id: '1', attributes: {} }] });
    await expect(getQuizRankingPage(client, 3, 1)).rejects.toBeInstanceOf(ResponseShapeError);
  });
});
