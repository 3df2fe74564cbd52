import { asc, inArray, sql } from 'drizzle-orm';
import { attemptTotals } from '@trybuna/domain';
import {
  quizAnswers,
  quizQuestions,
  quizUserAnswers,
  quizUserAttempts,
  quizzes,
  users,
} from '../schema';
import { DEMO_FANS } from './interactive';
import { dayAt, Random, type SeedContext } from './context';

/**
 * Fans who only exist in the ranking (001 §3 "Ranking attempt"): content-API users with no
 * sso account, so nobody signs in as them and every demo account can still play the open quiz.
 */
export const RANKING_FANS = [
  'Kanonier77',
  'ZielonaTrybuna',
  'Bramkarz_Ola',
  'StaryKibic',
  'SokoleOko',
  'Marta_z_Sektora',
  'Derbowy',
  'Ofsajd',
  'KrólStrzelców',
  'Kibicka_1927',
  'Wyjazdowicz',
  'Młody_Sokół',
].map((nickname, i) => ({ sub: `demo-quiz-fan-${String(i + 1).padStart(2, '0')}`, nickname }));

/** Attempts never listed (001 §7 filters): banned, unfinished, zero time. */
export const UNLISTED_QUIZ_FANS = {
  banned: { sub: 'demo-quiz-fan-banned', nickname: 'Podpowiadacz' },
  unfinished: { sub: 'demo-quiz-fan-unfinished', nickname: 'Spóźnialski' },
  zeroTime: { sub: 'demo-quiz-fan-zero', nickname: 'Zerowy' },
} as const;

/** One answer of a seeded attempt: which question, whether right, seconds used (or timed out). */
interface PlannedAnswer {
  questionId: number;
  correct: boolean;
  used: number;
  timedOut?: boolean;
}

interface QuizPlan {
  id: number;
  secondsForAnswer: number;
  /** Question id → its correct answer and one wrong one. */
  answers: Map<number, { correct: number; wrong: number }>;
  questionIds: number[];
}

async function quizPlan(ctx: SeedContext, quizId: number): Promise<QuizPlan> {
  const [quiz] = await ctx.db
    .select({ seconds: quizzes.secondsForAnswer })
    .from(quizzes)
    .where(sql`${quizzes.id} = ${quizId}`);
  const questions = await ctx.db
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(sql`${quizQuestions.quizId} = ${quizId}`)
    .orderBy(asc(quizQuestions.position));
  const questionIds = questions.map((q) => q.id);
  const rows = await ctx.db
    .select({
      id: quizAnswers.id,
      question: quizAnswers.questionId,
      correct: quizAnswers.isCorrect,
    })
    .from(quizAnswers)
    .where(inArray(quizAnswers.questionId, questionIds))
    .orderBy(asc(quizAnswers.id));
  const answers = new Map<number, { correct: number; wrong: number }>();
  for (const question of questionIds) {
    const own = rows.filter((r) => r.question === question);
    const correct = own.find((r) => r.correct)?.id;
    const wrong = own.find((r) => !r.correct)?.id;
    if (correct === undefined || wrong === undefined) throw new Error('seed: quiz answers');
    answers.set(question, { correct, wrong });
  }
  return { id: quizId, secondsForAnswer: quiz?.seconds ?? 15, answers, questionIds };
}

/**
 * Writes an attempt from its answers: each answer served and answered in turn before
 * `finishedAt` (or `startedAt` + its answers when unfinished), the attempt's points and times
 * computed as the API computes them (`attemptTotals`), so the seeded ranking agrees with play.
 */
async function writeAttempt(
  ctx: SeedContext,
  plan: QuizPlan,
  attempt: {
    userId: number;
    answers: readonly PlannedAnswer[];
    finishedAt: Date | null;
    startedAt: Date;
    isBanned?: boolean;
  },
): Promise<void> {
  const seconds = plan.secondsForAnswer;
  const scored = attempt.answers.map((a) => ({
    answerTime: a.timedOut ? 0 : Math.round((seconds - a.used) * 100) / 100,
    correct: a.correct && !a.timedOut,
  }));
  const totals = attemptTotals(scored, seconds);
  const [row] = await ctx.db
    .insert(quizUserAttempts)
    .values({
      quizId: plan.id,
      userId: attempt.userId,
      points: attempt.finishedAt ? totals.points : 0,
      totalAnswersTime: attempt.finishedAt ? totals.totalAnswersTime : 0,
      correctAnswersTime: attempt.finishedAt ? totals.correctAnswersTime : 0,
      finishedAt: attempt.finishedAt,
      isBanned: attempt.isBanned ?? false,
      createdAt: attempt.startedAt,
    })
    .returning({ id: quizUserAttempts.id });
  if (!row || attempt.answers.length === 0) return;
  let clock = attempt.startedAt.getTime();
  await ctx.db.insert(quizUserAnswers).values(
    attempt.answers.map((answer, i) => {
      const choice = plan.answers.get(answer.questionId);
      const servedAt = new Date(clock);
      const answeredAt = new Date(clock + (answer.timedOut ? seconds : answer.used) * 1000);
      clock = answeredAt.getTime() + 4000;
      const score = scored[i] ?? { answerTime: 0, correct: false };
      return {
        attemptId: row.id,
        questionId: answer.questionId,
        answerId: answer.timedOut ? null : answer.correct ? choice?.correct : choice?.wrong,
        answerTime: score.answerTime,
        servedAt,
        answeredAt,
        isCorrect: score.correct,
        points: score.correct ? 1 : 0,
        createdAt: servedAt,
      };
    }),
  );
}

