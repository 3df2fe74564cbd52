import { describe, expect, it } from 'vitest';
import {
  counterHeroStatus,
  isEnded,
  isLive,
  isPending,
  matchCardDate,
  matchCentrePath,
  matchSideName,
  scheduleTileHasButtons,
  scoreOrVs,
  splitSchedule,
} from '../src/match-cards';

describe('001 §3 statuses, case-insensitive', () => {
  it.each([
    ['pending', [true, false, false]],
    ['PENDING', [true, false, false]],
    ['live', [false, true, false]],
    ['LIVE', [false, true, false]],
    ['ended', [false, false, true]],
    ['Ended', [false, false, true]],
    ['postponed', [false, false, false]],
    [null, [false, false, false]],
    [undefined, [false, false, false]],
  ] as const)('%j → pending/live/ended %j', (status, expected) => {
    const match = { status };
    expect([isPending(match), isLive(match), isEnded(match)]).toEqual(expected);
  });
});

describe("001 §4 'vs' unless LIVE or ENDED", () => {
  it.each([
    [{ status: 'live', home_squad_score: 2, away_squad_score: 1 }, '2 : 1'],
    [{ status: 'LIVE', home_squad_score: 0, away_squad_score: 0 }, '0 : 0'],
    [{ status: 'ended', home_squad_score: 3, away_squad_score: 2 }, '3 : 2'],
    [{ status: 'ENDED' }, '0 : 0'],
    [{ status: 'ended', home_squad_score: null, away_squad_score: 4 }, '0 : 4'],
    [{ status: 'pending', home_squad_score: 1, away_squad_score: 1 }, 'vs'],
    [{ status: 'PENDING' }, 'vs'],
    [{ status: 'postponed', home_squad_score: 1, away_squad_score: 0 }, 'vs'],
    [{}, 'vs'],
  ])('%j → %j', (match, shown) => {
    expect(scoreOrVs(match)).toBe(shown);
  });
});

