/**
 * Quiz play (001 §3, §4, §7, §9): the server is the authority on time and score. An answer's
 * `answer_time` is the seconds left when it was given (2 decimals); the server accepts at most
 * what its own clock allows (plus a grace for the network), and gives 1 point per correct
 * answer. The ranking orders attempts by `-points, total_answers_time, finished_at,
 * correct_answers_time` (001 §7).
 */

/** Seconds of network latency forgiven between the fan's clock and the server's. */
export const QUIZ_ANSWER_GRACE_S = 1;

/** Points one correct answer gives (a wrong answer or a timeout gives none). */
export const QUIZ_POINTS_PER_CORRECT_ANSWER = 1;

/** 001 §9: a ranking page holds 10 attempts. */
export const QUIZ_RANKING_PAGE_SIZE = 10;

/** 001 §7: the ranking's sort fields, in order ('-' descending). */
export const QUIZ_RANKING_SORT_FIELDS = [
  '-points',
  'total_answers_time',
  'finished_at',
  'correct_answers_time',
] as const;

/** 001 §7: the ranking's `sort` as the site sends it. */
export const QUIZ_RANKING_SORT = QUIZ_RANKING_SORT_FIELDS.join(',');

/**
 * 001 §7: the ranking's filters as the site sends them (`is_banned eq false`, `finished_at
 * not_null`, `total_answers_time not_eq 0`); the server applies them whatever their values.
 */
export const QUIZ_RANKING_FILTER = {
  is_banned_eq: false,
  finished_at_not_null: true,
  total_answers_time_not_eq: 0,
} as const;

