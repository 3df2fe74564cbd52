import { describe, expect, it } from 'vitest';
import {
  acceptedAnswerTime,
  attemptTotals,
  compareQuizAttempts,
  correctAnswerIn,
  isQuizEnded,
  isRankedAttempt,
  QUIZ_ANSWER_GRACE_S,
  quizAnswerPoints,
  remainingTimeShown,
  roundSeconds,
  type RankedAttempt,
  QUIZ_RANKING_FILTER,
  QUIZ_RANKING_PAGE_SIZE,
  QUIZ_RANKING_SORT,
  QUIZ_RANKING_SORT_FIELDS,
} from '../src/quiz-play';

describe('001 §3, §7 quiz play: time and points', () => {
  it('1 point per correct answer, none otherwise', () => {
    expect(quizAnswerPoints(true)).toBe(1);
    expect(quizAnswerPoints(false)).toBe(0);
  });

  it('seconds to 2 decimals', () => {
    expect(roundSeconds(3.14159)).toBe(3.14);
    expect(roundSeconds(2.005 + 1e-9)).toBe(2.01);
    expect(roundSeconds(Number.NaN)).toBe(0);
  });

  it.each([
    // claimed, elapsed, accepted: the claim stands while the server's clock allows it
    ['an honest answer', 11.5, 3.5, 11.5, false],
    ['a claim within the grace above the server stands', 12.4, 3, 12.4, false],
    ['a claim past the grace is cut to server + grace', 13.6, 3, 13, false],
    ['a claim larger than the server allows is clamped', 15, 10, 5 + QUIZ_ANSWER_GRACE_S, false],
    ['never above seconds_for_answer', 99, 0, 15, false],
    ['never below 0', -3, 2, 0, false],
    ['just inside the grace after the clock ran out', 1, 15.8, 0.2, false],
    ['past the grace: a timeout', 4, 16.5, 0, true],
  ])('%s', (_name, claimed, elapsed, answerTime, timedOut) => {
    expect(acceptedAnswerTime({ claimed, secondsForAnswer: 15, elapsedSeconds: elapsed })).toEqual({
      answerTime,
      timedOut,
    });
  });

  it('keeps 2 decimals and takes another grace when given', () => {
    expect(acceptedAnswerTime({ claimed: 7.123, secondsForAnswer: 15, elapsedSeconds: 1 })).toEqual(
      { answerTime: 7.12, timedOut: false },
    );
    expect(
      acceptedAnswerTime({ claimed: 9, secondsForAnswer: 15, elapsedSeconds: 10, graceSeconds: 0 }),
    ).toEqual({ answerTime: 5, timedOut: false });
  });

  it('remaining time shown: the server clock, never below 0', () => {
    expect(remainingTimeShown(15, 2.346)).toBe(12.65);
    expect(remainingTimeShown(15, 40)).toBe(0);
    expect(remainingTimeShown(15, -1)).toBe(15);
  });

  it('totals: time used over every answer, and over the correct ones, exact to hundredths', () => {
    const totals = attemptTotals(
      [
        { answerTime: 12.1, correct: true },
        { answerTime: 0, correct: false },
        { answerTime: 14.9, correct: true },
        { answerTime: 3.33, correct: false },
      ],
      15,
    );
    expect(totals).toEqual({
      points: 2,
      totalAnswersTime: 2.9 + 15 + 0.1 + 11.67,
      correctAnswersTime: 3,
      answeredCount: 4,
      correctCount: 2,
    });
    expect(attemptTotals([], 15)).toEqual({
      points: 0,
      totalAnswersTime: 0,
      correctAnswersTime: 0,
      answeredCount: 0,
      correctCount: 0,
    });
  });

  it('ranking order: -points, total_answers_time, finished_at, correct_answers_time', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));
    const attempt = (name: string, rest: RankedAttempt) => ({ name, ...rest });
    const attempts = [
      attempt('slow', {
        points: 5,
        totalAnswersTime: 40,
        finishedAt: at(1),
        correctAnswersTime: 9,
      }),
      attempt('later', {
        points: 5,
        totalAnswersTime: 30,
        finishedAt: at(5),
        correctAnswersTime: 1,
      }),
      attempt('less', {
        points: 4,
        totalAnswersTime: 10,
        finishedAt: at(0),
        correctAnswersTime: 1,
      }),
      attempt('tied', {
        points: 5,
        totalAnswersTime: 30,
        finishedAt: at(2),
        correctAnswersTime: 8,
      }),
      attempt('best', {
        points: 5,
        totalAnswersTime: 30,
        finishedAt: at(2),
        correctAnswersTime: 7,
      }),
    ];
    expect([...attempts].sort(compareQuizAttempts).map((a) => a.name)).toEqual([
      'best',
      'tied',
      'later',
      'slow',
      'less',
    ]);
  });

  it('ranked: not banned, finished, some time used', () => {
    const finishedAt = new Date();
    expect(isRankedAttempt({ isBanned: false, finishedAt, totalAnswersTime: 3 })).toBe(true);
    expect(isRankedAttempt({ isBanned: true, finishedAt, totalAnswersTime: 3 })).toBe(false);
    expect(isRankedAttempt({ isBanned: false, finishedAt: null, totalAnswersTime: 3 })).toBe(false);
    expect(isRankedAttempt({ isBanned: false, finishedAt, totalAnswersTime: 0 })).toBe(false);
  });

  it('ended: end_time in the past', () => {
    const now = new Date(Date.UTC(2026, 10, 20, 12));
    expect(isQuizEnded('2026-11-20T11:59:59Z', now)).toBe(true);
    expect(isQuizEnded(new Date(Date.UTC(2026, 10, 21)), now)).toBe(false);
    expect(isQuizEnded(null, now)).toBe(false);
    expect(isQuizEnded('not a date', now)).toBe(false);
  });
});

