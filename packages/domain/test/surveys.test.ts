import { describe, expect, it } from 'vitest';
import { YEAR_COOKIE_ATTRIBUTES, YEAR_COOKIE_MAX_AGE_S } from '../src/browsing';
import {
  canVote,
  isSurveyOpen,
  SURVEY_ANSWER_KINDS,
  SURVEY_COOKIE_MAX_AGE_S,
  surveyAnswerKind,
  surveyCookieName,
  surveyResults,
} from '../src/surveys';

describe('001 §3, §4 surveys', () => {
  it.each([
    ['ongoing', true],
    ['ONGOING', true],
    ['finished', false],
    ['published', false],
    [null, false],
  ])('status %s → open %s', (status, open) => {
    expect(isSurveyOpen(status)).toBe(open);
  });

  it.each([
    ['open, signed in, not voted', 'ongoing', true, null, true],
    ['finished', 'finished', true, null, false],
    ['already voted', 'ongoing', true, '5', false],
    ['not signed in', 'ongoing', false, null, false],
  ])('canVote: %s → %s', (_name, status, signedIn, votedAnswerId, can) => {
    expect(canVote({ status, signedIn, votedAnswerId })).toBe(can);
  });

  it('the cookie names the survey and the fan (characters a cookie name allows)', () => {
    expect(surveyCookieName('12', 'fan-0a1b')).toBe('survey_12_fan-0a1b');
    expect(surveyCookieName('12', 'a;b=c d')).toBe('survey_12_abcd');
  });

  it('results: percentages over the total; after a vote over total + 1', () => {
    const answers = [
      { id: '1', count: 1 },
      { id: '2', count: 2 },
      { id: '3', count: 0 },
    ];
    expect(surveyResults(answers).map((a) => a.percent)).toEqual([33, 67, 0]);
    const after = surveyResults(answers, '3');
    expect(after.map((a) => [a.count, a.percent])).toEqual([
      [1, 25],
      [2, 50],
      [1, 25],
    ]);
    expect(surveyResults([{ id: '1', count: 0 }]).map((a) => a.percent)).toEqual([0]);
  });
});

describe('001 §9 survey cookie (and 000 §9 year cookies)', () => {
  it('max-age 31536000 s (1 year), path /, SameSite Lax', () => {
    expect(SURVEY_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect(YEAR_COOKIE_MAX_AGE_S).toBe(SURVEY_COOKIE_MAX_AGE_S);
    expect(YEAR_COOKIE_ATTRIBUTES).toBe('max-age=31536000; path=/; SameSite=Lax');
  });
});

describe('001 §3 survey answers_type: player | club | otherwise text', () => {
  it.each([
    ['player', 'player'],
    ['club', 'club'],
    ['Club', 'club'],
    ['content', 'text'],
    ['squad_members', 'text'],
    ['', 'text'],
    [null, 'text'],
    [undefined, 'text'],
  ])('%j → %s', (answersType, kind) => {
    expect(surveyAnswerKind(answersType)).toBe(kind);
    expect(SURVEY_ANSWER_KINDS).toContain(kind);
  });
});
