import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenKit } from '../support/user-tokens';
import type { Doc, ListDoc, Resource } from '../support/documents';
import {
  answerBody,
  BANNED,
  correctOf,
  ENDED,
  EXPECTED_ORDER,
  finishQuiz,
  LATER,
  nextQuestion,
  OPEN,
  postAnswer,
  quizApi,
  RANKED,
  UNFINISHED,
  UNPUBLISHED,
  ZERO,
} from './quiz-support';

type RankingDoc = ListDoc & { meta: { pagination: { records: number; next: number | null } } };

/** 001 §7's ranking query, page `n`. */
const SPEC_QUERY = (n: number) =>
  'include=user&sort=-points,total_answers_time,finished_at,correct_answers_time' +
  '&filter[is_banned_eq]=false&filter[finished_at_not_null]=true' +
  `&filter[total_answers_time_not_eq]=0&page[number]=${String(n)}&page[size]=10`;

const nicknames = (doc: { included?: Resource[] }) =>
  (doc.included ?? []).filter((r) => r.type === 'users').map((r) => r.attributes.nickname);

describe('GET quiz_rankings/{id}/quiz_user_attempts (001 §7)', () => {
  let app: FastifyInstance;
  let kit: TokenKit;
  let fan: (sub: string) => Promise<string>;
  let token: string;
  beforeAll(async () => {
    ({ app, kit, fan } = await quizApi());
    token = await fan('fan-viewer');
  });
  afterAll(() => app.close());

  /** The ranking read by `as` (the viewer's token by default; null: anonymous). */
  const ranking = (id: number | string, query: string, as: string | null = token) =>
    app.inject({
      url: `/api/v3/quiz_rankings/${String(id)}/quiz_user_attempts?${query}`,
      headers: as === null ? {} : { 'user-authorization': as },
    });

  it('pages of 10 in the spec order, with positions and the fans; an empty page past the end', async () => {
    const first = await ranking(ENDED.ranking, SPEC_QUERY(1));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const page1 = first.json<RankingDoc>();
    const page2 = (await ranking(ENDED.ranking, SPEC_QUERY(2))).json<RankingDoc>();
    const rows = [...page1.data, ...page2.data];
    expect(page1.data).toHaveLength(10);
    expect(page2.data).toHaveLength(3);
    expect(rows.map((r) => r.relationships?.user?.data)).toEqual(
      EXPECTED_ORDER.map((i) => ({ type: 'users', id: String(RANKED[i]?.id) })),
    );
    expect(rows.map((r) => r.attributes.position)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.every((r) => r.attributes.own === false && r.attributes.is_banned === false)).toBe(
      true,
    );
    expect(page1.data[0]?.attributes).toMatchObject({
      points: 5,
      total_answers_time: 25,
      correct_answers_time: 5,
    });
    expect(nicknames(page1)).toEqual(EXPECTED_ORDER.slice(0, 10).map((i) => RANKED[i]?.nickname));
    expect(page1.meta.pagination).toMatchObject({ records: 13, next: 2 });
    expect(page2.meta.pagination).toMatchObject({ records: 13, next: null });
    const third = (await ranking(ENDED.ranking, SPEC_QUERY(3))).json<RankingDoc>();
    expect(third.data).toEqual([]);
  });

  it('banned, unfinished and zero-time attempts are never listed, whatever the filters say', async () => {
    for (const query of [
      SPEC_QUERY(1),
      'filter[is_banned_eq]=true&filter[finished_at_not_null]=false&filter[total_answers_time_not_eq]=5&include=user',
      'include=user',
    ]) {
      const doc = (await ranking(ENDED.ranking, query)).json<RankingDoc>();
      const names = nicknames(doc);
      for (const hidden of [BANNED, UNFINISHED, ZERO]) expect(names).not.toContain(hidden.nickname);
      expect(doc.meta.pagination.records).toBe(13);
      expect(doc.data).toHaveLength(10);
    }
  });

  it('smaller pages are fine; positions follow the page', async () => {
    const doc = (await ranking(ENDED.ranking, 'page[size]=4&page[number]=2')).json<RankingDoc>();
    expect(doc.data.map((r) => r.attributes.position)).toEqual([5, 6, 7, 8]);
    expect(doc.included).toBeUndefined();
  });

  it.each([
    ['a page over 10', 'page[size]=11', 'page[size]'],
    ['another sort', 'sort=points', 'sort'],
    ['another filter', 'filter[quiz_id_eq]=1', 'filter[quiz_id_eq]'],
    ['an unknown parameter', 'x=1', 'x'],
    ['an include the attempts do not have', 'include=answers', 'include'],
  ])('400 for %s', async (_name, query, parameter) => {
    const response = await ranking(ENDED.ranking, query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { source?: unknown }[] }>().errors[0]?.source).toEqual({
      parameter,
    });
  });

  it('404 for an unknown ranking, or one not published (unset or in the future)', async () => {
    for (const id of [99_999, 'abc', UNPUBLISHED.ranking, LATER.ranking]) {
      const response = await ranking(id, SPEC_QUERY(1));
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Gracz');
    }
  });

  it('401 anonymous', async () => {
    const response = await ranking(ENDED.ranking, SPEC_QUERY(1), null);
    expect(response.statusCode).toBe(401);
  });

  it("the caller's own row is marked own", async () => {
    const fourth = RANKED[EXPECTED_ORDER[3] ?? 0];
    const own = await kit.sign({ sub: fourth?.sub, nickname: fourth?.nickname });
    const doc = (await ranking(ENDED.ranking, SPEC_QUERY(1), own)).json<RankingDoc>();
    expect(doc.data.filter((r) => r.attributes.own === true)).toEqual([
      expect.objectContaining({ attributes: expect.objectContaining({ position: 4 }) as unknown }),
    ]);
  });

  it('a fan who finished the open quiz appears in its ranking, own and with a position', async () => {
    const player = await fan('fan-player');
    const served = (await nextQuestion(app, player, OPEN.quiz)).json<Doc>();
    const question = Number(served.data.id);
    await postAnswer(app, player, answerBody(OPEN.quiz, question, correctOf(question), 11));
    expect((await finishQuiz(app, player, OPEN.quiz)).statusCode).toBe(200);
    const doc = (await ranking(OPEN.ranking, SPEC_QUERY(1), player)).json<RankingDoc>();
    expect(doc.data).toHaveLength(1);
    expect(doc.data[0]?.attributes).toMatchObject({ own: true, position: 1, points: 1 });
    expect(nicknames(doc)).toEqual(['fan-player']);
    // Another fan sees it too, not as their own.
    const other = (await ranking(OPEN.ranking, SPEC_QUERY(1))).json<RankingDoc>();
    expect(other.data[0]?.attributes).toMatchObject({ own: false, position: 1 });
  });
});

