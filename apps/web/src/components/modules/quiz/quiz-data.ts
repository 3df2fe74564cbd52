import type { ApiClient } from '@trybuna/api-client/client';
import type * as QuizCalls from '@trybuna/api-client/calls/quizzes';
import type { Quiz, QuizUserAnswer, QuizUserAttempt } from '@trybuna/api-client';
import {
  quizCorrectCount,
  quizPrizeText,
  quizSecondsText,
  quizSummary,
  type QuizPrizeText,
  type QuizSummary,
} from '@trybuna/domain';
import { quizQuestionImage } from './quiz-view';
import type { SavedAnswer, ServedQuestion } from './quiz-session';

/** The quiz calls module and the client, once loaded in the browser. */
export interface LoadedQuizApi {
  api: typeof QuizCalls;
  client: ApiClient;
}

/** A question from `next_question` as the card shows it (answers without content dropped). */
export function servedQuestion(next: QuizCalls.NextQuizQuestion): ServedQuestion {
  const { question, meta } = next;
  return {
    question: {
      id: question.id,
      number: meta.question_number ?? 1,
      content: question.content?.trim() ?? '',
      image: quizQuestionImage(question.image),
      imageAlt: question.image?.description?.trim() ?? '',
      answers: (question.quiz_answers ?? []).flatMap((answer) => {
        const content = answer.content?.trim() ?? '';
        return content === '' ? [] : [{ id: answer.id, content }];
      }),
    },
    count: meta.number_of_attempt_questions ?? null,
    total: meta.seconds_for_answer ?? null,
    remaining: meta.remaining_time ?? null,
  };
}

/** What `POST quiz_user_answers` answered. */
export function savedAnswer(saved: QuizUserAnswer): SavedAnswer {
  return {
    correctId: saved.correct_quiz_answer_id ?? null,
    timedOut: saved.timed_out === true,
    revealIn: saved.correct_answer_in ?? 0,
  };
}

/**
 * The fan's stored answer to `questionId` as the quiz reports it now (issue 30: the correct
 * answer of a null answer sent before the server's time was up comes later), or null.
 */
export function storedAnswerOf(quiz: Quiz, questionId: string): SavedAnswer | null {
  const answer = (quiz.quiz_user_answers ?? []).find((a) => a.quiz_question?.id === questionId);
  return answer ? savedAnswer(answer) : null;
}

/** 001 §9 summary of a finished attempt, from the quiz the API answered. */
export function quizSummaryOf(quiz: Quiz, numberOfAttemptQuestions: number): QuizSummary {
  const answers = quiz.quiz_user_answers ?? [];
  const correctCount =
    quiz.correct_count ??
    quizCorrectCount(
      answers.map((answer) => ({
        answerId: answer.quiz_answer?.id ?? null,
        correctAnswerId: answer.correct_quiz_answer_id ?? null,
      })),
    );
  return quizSummary({
    correctCount,
    answeredCount: quiz.answered_count ?? answers.length,
    numberOfAttemptQuestions: quiz.number_of_attempt_questions ?? numberOfAttemptQuestions,
    points: quiz.points,
    totalAnswersTime: quiz.total_answers_time,
  });
}

interface QuizRankingRef {
  id: string;
  name: string | null;
  publishedAt: string | null;
}

/** What the fan's own read of the quiz adds to the page's data. */
export interface FanQuiz {
  answeredCount: number;
  summary: QuizSummary | null;
  ranking: QuizRankingRef | null;
  prize: QuizPrizeText | null;
  numberOfAttemptQuestions: number | null;
  secondsForAnswer: number | null;
}

export function fanQuizOf(quiz: Quiz, numberOfAttemptQuestions: number): FanQuiz {
  const ranking = quiz.quiz_ranking;
  return {
    answeredCount: quiz.answered_count ?? quiz.quiz_user_answers?.length ?? 0,
    summary: quiz.finished_at ? quizSummaryOf(quiz, numberOfAttemptQuestions) : null,
    ranking: ranking
      ? { id: ranking.id, name: ranking.name ?? null, publishedAt: ranking.published_at ?? null }
      : null,
    prize: quizPrizeText(quiz.quiz_prize),
    numberOfAttemptQuestions: quiz.number_of_attempt_questions ?? null,
    secondsForAnswer: quiz.seconds_for_answer ?? null,
  };
}

/** One ranking row as the list shows it. */
export interface QuizRankingRow {
  id: string;
  position: number | null;
  nickname: string;
  /** Only a picture the page may load (the API's origin, as the CSP's img-src allows). */
  avatarUrl: string | null;
  points: number;
  /** Seconds, 2 decimals. */
  time: string;
  own: boolean;
}

function allowedAvatar(url: string | null | undefined, apiBase: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, apiBase);
    return parsed.origin === new URL(apiBase).origin ? parsed.href : null;
  } catch {
    return null;
  }
}

export function quizRankingRow(attempt: QuizUserAttempt, apiBase: string): QuizRankingRow {
  const nickname = attempt.user?.nickname?.trim() ?? '';
  return {
    id: attempt.id,
    position: attempt.position ?? null,
    nickname: nickname === '' ? '—' : nickname,
    avatarUrl: allowedAvatar(attempt.user?.avatar_url, apiBase),
    points: attempt.points ?? 0,
    time: quizSecondsText(attempt.total_answers_time),
    own: attempt.own === true,
  };
}

/**
 * 001 §4 step 7: the null answer (0 s) of the question the fan leaves, as a `keepalive`
 * request started at once (the page is going away), with the last token the quiz used.
 */
export function sendLeaveAnswer(
  loaded: LoadedQuizApi | null,
  quizId: string,
  questionId: string,
  token: string | null,
): void {
  if (!loaded || !token) return;
  loaded.api
    .postQuizAnswer(
      loaded.client,
      { quizId, questionId, answerId: null, answerTime: 0 },
      { userToken: token, keepalive: true },
    )
    .catch(() => undefined);
}
