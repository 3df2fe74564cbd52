import { describe, expect, it } from 'vitest';
import { groupMatchesByMonth } from '../src/match-time';
import { matchCardButton, matchClock, periodLabel } from '../src/matches';

describe('001 §4 match clock', () => {
  it.each([
    ['1. połowa', 0, '0:00'],
    ['1. połowa', 61, '1:01'],
    ['1. połowa', 2700, '45:00'],
    ['1. połowa', 2701, "45' + 0:01"],
    ['1. połowa', 2761, "45' + 1:01"],
    ['2. połowa', 5400, '90:00'],
    ['2. połowa', 5520, "90' + 2:00"],
    ['1. połowa dogrywki', 6300, '105:00'],
    ['1. połowa dogrywki', 6330, "105' + 0:30"],
    ['2. połowa dogrywki', 7200, '120:00'],
    ['2. połowa dogrywki', 7805, "120' + 10:05"],
    ['przerwa', 2800, '46:40'],
    ['1. połowa', -5, '0:00'],
    ['1. połowa', Number.NaN, '0:00'],
  ])('%s at %s s → %s', (period, seconds, clock) => {
    expect(matchClock(period, seconds)).toBe(clock);
  });
});

describe('001 §4 period labels', () => {
  it.each([
    ['1. połowa', '1. połowa'],
    ['2. połowa', '2. połowa'],
    ['1. połowa dogrywki', '1. połowa dogrywki'],
    ['2. połowa dogrywki', '2. połowa dogrywki'],
    ['przerwa', 'PRZERWA'],
    ['rzuty karne', 'RZUTY KARNE'],
    ['', ''],
  ])('%j → %j', (period, label) => {
    expect(periodLabel(period)).toBe(label);
  });
});

describe('001 §4 match card buttons, first rule that applies', () => {
  it.each([
    [{ status: 'live', video_url: 'v', tickets_url: 't' }, 'match_centre'],
    [{ status: 'ENDED', match_highlights: 'h' }, 'match_centre'],
    [{ status: 'pending', video_url: 'v', tickets_url: 't' }, 'video'],
    [{ status: 'PENDING', tickets_url: 't', match_highlights: 'h' }, 'tickets'],
    [{ status: 'pending', match_highlights: 'h' }, 'highlights'],
    [{ status: 'pending', video_url: '', tickets_url: null }, null],
    [{ status: 'postponed', tickets_url: 't' }, null],
    [{ status: 'postponed', match_highlights: 'h' }, 'highlights'],
  ])('%j → %s', (match, button) => {
    expect(matchCardButton(match)).toBe(button);
  });
});

describe('001 §2 matches grouped by month of postponed_start_time, else start_time', () => {
  it('groups in order, using the postponed time first and club (Warsaw) time', () => {
    const matches = [
      { id: 1, start_time: '2026-10-05T18:00:00Z' },
      { id: 2, start_time: '2026-10-30T18:00:00Z', postponed_start_time: '2026-11-02T18:00:00Z' },
      { id: 3, start_time: '2026-10-31T23:30:00Z' },
      { id: 4, start_time: '2026-11-20T18:00:00Z', postponed_start_time: null },
      { id: 5, start_time: '2026-12-01T18:00:00Z' },
    ];
    const groups = groupMatchesByMonth(matches, 'Europe/Warsaw');
    expect(groups.map((g) => [g.key, g.matches.map((m) => m.id)])).toEqual([
      ['2026-10', [1]],
      ['2026-11', [2, 3, 4]],
      ['2026-12', [5]],
    ]);
    expect(groups[1]).toMatchObject({ year: 2026, month: 11 });
  });

  it('an empty list has no groups', () => {
    expect(groupMatchesByMonth([], 'Europe/Warsaw')).toEqual([]);
  });
});