describe('quizzes for anonymous callers and for fans: no leak (issue 17 item 2)', () => {
  let app: FastifyInstance;
  let fan: (sub: string) => Promise<string>;
  beforeAll(async () => {
    ({ app, fan } = await quizApi());
  });
  afterAll(() => app.close());

  const get = (url: string, token?: string): Promise<LightMyRequestResponse> =>
    app.inject({
      url: `/api/v3${url}`,
      headers: token === undefined ? {} : { 'user-authorization': token },
    });
  const FULL = 'include=image,quiz_ranking.quiz_user_attempts.user,quiz_user_answers';

  it('an ended quiz, anonymous: only name, end_time, image and the ranking id; no fan at all', async () => {
    const response = await get(`/quizzes/${String(ENDED.quiz)}?${FULL}`);
    expect(response.statusCode).toBe(200);
    const doc = response.json<Doc>();
    expect(doc.data.attributes).toMatchObject({
      name: 'Quiz zakończony',
      number_of_attempt_questions: null,
      seconds_for_answer: null,
      quiz_prize: null,
      finished_at: null,
      points: 0,
    });
    expect(doc.data.relationships).toMatchObject({
      image: { data: { type: 'images', id: '1' } },
      quiz_ranking: { data: { type: 'quiz_rankings', id: String(ENDED.ranking) } },
      quiz_user_answers: { data: [] },
    });
    const rankingRow = doc.included?.find((r) => r.type === 'quiz_rankings');
    expect(rankingRow?.relationships?.quiz_user_attempts?.data).toEqual([]);
    expect(doc.included?.some((r) => r.type === 'users' || r.type === 'quiz_user_attempts')).toBe(
      false,
    );
    expect(response.body).not.toContain('Gracz');
  });

  it('an ended quiz, signed in: the details, the prize in PLN and the first ranking page', async () => {
    const doc = (
      await get(`/quizzes/${String(ENDED.quiz)}?${FULL}`, await fan('fan-a'))
    ).json<Doc>();
    expect(doc.data.attributes).toMatchObject({
      number_of_attempt_questions: 1,
      seconds_for_answer: 20,
      quiz_prize: { name: 'Bilety', value: 200, currency: 'PLN' },
    });
    const rankingRow = doc.included?.find((r) => r.type === 'quiz_rankings');
    expect(rankingRow?.relationships?.quiz_user_attempts?.data).toHaveLength(10);
    expect(nicknames(doc)).toHaveLength(10);
    expect(nicknames(doc)).not.toContain(BANNED.nickname);
  });

  it('an open quiz, anonymous: its details (currency PLN by default), no questions, cached without fan data', async () => {
    const url = `/quizzes/${String(OPEN.quiz)}?include=quiz_user_answers,quiz_questions.quiz_answers`;
    const first = await get(url);
    expect(first.headers['x-cache']).toBe('miss');
    const doc = first.json<Doc>();
    expect(doc.data.attributes).toMatchObject({
      number_of_attempt_questions: 3,
      seconds_for_answer: 15,
      quiz_prize: { name: 'Koszulka', value: 399, currency: 'PLN' },
      finished_at: null,
      answered_count: 0,
    });
    expect(doc.data.relationships?.quiz_questions?.data).toEqual([]);
    expect(doc.included).toBeUndefined();

    // A fan plays: their read shows their answers and is private; the cached anonymous read
    // is unchanged.
    const token = await fan('fan-b');
    const served = (await nextQuestion(app, token, OPEN.quiz)).json<Doc>();
    const question = Number(served.data.id);
    await postAnswer(app, token, answerBody(OPEN.quiz, question, correctOf(question), 9));
    const mine = await get(url, token);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['x-cache']).toBeUndefined();
    const mineDoc = mine.json<Doc>();
    expect(mineDoc.data.attributes).toMatchObject({
      answered_count: 1,
      correct_count: 1,
      points: 1,
    });
    expect(mineDoc.data.relationships?.quiz_user_answers?.data).toHaveLength(1);
    expect(mineDoc.data.relationships?.quiz_questions?.data).toEqual([]);
    const again = await get(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);

    // Another fan sees none of it.
    const other = (await get(url, await fan('fan-c'))).json<Doc>();
    expect(other.data.attributes).toMatchObject({ answered_count: 0, finished_at: null });
    expect(other.data.relationships?.quiz_user_answers?.data).toEqual([]);
  });

  it('questions, answers, attempts and fans’ answers have no endpoint, for anyone', async () => {
    const token = await fan('fan-d');
    await nextQuestion(app, token, OPEN.quiz);
    for (const path of [
      '/quiz_questions',
      `/quiz_questions/${String(OPEN.questions[0])}`,
      '/quiz_answers',
      '/quiz_user_attempts',
      '/quiz_user_answers',
      '/quiz_rankings',
      '/users',
    ]) {
      for (const as of [undefined, token]) {
        const response = await get(path, as);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Pytanie');
      }
    }
  });
});
