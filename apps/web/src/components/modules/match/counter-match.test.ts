import { describe, expect, it } from 'vitest';
import {
  COUNTER_MATCH_FIELDS,
  counterMatchChanged,
  counterMatchUrl,
  readCounterMatch,
} from './counter-match';

describe('counter hero re-read (001 §4, §7)', () => {
  it('asks one match with the small fieldset docs/api.md names', () => {
    expect(counterMatchUrl('https://api.example/api/v3/', '12')).toBe(
      'https://api.example/api/v3/matches/12?fields[matches]=status,start_time,postponed_start_time,hour_time_not_yet_defined,home_squad_score,away_squad_score,likes_count,period,elapsed_seconds',
    );
    expect(COUNTER_MATCH_FIELDS).toContain('likes_count');
  });

  it('reads status, start times, scores, likes and the hour flag from data.attributes', () => {
    const document = {
      data: {
        id: '12',
        type: 'matches',
        attributes: {
          status: 'live',
          start_time: '2026-11-29T17:30:00Z',
          postponed_start_time: null,
          hour_time_not_yet_defined: false,
          home_squad_score: 1,
          away_squad_score: 0,
          likes_count: 17,
          period: '1. połowa',
        },
      },
    };
    expect(readCounterMatch(document, '12')).toEqual({
      status: 'live',
      start_time: '2026-11-29T17:30:00Z',
      postponed_start_time: null,
      hour_time_not_yet_defined: false,
      home_squad_score: 1,
      away_squad_score: 0,
      likes_count: 17,
    });
  });

  it('leaves out fields of the wrong type and refuses another match or no match', () => {
    const document = {
      data: { id: '12', attributes: { status: 7, home_squad_score: '2', away_squad_score: 3 } },
    };
    expect(readCounterMatch(document, '12')).toEqual({ away_squad_score: 3 });
    expect(readCounterMatch({ data: { id: '13', attributes: {} } }, '12')).toBeNull();
    expect(readCounterMatch({ errors: [] }, '12')).toBeNull();
    expect(readCounterMatch('nonsense', '12')).toBeNull();
  });

  it('tells whether a read changes what is shown', () => {
    const shown = { status: 'pending', home_squad_score: 0 };
    expect(counterMatchChanged(shown, { status: 'pending' })).toBe(false);
    expect(counterMatchChanged(shown, { status: 'live' })).toBe(true);
    expect(counterMatchChanged(shown, { home_squad_score: 1 })).toBe(true);
  });
});
