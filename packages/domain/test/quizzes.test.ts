import { describe, expect, it } from 'vitest';
import {
  canSeeQuizRanking,
  isAttemptTooFast,
  isQuizAttemptComplete,
  QUIZ_MIN_SECONDS_PER_ANSWER,
  QUIZ_RANKING_FIRST_PAGE,
  quizAnswerMark,
  quizCorrectCount,
  quizNextAction,
  quizPrizeText,
  quizRankingAfterPage,
  quizRankingName,
  quizSecondsText,
  quizStage,
  quizSummary,
  quizTimerProgress,
  quizTimerRemaining,
  type QuizStage,
} from '../src/quizzes';

const NOW = new Date('2026-03-10T12:00:00Z');
const FUTURE = '2026-04-01T00:00:00Z';
const PAST = '2026-03-01T00:00:00Z';

describe('001 §4 quiz stages', () => {
  it.each<[string, string | null, boolean, boolean, boolean, QuizStage]>([
    ['not started', FUTURE, false, false, false, 'start'],
    ['no end time', null, false, false, false, 'start'],
    ['first question fetched', FUTURE, false, true, false, 'question'],
    [
      'finished (fetched with finished_at, or just finished)',
      FUTURE,
      true,
      false,
      false,
      'summary',
    ],
    ['finished wins over a question still on screen', FUTURE, true, true, false, 'summary'],
    ['end_time in the past', PAST, false, false, false, 'ended'],
    ['ended even when the fan had finished', PAST, true, false, false, 'ended'],
    ['end_time exactly now is past', NOW.toISOString(), false, false, false, 'ended'],
    ['ranking opened from the summary', FUTURE, true, false, true, 'ranking'],
    ['ranking opened from ended', PAST, false, false, true, 'ranking'],
  ])('%s → %s', (_name, endTime, finished, hasQuestion, rankingOpen, stage) => {
    expect(quizStage({ endTime, now: NOW, finished, hasQuestion, rankingOpen })).toBe(stage);
  });

  it.each<[string, boolean, string | null, string | null, boolean]>([
    ['signed in, published', true, '3', PAST, true],
    ['anonymous', false, '3', PAST, false],
    ['not published (published_at null)', true, '3', null, false],
    ['published in the future', true, '3', FUTURE, false],
    ['no ranking', true, null, PAST, false],
    ['unreadable date', true, '3', 'soon', false],
  ])('ranking visible: %s → %s', (_name, signedIn, rankingId, publishedAt, visible) => {
    expect(canSeeQuizRanking({ signedIn, rankingId, publishedAt, now: NOW })).toBe(visible);
  });
});

describe('001 §9 quiz timer', () => {
  it.each([
    [15, 0, 15],
    [15, 9, 15],
    [15, 10, 14.99],
    [15, 1000, 14],
    [15, 14_990, 0.01],
    [15, 15_000, 0],
    [15, 60_000, 0],
    [9.87, 20, 9.85],
    [0, 10, 0],
  ])('from %s s, %s ms later: %s s left (0.01 s per 10 ms)', (start, elapsed, left) => {
    expect(quizTimerRemaining(start, elapsed)).toBe(left);
  });

  it.each([
    [15, 15, 0],
    [7.5, 15, 50],
    [0, 15, 100],
    [3, 20, 85],
    [16, 15, 0],
    [5, 0, 100],
  ])('progress with %s of %s s left: %s', (remaining, total, progress) => {
    expect(quizTimerProgress(remaining, total)).toBeCloseTo(progress, 10);
  });

  it.each([
    [15, '15.00'],
    [9.8, '9.80'],
    [0.005, '0.01'],
    [-1, '0.00'],
    [null, '0.00'],
    [31.416, '31.42'],
  ])('%s s shown as %s', (seconds, text) => {
    expect(quizSecondsText(seconds)).toBe(text);
  });
});

describe('001 §4 question flow', () => {
  it.each([
    [1, 6, 'next'],
    [5, 6, 'next'],
    [6, 6, 'finish'],
    [1, 1, 'finish'],
    [3, 0, 'next'],
  ])('question %s of %s → %s', (number, count, action) => {
    expect(quizNextAction(number, count)).toBe(action);
  });

  it.each([
    [5, 6, false],
    [6, 6, true],
    [7, 6, true],
    [0, 0, false],
  ])('%s answered of %s → finished %s', (answered, count, done) => {
    expect(isQuizAttemptComplete(answered, count)).toBe(done);
  });

  it.each([
    ['the fan chose the correct answer', 'a', 'a', 'a', 'user-correct'],
    ['the fan chose a wrong answer', 'b', 'b', 'a', 'user-incorrect'],
    ['the correct one shown beside a wrong choice', 'a', 'b', 'a', 'correct'],
    ['another answer stays unmarked', 'c', 'b', 'a', null],
    ['timeout: the correct one shown', 'a', null, 'a', 'correct'],
    ['timeout: the others unmarked', 'b', null, 'a', null],
    ['answer not known yet', 'b', 'b', null, 'user-incorrect'],
  ])('%s', (_name, answerId, chosenId, correctId, mark) => {
    expect(quizAnswerMark({ answerId, chosenId, correctId })).toBe(mark);
  });
});