/** Seconds used on `count` answers adding up to `total` (hundredths), the rest on the last. */
function split(total: number, count: number): number[] {
  const each = Math.floor((total * 100) / count) / 100;
  const rest = Math.round((total - each * (count - 1)) * 100) / 100;
  return [...Array<number>(count - 1).fill(each), rest];
}

/** `correct` right answers then `wrong` wrong ones, over the first questions of `plan`. */
function designed(plan: QuizPlan, correctUsed: number[], wrongUsed: number[]): PlannedAnswer[] {
  return [
    ...correctUsed.map((used) => ({ used, correct: true })),
    ...wrongUsed.map((used) => ({ used, correct: false })),
  ].map((answer, i) => ({ ...answer, questionId: plan.questionIds[i] ?? 0 }));
}

/**
 * Quiz attempts of the demo (issue 17 item 6), deterministic: the ended quiz's ranking by the
 * three demo fans (as before: 5, 4 and 4 points), and a live ranking of the open quiz by twelve
 * ranking-only fans, plus a banned, an unfinished and a zero-time attempt that are never
 * listed. The demo accounts have no attempt at the open quiz: each may play it. Runs after the
 * comments (which take every user there is as an author).
 */
export async function seedQuizAttempts(
  ctx: SeedContext,
  quizIds: { openQuiz: number; endedQuiz: number },
): Promise<void> {
  const random = new Random(1927);
  const demoFans = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.sub,
        DEMO_FANS.map((f) => f.sub),
      ),
    )
    .orderBy(asc(users.id));
  const ended = await quizPlan(ctx, quizIds.endedQuiz);
  const endedDesigns = [
    designed(ended, split(31.4, 5), []),
    designed(ended, split(22.1, 4), [6.1]),
    designed(ended, split(33, 4), [7.9]),
  ];
  for (const [i, fan] of demoFans.entries()) {
    const finishedAt = dayAt(ctx.now, -12 + i, 19);
    await writeAttempt(ctx, ended, {
      userId: fan.id,
      answers: endedDesigns[i] ?? [],
      finishedAt,
      startedAt: new Date(finishedAt.getTime() - 5 * 60_000),
    });
  }

  const open = await quizPlan(ctx, quizIds.openQuiz);
  const [openQuiz] = await ctx.db
    .select({ count: quizzes.numberOfAttemptQuestions })
    .from(quizzes)
    .where(sql`${quizzes.id} = ${open.id}`);
  const perAttempt = openQuiz?.count ?? 5;
  const fans = await ctx.db
    .insert(users)
    .values([
      ...RANKING_FANS,
      UNLISTED_QUIZ_FANS.banned,
      UNLISTED_QUIZ_FANS.unfinished,
      UNLISTED_QUIZ_FANS.zeroTime,
    ])
    .returning({ id: users.id });
  const played = (hitRate: number, count = perAttempt): PlannedAnswer[] =>
    random.sample(open.questionIds, count).map((questionId) => {
      const timedOut = random.next() < 0.08;
      return {
        questionId,
        timedOut,
        correct: !timedOut && random.next() < hitRate,
        used: random.int(150, 1400) / 100,
      };
    });
  for (const [i, fan] of fans.entries()) {
    const startedAt = dayAt(ctx.now, -6 + (i % 6), 9 + i, (i * 7) % 60);
    const finishedAt = new Date(startedAt.getTime() + 3 * 60_000);
    const ranked = i < RANKING_FANS.length;
    const banned = i === RANKING_FANS.length;
    const unfinished = i === RANKING_FANS.length + 1;
    await writeAttempt(ctx, open, {
      userId: fan.id,
      // The banned fan's answers were too good to be true; the zero-time attempt has none.
      answers: ranked
        ? played(0.45 + (i % 4) * 0.12)
        : banned
          ? designed(open, split(5.5, perAttempt), [])
          : unfinished
            ? played(0.6, 2)
            : [],
      finishedAt: unfinished ? null : finishedAt,
      startedAt,
      isBanned: banned,
    });
  }
}