describe("001 §3 a side's name: the club's name, else the squad's", () => {
  it.each([
    [{ club_name: 'Stal Mielec', name: 'Stal II' }, 'Stal Mielec'],
    [{ club_name: '  Stal  ', name: 'Stal II' }, 'Stal'],
    [{ club_name: '', name: 'Stal II' }, 'Stal II'],
    [{ club_name: '   ', name: ' Stal II ' }, 'Stal II'],
    [{ club_name: null, name: 'Stal II' }, 'Stal II'],
    [{ name: null }, ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (squad, shown) => {
    expect(matchSideName(squad)).toBe(shown);
  });
});

describe('001 §2 match centre link from a card', () => {
  it.each([
    ['12', 'soccer', '/pilka-nozna/centrum-meczowe/12'],
    [12, 'soccer', '/pilka-nozna/centrum-meczowe/12'],
    ['1757', 'academy', '/centrum-meczowe/1757'],
  ] as const)('%j on %s → %s', (id, variant, path) => {
    expect(matchCentrePath(id, variant)).toBe(path);
  });
});

describe("001 §4 schedule: a first match that is not pending is the 'last match'", () => {
  const ended = { id: 'e', status: 'ended' };
  const live = { id: 'l', status: 'LIVE' };
  const p1 = { id: 'p1', status: 'pending' };
  const p2 = { id: 'p2', status: 'PENDING' };
  const odd = { id: 'o', status: 'postponed' };
  it.each([
    ['ended first', [ended, p1, p2], { last: ended, incoming: [p1, p2] }],
    ['live first', [live, p1], { last: live, incoming: [p1] }],
    ['pending first: all incoming', [p1, ended, p2], { last: null, incoming: [p1, ended, p2] }],
    ['only an ended match', [ended], { last: ended, incoming: [] }],
    ['only pending matches', [p1, p2], { last: null, incoming: [p1, p2] }],
    ['another status first counts as not pending', [odd, p1], { last: odd, incoming: [p1] }],
    ['no matches', [], { last: null, incoming: [] }],
  ])('%s', (_label, matches, expected) => {
    expect(splitSchedule(matches)).toEqual(expected);
  });

  it('does not change the given list', () => {
    const list = [p1, p2];
    splitSchedule(list).incoming.pop();
    expect(list).toEqual([p1, p2]);
  });
});

describe('001 §4 schedule tile button area', () => {
  it.each([
    [{ status: 'pending', highlights_url: 'h' }, true],
    [{ status: 'ended', highlights_url: 'h' }, true],
    [{ status: 'postponed', highlights_url: 'h' }, true],
    [{ status: 'live' }, true],
    [{ status: 'ENDED' }, true],
    [{ status: 'pending', teaser_url: 't' }, true],
    [{ status: 'PENDING', teaser_url: 't' }, true],
    [{ status: 'pending' }, false],
    [{ status: 'pending', teaser_url: '', highlights_url: null }, false],
    [{ status: 'postponed', teaser_url: 't' }, false],
    [{ status: 'pending', video_url: 'v', tickets_url: 't', match_highlights: 'm' }, false],
    [{}, false],
  ])('%j → %s', (match, hasButtons) => {
    expect(scheduleTileHasButtons(match)).toBe(hasButtons);
  });
});

describe('001 §4 counter hero state', () => {
  it.each([
    ['pending', 'pending'],
    ['LIVE', 'live'],
    ['live', 'live'],
    ['ended', 'ended'],
    ['ENDED', 'ended'],
    ['postponed', 'pending'],
    [null, 'pending'],
  ] as const)('%j → %s', (status, state) => {
    expect(counterHeroStatus({ status })).toBe(state);
  });
});

describe('001 §9 match card dates', () => {
  const WARSAW = 'Europe/Warsaw';
  // Sunday 29.11.2026, 18:30 in Warsaw; 17:30 UTC.
  const timed = { start_time: '2026-11-29T17:30:00Z' };
  const noHour = { ...timed, hour_time_not_yet_defined: true };
  /** A mask of 001 §9 as a pattern: ddd/dddd weekday, dd.mm.yyyy, HH:MM. */
  const mask = (spec: string) =>
    new RegExp(
      `^${spec
        .replace(/[|.]/g, (c) => `\\${c}`)
        .replace('dddd', '\\p{L}{5,}')
        .replace('ddd', '\\p{L}{2,3}')
        .replace('dd', '\\d{2}')
        .replace('mm', '\\d{2}')
        .replace('yyyy', '\\d{4}')
        .replace('HH', '\\d{2}')
        .replace('MM', '\\d{2}')}$`,
      'u',
    );

  it.each([
    [timed, 'list', 'ddd, dd.mm.yyyy | HH:MM', 'ndz, 29.11.2026 | 18:30'],
    [timed, 'match', 'dddd, dd.mm.yyyy, HH:MM', 'niedziela, 29.11.2026, 18:30'],
    [noHour, 'list', 'dddd, dd.mm.yyyy, -', 'niedziela, 29.11.2026, -'],
    [noHour, 'match', 'dddd, dd.mm.yyyy, -', 'niedziela, 29.11.2026, -'],
  ] as const)('%j as a %s card: %s', (match, format, spec, expected) => {
    const date = matchCardDate(match, WARSAW, 'pl', format);
    expect(date).toBe(expected);
    expect(date).toMatch(mask(spec));
  });

  it('English weekdays; the list format by default; the postponed start wins', () => {
    expect(matchCardDate(noHour, WARSAW, 'en')).toBe('Sunday, 29.11.2026, -');
    expect(matchCardDate(timed, WARSAW)).toBe('ndz, 29.11.2026 | 18:30');
    expect(
      matchCardDate(
        { ...timed, postponed_start_time: '2026-12-01T19:00:00Z' },
        WARSAW,
        'pl',
        'match',
      ),
    ).toBe('wtorek, 01.12.2026, 20:00');
  });

  it('is empty without a valid date', () => {
    expect(matchCardDate({ start_time: 'nonsense' }, WARSAW, 'pl', 'match')).toBe('');
  });
});