describe('001 §9 summary', () => {
  it.each([
    [4, 6, 6, 4, 31.416, { correctPercent: 67, points: 4, totalTime: '31.42' }],
    [6, 6, 6, 6, 12, { correctPercent: 100, points: 6, totalTime: '12.00' }],
    [0, 6, 6, 0, 90, { correctPercent: 0, points: 0, totalTime: '90.00' }],
    [1, 3, 0, null, null, { correctPercent: 33, points: 1, totalTime: '0.00' }],
    [0, 0, 0, 0, 0, { correctPercent: 0, points: 0, totalTime: '0.00' }],
  ])(
    '%s correct, %s answered of %s: %o',
    (correctCount, answeredCount, numberOfAttemptQuestions, points, totalAnswersTime, summary) => {
      expect(
        quizSummary({
          correctCount,
          answeredCount,
          numberOfAttemptQuestions,
          points,
          totalAnswersTime,
        }),
      ).toEqual(summary);
    },
  );

  it('correct answers counted from the fan answers (a timeout is never correct)', () => {
    expect(
      quizCorrectCount([
        { answerId: '1', correctAnswerId: '1' },
        { answerId: '2', correctAnswerId: '3' },
        { answerId: null, correctAnswerId: '4' },
        { answerId: null, correctAnswerId: null },
      ]),
    ).toBe(1);
  });
});

describe('001 §4, §8 ranking paging', () => {
  it('asks for page 1, 2, 3… and stops on an empty page', () => {
    let paging = QUIZ_RANKING_FIRST_PAGE;
    const asked: number[] = [];
    for (const rows of [10, 10, 3, 0, 10]) {
      if (paging.done) break;
      asked.push(paging.nextPage);
      paging = quizRankingAfterPage(paging, rows);
    }
    expect(asked).toEqual([1, 2, 3, 4]);
    expect(paging.done).toBe(true);
  });

  it('a failed page stops the loading; a stopped one stays stopped', () => {
    const failed = quizRankingAfterPage({ nextPage: 2, done: false }, null);
    expect(failed).toEqual({ nextPage: 2, done: true });
    expect(quizRankingAfterPage(failed, 10)).toEqual(failed);
  });

  it("the ranking's default name is 'Quiz Ranking'", () => {
    expect(quizRankingName(null)).toBe('Quiz Ranking');
    expect(quizRankingName('  ')).toBe('Quiz Ranking');
    expect(quizRankingName('Ranking jesienny')).toBe('Ranking jesienny');
  });
});

describe('001 §3, §9 prize in PLN', () => {
  it.each([
    [
      { name: 'Koszulka', value: 399, currency: 'PLN' },
      { name: 'Koszulka', value: '399 PLN' },
    ],
    [
      { name: 'Bilety', value: 200 },
      { name: 'Bilety', value: '200 PLN' },
    ],
    [
      { value: '49.5', currency: null },
      { name: null, value: '49.50 PLN' },
    ],
    [
      { name: 'Szalik', value: 0 },
      { name: 'Szalik', value: null },
    ],
    [
      { name: 'Gadżet', value: 10, currency: 'eur' },
      { name: 'Gadżet', value: '10 EUR' },
    ],
    [{ name: ' ', value: null }, null],
    [null, null],
  ])('%o → %o', (prize, text) => {
    expect(quizPrizeText(prize)).toEqual(text);
  });
});

describe('issue 30: attempts faster than humanly possible', () => {
  it('a second per answered question at least; below it the attempt is not ranked', () => {
    expect(QUIZ_MIN_SECONDS_PER_ANSWER).toBe(1);
    expect(isAttemptTooFast({ totalAnswersTime: 0.5, answeredCount: 5 })).toBe(true);
    expect(isAttemptTooFast({ totalAnswersTime: 4.99, answeredCount: 5 })).toBe(true);
    expect(isAttemptTooFast({ totalAnswersTime: 5, answeredCount: 5 })).toBe(false);
    expect(isAttemptTooFast({ totalAnswersTime: 31.42, answeredCount: 5 })).toBe(false);
  });

  it('a timeout counts its whole time: quick clicks around one timeout are a person', () => {
    // 4 answers in 0.2 s each and one timeout of 15 s (the e2e fan's run).
    expect(isAttemptTooFast({ totalAnswersTime: 15.8, answeredCount: 5 })).toBe(false);
  });

  it('an attempt without answers is not judged here (the zero-time rule drops it)', () => {
    expect(isAttemptTooFast({ totalAnswersTime: 0, answeredCount: 0 })).toBe(false);
  });
});
