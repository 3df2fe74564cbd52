import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { club } from '@trybuna/config';
import { attemptTotals, compareQuizAttempts, isRankedAttempt } from '@trybuna/domain';
import type { Database } from '../../src/connection';
import { DEMO_FANS, seedDemo } from '../../src/seed';
import { RANKING_FANS, UNLISTED_QUIZ_FANS } from '../../src/seed/quiz-attempts';
import { demoImagesDir, testDatabase } from '../../src/testing';

const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 24 * 60 * 60_000;
const origins = {
  soccer: 'http://localhost:3000',
  academy: 'http://akademia.localhost:3000',
  athletics: 'http://athletics.localhost:3000',
  business: 'http://biznes.localhost:3000',
};

interface QuizRow {
  id: number;
  name: string;
  end_time: Date;
  number_of_attempt_questions: number;
  seconds_for_answer: number;
  prize: { currency?: string } | null;
  published_at: Date | null;
  questions: number;
}

interface AttemptRow {
  id: number;
  quiz_id: number;
  sub: string;
  points: number;
  total_answers_time: string;
  correct_answers_time: string;
  finished_at: Date | null;
  is_banned: boolean;
}

describe('seed: quizzes to play and their rankings (issue 17 items 2 and 6)', () => {
  let database: Database;
  let imagesDir: string;
  let open: QuizRow;
  let ended: QuizRow;
  let attempts: AttemptRow[];
  beforeAll(async () => {
    imagesDir = await demoImagesDir('trybuna-seed-quizzes-');
    database = await testDatabase();
    await database.migrate();
    await seedDemo(database, { club, origins, imagesDir, now: NOW });
    const quizzes = await database.query<QuizRow>(sql`
      select q.id, q.name, q.end_time, q.number_of_attempt_questions, q.seconds_for_answer,
        q.prize, r.published_at,
        (select count(*)::int from quiz_questions qq where qq.quiz_id = q.id) as questions
      from quizzes q left join quiz_rankings r on r.quiz_id = q.id order by q.end_time desc`);
    [open, ended] = quizzes as [QuizRow, QuizRow];
    attempts = await database.query<AttemptRow>(sql`
      select a.id, a.quiz_id, u.sub, a.points, a.total_answers_time, a.correct_answers_time,
        a.finished_at, a.is_banned
      from quiz_user_attempts a join users u on u.id = a.user_id order by a.id`);
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await rm(imagesDir, { recursive: true, force: true });
  });

  it('the open quiz is playable: 8 questions of 4 answers (one correct), 5 an attempt, 15 s, a PLN prize, weeks to go', async () => {
    expect(new Date(open.end_time).getTime()).toBeGreaterThan(NOW.getTime() + 14 * DAY);
    expect(open).toMatchObject({
      number_of_attempt_questions: 5,
      seconds_for_answer: 15,
      prize: { currency: 'PLN' },
      questions: 8,
    });
    const answers = await database.query<{ n: number; correct: number }>(sql`
      select count(*)::int as n, count(*) filter (where qa.is_correct)::int as correct
      from quiz_questions qq join quiz_answers qa on qa.question_id = qq.id
      where qq.quiz_id = ${open.id} group by qq.id`);
    expect(answers).toHaveLength(8);
    for (const row of answers) expect(row).toEqual({ n: 4, correct: 1 });
    const onHome = await database.query<{ n: number }>(sql`
      select count(*)::int as n from components c join pages p on p.id = c.page_id
      where c.kind = 'quiz' and c.quiz_id = ${open.id}`);
    expect(onHome[0]?.n).toBeGreaterThan(0);
  });

  it('both quizzes have a published ranking; the ended one is over', () => {
    expect(new Date(ended.end_time).getTime()).toBeLessThan(NOW.getTime());
    for (const quiz of [open, ended]) {
      expect(quiz.published_at).not.toBeNull();
      expect(new Date(quiz.published_at ?? 0).getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it("the open quiz's ranking: other fans' finished attempts, and a banned, an unfinished and a zero-time one never listed", () => {
    const onOpen = attempts.filter((a) => a.quiz_id === open.id);
    const listed = onOpen.filter((a) =>
      isRankedAttempt({
        isBanned: a.is_banned,
        finishedAt: a.finished_at,
        totalAnswersTime: Number(a.total_answers_time),
      }),
    );
    expect(listed.map((a) => a.sub).sort()).toEqual(RANKING_FANS.map((f) => f.sub).sort());
    const unlisted = onOpen.filter((a) => !listed.includes(a));
    expect(unlisted.map((a) => a.sub).sort()).toEqual(
      Object.values(UNLISTED_QUIZ_FANS)
        .map((f) => f.sub)
        .sort(),
    );
    // Every demo account may still play it.
    const demo = new Set<string>(DEMO_FANS.map((f) => f.sub));
    expect(onOpen.some((a) => demo.has(a.sub))).toBe(false);
    // Distinct places: the ranking reads as a ranking.
    const ranked = listed
      .map((a) => ({
        points: a.points,
        totalAnswersTime: Number(a.total_answers_time),
        finishedAt: new Date(a.finished_at ?? 0),
        correctAnswersTime: Number(a.correct_answers_time),
      }))
      .sort(compareQuizAttempts);
    expect(new Set(ranked.map((a) => a.points)).size).toBeGreaterThan(2);
  });

  it('every finished attempt scores as the API scores its stored answers', async () => {
    for (const attempt of attempts.filter((a) => a.finished_at !== null)) {
      const quiz = attempt.quiz_id === open.id ? open : ended;
      const answers = await database.query<{ answer_time: string; is_correct: boolean }>(
        sql`select answer_time, is_correct from quiz_user_answers where attempt_id = ${attempt.id}`,
      );
      expect(answers.length).toBeLessThanOrEqual(quiz.number_of_attempt_questions);
      const totals = attemptTotals(
        answers.map((a) => ({ answerTime: Number(a.answer_time), correct: a.is_correct })),
        quiz.seconds_for_answer,
      );
      expect({
        points: attempt.points,
        total: Number(attempt.total_answers_time),
        correct: Number(attempt.correct_answers_time),
      }).toEqual({
        points: totals.points,
        total: totals.totalAnswersTime,
        correct: totals.correctAnswersTime,
      });
    }
  });

  it("the ended quiz's ranking is the demo fans' as before (5, 4, 4 points)", () => {
    const onEnded = attempts.filter((a) => a.quiz_id === ended.id);
    expect(onEnded.map((a) => a.sub)).toEqual(DEMO_FANS.map((f) => f.sub));
    expect(onEnded.map((a) => [a.points, Number(a.total_answers_time)])).toEqual([
      [5, 31.4],
      [4, 28.2],
      [4, 40.9],
    ]);
  });
});