/** A number of seconds to 2 decimals (hundredths), as stored and shown. */
export function roundSeconds(seconds: number): number {
  if (!Number.isFinite(seconds)) return 0;
  return Math.round(seconds * 100) / 100;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Points an answer earns. */
export function quizAnswerPoints(correct: boolean): number {
  return correct ? QUIZ_POINTS_PER_CORRECT_ANSWER : 0;
}

/** Seconds the server's clock leaves on a question served `elapsedSeconds` ago (may be < 0). */
export function serverRemainingSeconds(secondsForAnswer: number, elapsedSeconds: number): number {
  return secondsForAnswer - elapsedSeconds;
}

/** `remaining_time` as `next_question` reports it: never below 0, 2 decimals. */
export function remainingTimeShown(secondsForAnswer: number, elapsedSeconds: number): number {
  return roundSeconds(
    clamp(serverRemainingSeconds(secondsForAnswer, elapsedSeconds), 0, secondsForAnswer),
  );
}

export interface AcceptedAnswerTime {
  /** The seconds left the server accepts (2 decimals, 0 … seconds_for_answer). */
  answerTime: number;
  /** The server's clock ran out (past the grace): stored as a timeout, whatever was chosen. */
  timedOut: boolean;
}

/**
 * The `answer_time` the server accepts for an answer claiming `claimed` seconds left, on a
 * question served `elapsedSeconds` ago: `clamp(min(claimed, serverRemaining + grace), 0,
 * seconds_for_answer)`. When the server's remaining time is below `−grace` the answer came too
 * late: a timeout (0 seconds left, not correct).
 */
export function acceptedAnswerTime(input: {
  claimed: number;
  secondsForAnswer: number;
  elapsedSeconds: number;
  graceSeconds?: number;
}): AcceptedAnswerTime {
  const grace = input.graceSeconds ?? QUIZ_ANSWER_GRACE_S;
  const remaining = serverRemainingSeconds(input.secondsForAnswer, input.elapsedSeconds);
  if (!(remaining >= -grace)) return { answerTime: 0, timedOut: true };
  const claimed = Number.isFinite(input.claimed) ? input.claimed : 0;
  const accepted = clamp(Math.min(claimed, remaining + grace), 0, input.secondsForAnswer);
  return { answerTime: roundSeconds(accepted), timedOut: false };
}

/**
 * Seconds of slack when deciding a question's time is up: `remaining_time` is sent rounded to
 * hundredths, so a site's timer may reach 0 up to 0.005 s before the server's clock does.
 */
export const QUIZ_TIME_UP_TOLERANCE_S = 0.01;

/**
 * Issue 30: seconds until the correct answer of a stored answer may be shown, 0 when it may be
 * shown now. It is shown once the fan's answer is stored with a chosen answer, or, for a null
 * answer (timeout, leaving, giving up), once the question's time is up on the server's clock
 * (`elapsedSeconds` since it was served ≥ `seconds_for_answer`). A null answer sent early is
 * stored as given up but tells nothing until then, so an account cannot harvest the key by
 * giving up at once.
 */
export function correctAnswerIn(input: {
  chosen: boolean;
  secondsForAnswer: number;
  elapsedSeconds: number;
}): number {
  if (input.chosen) return 0;
  const left = serverRemainingSeconds(input.secondsForAnswer, input.elapsedSeconds);
  if (!Number.isFinite(left)) return input.secondsForAnswer;
  return left <= QUIZ_TIME_UP_TOLERANCE_S
    ? 0
    : roundSeconds(Math.min(left, input.secondsForAnswer));
}

/** One stored answer of an attempt, as the totals need it. */
export interface ScoredAnswer {
  /** Seconds left when answered (0 for a timeout). */
  answerTime: number;
  correct: boolean;
}

export interface AttemptTotals {
  points: number;
  /** Σ (seconds_for_answer − answer_time) over every answer: the time used, 2 decimals. */
  totalAnswersTime: number;
  /** The same over the correct answers only. */
  correctAnswersTime: number;
  answeredCount: number;
  correctCount: number;
}

/** An attempt's score from its answers (counted in hundredths, so sums stay exact). */
export function attemptTotals(
  answers: readonly ScoredAnswer[],
  secondsForAnswer: number,
): AttemptTotals {
  let points = 0;
  let total = 0;
  let correctTime = 0;
  let correctCount = 0;
  for (const answer of answers) {
    const left = clamp(roundSeconds(answer.answerTime), 0, secondsForAnswer);
    const used = Math.round((secondsForAnswer - left) * 100);
    total += used;
    points += quizAnswerPoints(answer.correct);
    if (answer.correct) {
      correctTime += used;
      correctCount += 1;
    }
  }
  return {
    points,
    totalAnswersTime: total / 100,
    correctAnswersTime: correctTime / 100,
    answeredCount: answers.length,
    correctCount,
  };
}

/** What the ranking orders attempts by. */
export interface RankedAttempt {
  points: number;
  totalAnswersTime: number;
  finishedAt: Date;
  correctAnswersTime: number;
}

/** 001 §7 ranking order: more points first, then less time, earlier finish, less correct time. */
export function compareQuizAttempts(a: RankedAttempt, b: RankedAttempt): number {
  return (
    b.points - a.points ||
    a.totalAnswersTime - b.totalAnswersTime ||
    a.finishedAt.getTime() - b.finishedAt.getTime() ||
    a.correctAnswersTime - b.correctAnswersTime
  );
}

/**
 * Whether an attempt has a place in a ranking (001 §7 filters): not banned, finished, and
 * with some time used (a zero-time attempt is not a real run).
 */
export function isRankedAttempt(attempt: {
  isBanned: boolean;
  finishedAt: Date | null;
  totalAnswersTime: number;
}): boolean {
  return !attempt.isBanned && attempt.finishedAt !== null && attempt.totalAnswersTime !== 0;
}

/** 001 §4 ended stage: the quiz's `end_time` is in the past. */
export function isQuizEnded(endTime: Date | string | null | undefined, now: Date): boolean {
  if (endTime === null || endTime === undefined) return false;
  const end = endTime instanceof Date ? endTime : new Date(endTime);
  return !Number.isNaN(end.getTime()) && end.getTime() <= now.getTime();
}
