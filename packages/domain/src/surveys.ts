import { YEAR_COOKIE_MAX_AGE_S } from './browsing';

/** 001 §9: round(count / total × 100), 0 when total is 0 (or the input is not a number). */
export function surveyPercent(count: number, total: number): number {
  if (!Number.isFinite(count) || !Number.isFinite(total) || total <= 0 || count <= 0) return 0;
  return Math.round((count / total) * 100);
}

/** 001 §3: a survey is open for votes while its status is 'ongoing'. */
export function isSurveyOpen(status: string | null | undefined): boolean {
  return (status ?? '').toLowerCase() === 'ongoing';
}

/**
 * 001 §4 "Surveys": voting is disabled when the survey is finished, the user has already voted,
 * or the user is not signed in (an answer already voted is the "already voted" case).
 */
export function canVote(survey: {
  status: string | null | undefined;
  signedIn: boolean;
  votedAnswerId: string | null;
}): boolean {
  return isSurveyOpen(survey.status) && survey.signedIn && survey.votedAnswerId === null;
}

/** 001 §9 survey cookie: a year, the whole site, SameSite Lax (`YEAR_COOKIE_ATTRIBUTES`). */
export const SURVEY_COOKIE_MAX_AGE_S = YEAR_COOKIE_MAX_AGE_S;

/**
 * 001 §4 survey cookie name `survey_{surveyId}_{token}`. `{token}` is read as the fan's stable
 * account id (`fan_user_sub`), not the user token itself, which changes at every refresh and
 * would not fit a cookie name (docs/spec-readings.md).
 */
export function surveyCookieName(surveyId: string, fanSub: string): string {
  return `survey_${surveyId}_${fanSub.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

export interface SurveyAnswerCount {
  id: string;
  count: number;
}

/**
 * 001 §4 after a vote: the chosen answer's count grows by one and every percentage is
 * recomputed over total + 1. Before (or without) a vote the percentages are over the total.
 */
export function surveyResults(
  answers: readonly SurveyAnswerCount[],
  justVotedId: string | null = null,
): { id: string; count: number; percent: number }[] {
  const counts = answers.map((a) => ({
    id: a.id,
    count: Math.max(0, a.count) + (a.id === justVotedId ? 1 : 0),
  }));
  const total = counts.reduce((sum, a) => sum + a.count, 0);
  return counts.map((a) => ({ ...a, percent: surveyPercent(a.count, total) }));
}

/** 001 §3 survey `answers_type`: player, club, or otherwise text. */
export const SURVEY_ANSWER_KINDS = ['text', 'player', 'club'] as const;
export type SurveyAnswerKind = (typeof SURVEY_ANSWER_KINDS)[number];

/** 001 §3: the kind of a survey's answers, from `answers_type` (case-insensitive; else text). */
export function surveyAnswerKind(answersType: string | null | undefined): SurveyAnswerKind {
  const type = (answersType ?? '').toLowerCase();
  return type === 'player' || type === 'club' ? type : 'text';
}
