/**
 * The quiz on the site (001 §3, §4, §9): which stage a fan sees, the question timer and its
 * progress bar, the marks on the answers, the summary figures, the ranking's paging and the
 * prize. The server's rules (points, accepted times, ranking order) are in `quiz-play.ts`.
 */
import { isQuizEnded, roundSeconds } from './quiz-play';

/** 001 §4 stages, in their order. */
export type QuizStage = 'ended' | 'start' | 'question' | 'summary' | 'ranking';

export interface QuizStageInput {
  endTime: string | null | undefined;
  now: Date;
  /** The fan's attempt has `finished_at` (from the fetched quiz, or after finishing it). */
  finished: boolean;
  /** A question has been fetched and the attempt is not finished. */
  hasQuestion: boolean;
  /** The fan asked for the ranking (from the summary or the ended stage) and may see it. */
  rankingOpen: boolean;
}

/**
 * 001 §4: ranking once the fan opened it; ended when `end_time` is in the past; summary when
 * the attempt is finished; question once the first question has been fetched; else start.
 */
export function quizStage(input: QuizStageInput): QuizStage {
  if (input.rankingOpen) return 'ranking';
  if (isQuizEnded(input.endTime, input.now)) return 'ended';
  if (input.finished) return 'summary';
  if (input.hasQuestion) return 'question';
  return 'start';
}

/**
 * 001 §4: the ranking can be seen by a signed-in fan once `quiz_ranking.published_at` is set
 * (and, as the API also requires, not in the future); a quiz without a ranking has none.
 */
export function canSeeQuizRanking(input: {
  signedIn: boolean;
  rankingId: string | null | undefined;
  publishedAt: string | null | undefined;
  now: Date;
}): boolean {
  if (!input.signedIn || !input.rankingId || !input.publishedAt) return false;
  const published = new Date(input.publishedAt).getTime();
  return !Number.isNaN(published) && published <= input.now.getTime();
}

/** 001 §9 timer: a tick every 10 ms, each taking 0.01 s off. */
export const QUIZ_TIMER_TICK_MS = 10;
export const QUIZ_TIMER_STEP_S = 0.01;

/**
 * Seconds left `elapsedMs` after the timer started at `startSeconds`: 0.01 s off for each
 * whole 10 ms tick, never below 0, 2 decimals. Counted from the elapsed time (not from how
 * many ticks ran), so a throttled background tab does not give the fan extra seconds.
 */
export function quizTimerRemaining(startSeconds: number, elapsedMs: number): number {
  if (!Number.isFinite(startSeconds) || startSeconds <= 0) return 0;
  const ticks = Math.max(0, Math.floor(elapsedMs / QUIZ_TIMER_TICK_MS));
  return Math.max(0, roundSeconds(startSeconds - ticks * QUIZ_TIMER_STEP_S));
}

/** 001 §9 progress bar: 100 − remaining / total × 100, kept within 0…100. */
export function quizTimerProgress(remaining: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 100;
  const progress = 100 - (remaining / total) * 100;
  return Math.min(100, Math.max(0, progress));
}

/** 001 §9: seconds shown with 2 decimals ('12.30'). */
export function quizSecondsText(seconds: number | null | undefined): string {
  const value = typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 0;
  return roundSeconds(Math.max(0, value)).toFixed(2);
}

/** 001 §4 step 5: the next button's label. */
export type QuizNextAction = 'next' | 'finish';

/** 'finish' ('Finish quiz') on the last question, 'next' ('Next question') before it. */
export function quizNextAction(
  questionNumber: number,
  numberOfAttemptQuestions: number,
): QuizNextAction {
  return numberOfAttemptQuestions > 0 && questionNumber >= numberOfAttemptQuestions
    ? 'finish'
    : 'next';
}

/** 001 §4 step 6: the quiz is finished once the answered count reaches the attempt's size. */
export function isQuizAttemptComplete(
  answeredCount: number,
  numberOfAttemptQuestions: number,
): boolean {
  return numberOfAttemptQuestions > 0 && answeredCount >= numberOfAttemptQuestions;
}

/** 001 §4 step 3: how an answer is marked once the question is answered. */
export type QuizAnswerMark = 'user-correct' | 'user-incorrect' | 'correct' | null;

export function quizAnswerMark(input: {
  answerId: string;
  /** The fan's answer; null on a timeout. */
  chosenId: string | null;
  correctId: string | null;
}): QuizAnswerMark {
  const { answerId, chosenId, correctId } = input;
  if (chosenId === answerId) return correctId === answerId ? 'user-correct' : 'user-incorrect';
  return correctId === answerId ? 'correct' : null;
}

