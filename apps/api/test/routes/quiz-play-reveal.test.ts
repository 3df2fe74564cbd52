import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import type { Doc, ListDoc, Resource } from '../support/documents';
import {
  answerBody,
  backdateServed,
  correctOf,
  finishQuiz,
  OPEN,
  postAnswer,
  QUESTIONS_PER_ATTEMPT,
  quizApi,
  SECONDS,
  wrongOf,
} from './quiz-support';
import { serveQuestion } from './quiz-play-support';

/** Moves the served time of every question `sub` was served in the open quiz into the past. */
async function backdateAll(database: Database, sub: string, seconds: number): Promise<void> {
  await database.query(sql`
    update quiz_user_answers set served_at = served_at - make_interval(secs => ${seconds})
    where attempt_id = (
      select a.id from quiz_user_attempts a join users u on u.id = a.user_id
      where u.sub = ${sub} and a.quiz_id = ${OPEN.quiz})
  `);
}

describe('issue 30: the correct answer is never told to a fan who gives up early', () => {
  let app: FastifyInstance;
  let database: Database;
  let fan: (sub: string) => Promise<string>;
  beforeAll(async () => {
    ({ app, database, fan } = await quizApi());
  });
  afterAll(() => app.close());

  const fanAnswers = async (token: string) => {
    const response = await app.inject({
      url: `/api/v3/quizzes/${String(OPEN.quiz)}?include=quiz_user_answers`,
      headers: { 'user-authorization': token },
    });
    expect(response.statusCode).toBe(200);
    return (response.json<Doc>().included ?? []).filter((r) => r.type === 'quiz_user_answers');
  };

  it('a null answer at once is stored as given up and tells nothing, then or on re-reads', async () => {
    const token = await fan('harvester');
    const question = await serveQuestion(app, token);
    const response = await postAnswer(app, token, answerBody(OPEN.quiz, question, null, 0));
    expect(response.statusCode).toBe(201);
    const attributes = response.json<Doc>().data.attributes;
    expect(attributes).toMatchObject({
      correct_quiz_answer_id: null,
      timed_out: true,
      correct: false,
      points: 0,
    });
    expect(attributes.correct_answer_in).toBeGreaterThan(SECONDS - 5);
    expect(attributes.correct_answer_in).toBeLessThanOrEqual(SECONDS);
    // Stored: a second answer is a conflict, and carries no key either.
    const again = await postAnswer(
      app,
      token,
      answerBody(OPEN.quiz, question, correctOf(question), 10),
    );
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(String(correctOf(question)));
    // The quiz's own read of the fan's answers says nothing yet.
    const [read] = await fanAnswers(token);
    expect(read?.attributes.correct_quiz_answer_id).toBeNull();
    // Finishing early reveals nothing either.
    const finished = await finishQuiz(app, token, OPEN.quiz);
    expect(finished.statusCode).toBe(200);
    expect(finished.body).not.toContain(
      `"correct_quiz_answer_id":"${String(correctOf(question))}"`,
    );
    // Once the question's time is up on the server's clock, it is told.
    await backdateAll(database, 'harvester', SECONDS);
    const [later] = await fanAnswers(token);
    expect(later?.attributes).toMatchObject({
      correct_quiz_answer_id: String(correctOf(question)),
      correct_answer_in: 0,
    });
  });

  it('a null answer after the time is up (the site timing out) is told the correct answer', async () => {
    const token = await fan('timed-out');
    const question = await serveQuestion(app, token);
    await backdateServed(database, 'timed-out', OPEN.quiz, SECONDS);
    const response = await postAnswer(app, token, answerBody(OPEN.quiz, question, null, 0));
    expect(response.statusCode).toBe(201);
    expect(response.json<Doc>().data.attributes).toMatchObject({
      correct_quiz_answer_id: String(correctOf(question)),
      correct_answer_in: 0,
      timed_out: true,
    });
  });

  it('a chosen answer is told the correct one at once (001 §4 step 3)', async () => {
    const token = await fan('chooser');
    const question = await serveQuestion(app, token);
    const response = await postAnswer(
      app,
      token,
      answerBody(OPEN.quiz, question, wrongOf(question), 12),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Doc>().data.attributes).toMatchObject({
      correct_quiz_answer_id: String(correctOf(question)),
      correct_answer_in: 0,
      correct: false,
    });
  });

  it('finishing with a question still waiting: that timeout tells nothing until its time is up', async () => {
    const token = await fan('leaver');
    const first = await serveQuestion(app, token);
    await postAnswer(app, token, answerBody(OPEN.quiz, first, correctOf(first), 12));
    const waiting = await serveQuestion(app, token);
    const finished = await finishQuiz(app, token, OPEN.quiz);
    expect(finished.statusCode).toBe(200);
    const answers = (finished.json<Doc>().included ?? []).filter(
      (r) => r.type === 'quiz_user_answers',
    );
    const byQuestion = (id: number) =>
      answers.find(
        (r) => (r.relationships?.quiz_question?.data as { id?: string } | null)?.id === String(id),
      );
    expect(byQuestion(first)?.attributes.correct_quiz_answer_id).toBe(String(correctOf(first)));
    expect(byQuestion(waiting)?.attributes.correct_quiz_answer_id).toBeNull();
  });
});

describe('issue 30: attempts faster than humanly possible are not ranked', () => {
  let app: FastifyInstance;
  let database: Database;
  let fan: (sub: string) => Promise<string>;
  beforeAll(async () => {
    ({ app, database, fan } = await quizApi());
  });
  afterAll(() => app.close());

  /** Plays the whole attempt, every answer correct, claiming `left` seconds left each time. */
  const play = async (sub: string, left: number) => {
    const token = await fan(sub);
    for (let i = 0; i < QUESTIONS_PER_ATTEMPT; i += 1) {
      const question = await serveQuestion(app, token);
      const saved = await postAnswer(
        app,
        token,
        answerBody(OPEN.quiz, question, correctOf(question), left),
      );
      expect(saved.statusCode).toBe(201);
    }
    expect((await finishQuiz(app, token, OPEN.quiz)).statusCode).toBe(200);
    return token;
  };

  it('0.5 s an answer is a script: banned by the server, out of the ranking; 2 s is a person', async () => {
    const viewer = await play('human', SECONDS - 2);
    await play('script', SECONDS - 0.5);
    const rows = await database.query<{ sub: string; is_banned: boolean }>(sql`
      select u.sub, a.is_banned from quiz_user_attempts a join users u on u.id = a.user_id
      where a.quiz_id = ${OPEN.quiz} and u.sub in ('human', 'script') order by u.sub
    `);
    expect(rows).toEqual([
      { sub: 'human', is_banned: false },
      { sub: 'script', is_banned: true },
    ]);
    const response = await app.inject({
      url: `/api/v3/quiz_rankings/${String(OPEN.ranking)}/quiz_user_attempts?include=user`,
      headers: { 'user-authorization': viewer },
    });
    expect(response.statusCode).toBe(200);
    const doc = response.json<ListDoc & { included?: Resource[] }>();
    const names = (doc.included ?? [])
      .filter((r) => r.type === 'users')
      .map((r) => r.attributes.nickname);
    expect(names).toEqual(['human']);
    expect(doc.data[0]?.attributes).toMatchObject({ points: QUESTIONS_PER_ATTEMPT, position: 1 });
  });
});
