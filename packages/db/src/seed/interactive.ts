import {
  quizAnswers,
  quizQuestions,
  quizRankings,
  quizzes,
  surveyAnswers,
  surveys,
  users,
} from '../schema';
import { dayAt, type SeedContext } from './context';

/** Fans known to the content API; their `sub`s are the sso's demo accounts (fan_sub). */
export const DEMO_FANS = [
  { sub: 'demo-fan-0001', nickname: 'KibicSokoła' },
  { sub: 'demo-fan-0002', nickname: 'Ultra_1927' },
  { sub: 'demo-fan-0003', nickname: 'ZawszeWierni' },
] as const;

export interface InteractiveIds {
  openSurvey: number;
  finishedSurvey: number;
  textSurvey: number;
  /** Two answers (the head-to-head layout of 001 §9): the derby, placed on `/dla-kibica`. */
  derbySurvey: number;
  openQuiz: number;
  endedQuiz: number;
}

const QUESTIONS: readonly (readonly [string, readonly string[]])[] = [
  ['W którym roku założono klub?', ['1927', '1921', '1934', '1945']],
  ['Ile tytułów mistrza kraju ma klub?', ['16', '12', '14', '18']],
  ['Jak nazywa się klubowa maskotka?', ['Sokolik', 'Orlik', 'Jastrząb', 'Kruk']],
  [
    'Kto jest kapitanem pierwszej drużyny?',
    ['Adrian Pawlak', 'Łukasz Wysocki', 'Kacper Wróblewski', 'Filip Borkowski'],
  ],
  ['Jakie barwy ma klub?', ['Zielono-złote', 'Czerwono-białe', 'Niebiesko-białe', 'Żółto-czarne']],
  ['Ile miejsc ma stadion klubu?', ['31 000', '25 000', '40 000', '18 000']],
  ['Ile Pucharów Polski zdobył klub?', ['21', '11', '15', '7']],
  [
    'Jak nazywa się ośrodek treningowy klubu?',
    ['Training Center', 'Sport Park', 'Arena Nord', 'Camp One'],
  ],
];

/**
 * Users, surveys (open, finished, text, a two-answer derby), quizzes (open: 8 questions of 4 answers, 5 an attempt,
 * 15 s each; ended), both with a published ranking. The attempts come later
 * (`seedQuizAttempts`, after the comments).
 */
export async function seedInteractive(
  ctx: SeedContext,
  players: number[],
  clubIds: number[],
): Promise<InteractiveIds> {
  const { db } = ctx;
  await db.insert(users).values([...DEMO_FANS]);
  const [open, finished, text, derby] = await db
    .insert(surveys)
    .values([
      {
        question: 'Kto był najlepszym zawodnikiem ostatniego meczu?',
        answersType: 'player',
        status: 'ongoing',
        imageId: ctx.image('photo-05'),
      },
      {
        question: 'Który rywal był najtrudniejszy w rundzie jesiennej?',
        answersType: 'club',
        status: 'finished',
        imageId: ctx.image('photo-06'),
      },
      {
        question: 'O której godzinie wolisz oglądać mecze?',
        answersType: 'text',
        status: 'ongoing',
      },
      {
        question: 'Kto wygra najbliższe derby?',
        answersType: 'club',
        status: 'ongoing',
      },
    ])
    .returning({ id: surveys.id });
  if (!open || !finished || !text || !derby) throw new Error('seed: surveys');
  await db.insert(surveyAnswers).values([
    ...players.slice(11, 15).map((resourceId, position) => ({
      surveyId: open.id,
      content: 'Zawodnik',
      resourceType: 'squad_players',
      resourceId,
      answersCount: [412, 268, 133, 87][position] ?? 0,
      position,
    })),
    ...clubIds.slice(1, 5).map((resourceId, position) => ({
      surveyId: finished.id,
      content: 'Klub',
      resourceType: 'clubs',
      resourceId,
      answersCount: [188, 301, 95, 140][position] ?? 0,
      position,
    })),
    ...['15:00', '18:00', '20:30'].map((content, position) => ({
      surveyId: text.id,
      content,
      answersCount: [52, 147, 233][position] ?? 0,
      position,
    })),
    // The club against its first league rival: two answers.
    ...clubIds.slice(0, 2).map((resourceId, position) => ({
      surveyId: derby.id,
      content: 'Klub',
      resourceType: 'clubs',
      resourceId,
      answersCount: [356, 121][position] ?? 0,
      position,
    })),
  ]);

  const [openQuiz, endedQuiz] = await db
    .insert(quizzes)
    .values([
      {
        name: 'Wielki quiz wiedzy o klubie',
        imageId: ctx.image('photo-08'),
        endTime: dayAt(ctx.now, 30, 23, 59),
        numberOfAttemptQuestions: 5,
        secondsForAnswer: 15,
        prize: { name: 'Koszulka meczowa z autografami', value: 399, currency: 'PLN' },
      },
      {
        name: 'Quiz jesienny: historia derbów',
        imageId: ctx.image('photo-09'),
        endTime: dayAt(ctx.now, -10, 23, 59),
        numberOfAttemptQuestions: 5,
        secondsForAnswer: 20,
        prize: { name: 'Dwa bilety na mecz', value: 200 },
      },
    ])
    .returning({ id: quizzes.id });
  if (!openQuiz || !endedQuiz) throw new Error('seed: quizzes');
  for (const quiz of [openQuiz, endedQuiz]) {
    const questions = await db
      .insert(quizQuestions)
      .values(
        QUESTIONS.map(([content], position) => ({
          quizId: quiz.id,
          position,
          content,
          imageId: position === 0 ? ctx.image('photo-10') : null,
        })),
      )
      .returning({ id: quizQuestions.id, position: quizQuestions.position });
    await db.insert(quizAnswers).values(
      questions.flatMap((q) => {
        const answers = QUESTIONS[q.position]?.[1] ?? [];
        // The correct answer is the first in the table; shown in a rotated order.
        return answers.map((content, i) => ({
          questionId: q.id,
          content,
          isCorrect: i === 0,
          position: (i + q.position) % answers.length,
        }));
      }),
    );
  }
  // Both rankings are published: the open quiz's is live (its attempts: `quiz-attempts.ts`).
  await db.insert(quizRankings).values([
    { quizId: openQuiz.id, name: 'Quiz Ranking', publishedAt: dayAt(ctx.now, -7, 9) },
    { quizId: endedQuiz.id, name: 'Quiz Ranking', publishedAt: dayAt(ctx.now, -9, 12) },
  ]);
  return {
    openSurvey: open.id,
    finishedSurvey: finished.id,
    textSurvey: text.id,
    derbySurvey: derby.id,
    openQuiz: openQuiz.id,
    endedQuiz: endedQuiz.id,
  };
}