describe('issue 30: when the correct answer may be shown', () => {
  it('at once for a chosen answer, whenever it came', () => {
    expect(correctAnswerIn({ chosen: true, secondsForAnswer: 15, elapsedSeconds: 0.2 })).toBe(0);
  });

  it('for a null answer, only once the server says the time is up', () => {
    expect(correctAnswerIn({ chosen: false, secondsForAnswer: 15, elapsedSeconds: 0.3 })).toBe(
      14.7,
    );
    expect(correctAnswerIn({ chosen: false, secondsForAnswer: 15, elapsedSeconds: 14.5 })).toBe(
      0.5,
    );
    expect(correctAnswerIn({ chosen: false, secondsForAnswer: 15, elapsedSeconds: 15 })).toBe(0);
    expect(correctAnswerIn({ chosen: false, secondsForAnswer: 15, elapsedSeconds: 60 })).toBe(0);
  });

  it("forgives the hundredth the site's timer may be ahead (remaining_time is rounded)", () => {
    expect(correctAnswerIn({ chosen: false, secondsForAnswer: 15, elapsedSeconds: 14.995 })).toBe(
      0,
    );
    expect(correctAnswerIn({ chosen: false, secondsForAnswer: 15, elapsedSeconds: 14.9 })).toBe(
      0.1,
    );
  });

  it("never more than the question's seconds; a broken clock reveals nothing", () => {
    expect(correctAnswerIn({ chosen: false, secondsForAnswer: 15, elapsedSeconds: -5 })).toBe(15);
    expect(
      correctAnswerIn({ chosen: false, secondsForAnswer: 15, elapsedSeconds: Number.NaN }),
    ).toBe(15);
  });
});

describe('001 §7 ranking query (GET quiz_rankings/{id}/quiz_user_attempts), 001 §9 page size', () => {
  it("sort '-points,total_answers_time,finished_at,correct_answers_time'", () => {
    expect(QUIZ_RANKING_SORT).toBe('-points,total_answers_time,finished_at,correct_answers_time');
    expect(QUIZ_RANKING_SORT_FIELDS.join(',')).toBe(QUIZ_RANKING_SORT);
  });

  it("filters is_banned eq 'false', finished_at not_null, total_answers_time not_eq 0", () => {
    expect(QUIZ_RANKING_FILTER).toEqual({
      is_banned_eq: false,
      finished_at_not_null: true,
      total_answers_time_not_eq: 0,
    });
  });

  it('pages of 10', () => {
    expect(QUIZ_RANKING_PAGE_SIZE).toBe(10);
  });

  it('the sort fields order attempts as compareQuizAttempts does', () => {
    const at = (points: number, total: number, finished: string, correct: number) => ({
      points,
      totalAnswersTime: total,
      finishedAt: new Date(finished),
      correctAnswersTime: correct,
    });
    const attempts = [
      at(3, 20, '2026-05-10T18:00:02Z', 5),
      at(5, 30, '2026-05-10T18:00:00Z', 9),
      at(3, 20, '2026-05-10T18:00:01Z', 6),
      at(3, 20, '2026-05-10T18:00:01Z', 4),
      at(3, 10, '2026-05-10T18:00:09Z', 9),
    ];
    const keyOf = {
      points: 'points',
      total_answers_time: 'totalAnswersTime',
      finished_at: 'finishedAt',
      correct_answers_time: 'correctAnswersTime',
    } as const;
    const bySortFields = [...attempts].sort((a, b) => {
      for (const field of QUIZ_RANKING_SORT_FIELDS) {
        const key = keyOf[field.replace(/^-/, '') as keyof typeof keyOf];
        const diff = Number(a[key]) - Number(b[key]);
        if (diff !== 0) return field.startsWith('-') ? -diff : diff;
      }
      return 0;
    });
    expect(bySortFields).toEqual([...attempts].sort(compareQuizAttempts));
  });
});
