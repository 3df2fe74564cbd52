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
      // 000 §7.1 encoding, as every api-client call: the list's commas are %2C.
      'https://api.example/api/v3/matches/12?fields[matches]=status%2Cstart_time%2Cpostponed_start_time%2Chour_time_not_yet_defined%2Chome_squad_score%2Caway_squad_score%2Clikes_count%2Cperiod%2Celapsed_seconds',
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