export interface QuizSummary {
  /** Correct answers in % of the attempt's questions, a whole number. */
  correctPercent: number;
  points: number;
  /** Total time in seconds, 2 decimals ('31.42'). */
  totalTime: string;
}

/**
 * 001 §9 summary: correct answers % (integer, over `number_of_attempt_questions`, or the
 * answers given when that is unknown), points, total time to 2 decimals.
 */
export function quizSummary(input: {
  correctCount: number;
  answeredCount: number;
  numberOfAttemptQuestions: number;
  points: number | null | undefined;
  totalAnswersTime: number | null | undefined;
}): QuizSummary {
  const questions =
    input.numberOfAttemptQuestions > 0 ? input.numberOfAttemptQuestions : input.answeredCount;
  const correct = Math.max(0, input.correctCount);
  const correctPercent =
    questions > 0 ? Math.round((Math.min(correct, questions) / questions) * 100) : 0;
  return {
    correctPercent,
    points: input.points ?? correct,
    totalTime: quizSecondsText(input.totalAnswersTime),
  };
}

/** The fan's answers as the quiz reports them (`quiz_user_answers`). */
export interface ReportedQuizAnswer {
  answerId: string | null;
  correctAnswerId: string | null;
}

/** Correct answers counted from the fan's answers (when the quiz does not say). */
export function quizCorrectCount(answers: readonly ReportedQuizAnswer[]): number {
  return answers.filter((a) => a.answerId !== null && a.answerId === a.correctAnswerId).length;
}

/** 001 §4 ranking paging: the next page to ask for, or done. */
export interface QuizRankingPaging {
  nextPage: number;
  done: boolean;
}

export const QUIZ_RANKING_FIRST_PAGE: QuizRankingPaging = { nextPage: 1, done: false };

/**
 * 001 §4, §8: after a page arrived with `rows` rows the next one is asked for; an empty page
 * or a failed one (`rows` null) stops the loading.
 */
export function quizRankingAfterPage(
  paging: QuizRankingPaging,
  rows: number | null,
): QuizRankingPaging {
  if (paging.done) return paging;
  if (rows === null || rows <= 0) return { ...paging, done: true };
  return { nextPage: paging.nextPage + 1, done: false };
}

/** 001 §3, §9 prize currency. */
export const QUIZ_PRIZE_CURRENCY = 'PLN';

/** 001 §3 default ranking name. */
export const QUIZ_DEFAULT_RANKING_NAME = 'Quiz Ranking';

/** The ranking's name, 'Quiz Ranking' (or the site's message for it) when it has none. */
export function quizRankingName(
  name: string | null | undefined,
  fallback: string = QUIZ_DEFAULT_RANKING_NAME,
): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? fallback : trimmed;
}

export interface QuizPrizeText {
  name: string | null;
  /** '399 PLN', '49.99 PLN'; null without a value. */
  value: string | null;
}

/**
 * 001 §3, §9 prize: its name and its value in its currency, PLN by default; null when the
 * prize has neither name nor value.
 */
export function quizPrizeText(
  prize:
    | { name?: string | null; value?: number | string | null; currency?: string | null }
    | null
    | undefined,
): QuizPrizeText | null {
  if (!prize) return null;
  const nameText = prize.name?.trim() ?? '';
  const name = nameText === '' ? null : nameText;
  const amount = typeof prize.value === 'string' ? Number(prize.value) : prize.value;
  const code = prize.currency?.trim().toUpperCase() ?? '';
  const currency = code === '' ? QUIZ_PRIZE_CURRENCY : code;
  const value =
    typeof amount === 'number' && Number.isFinite(amount) && amount > 0
      ? `${Number.isInteger(amount) ? String(amount) : amount.toFixed(2)} ${currency}`
      : null;
  return name !== null || value !== null ? { name, value } : null;
}

/**
 * Issue 30: the least time, in seconds per answered question, a person needs to read a
 * question and its answers and pick one. An attempt whose stored time (`total_answers_time`,
 * timeouts counted in full) is below this times its answered questions was not played by a
 * person (a script answering from a harvested key), and is kept out of the ranking.
 */
export const QUIZ_MIN_SECONDS_PER_ANSWER = 1;

/**
 * Whether a finished attempt was played faster than humanly possible: it has answers and its
 * time used is below `QUIZ_MIN_SECONDS_PER_ANSWER` for each of them (counted in hundredths,
 * as stored). An attempt without answers is no run at all (the zero-time rule drops it).
 */
export function isAttemptTooFast(attempt: {
  totalAnswersTime: number;
  answeredCount: number;
}): boolean {
  if (!(attempt.answeredCount > 0)) return false;
  const used = Math.round(attempt.totalAnswersTime * 100);
  return used < Math.round(QUIZ_MIN_SECONDS_PER_ANSWER * 100) * attempt.answeredCount;
}
