import { describe, expect, it } from 'vitest';
import {
  acceptSequence,
  isLiveMatchId,
  isLiveMessageType,
  LIVE_MESSAGE_TYPES,
  liveChannelUrl,
  liveMessageOf,
  matchChannelIdentifier,
  matchChannelOf,
  MAX_LIVE_NUMBER,
  resumeRequestOf,
  type LiveMessageType,
} from '../src/live-channel';

describe('docs/live.md the match stream envelope', () => {
  it('lists the ten message types of the table', () => {
    expect(LIVE_MESSAGE_TYPES).toEqual([
      'timeline_item_added',
      'timeline_item_updated',
      'timeline_item_deleted',
      'match_updated',
      'incident_added',
      'incident_removed',
      'odds_updated',
      'match_statistics_updated',
      'lineups_updated',
      'resync',
    ]);
    expect(isLiveMessageType('odds_updated')).toBe(true);
    expect(isLiveMessageType('ping')).toBe(false);
    expect(isLiveMessageType(1)).toBe(false);
  });

  it.each([
    [
      { seq: 4, type: 'resync', data: null },
      { seq: 4, type: 'resync', data: null },
    ],
    [
      { seq: 1, type: 'match_updated' },
      { seq: 1, type: 'match_updated', data: null },
    ],
    [
      { seq: 0, type: 'odds_updated', data: { data: [] }, extra: 'dropped' },
      { seq: 0, type: 'odds_updated', data: { data: [] } },
    ],
    [{ seq: MAX_LIVE_NUMBER + 1, type: 'resync' }, null],
    [{ seq: -1, type: 'resync' }, null],
    [{ seq: '1', type: 'match_updated' }, null],
    [{ seq: 1.5, type: 'match_updated' }, null],
    [{ seq: 1, type: 'x' }, null],
    [{ type: 'match_updated' }, null],
    [[1, 'resync'], null],
    ['ping', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(liveMessageOf(value)).toEqual(expected);
  });
});

describe('docs/live.md the match channel identifier', () => {
  it.each([
    ['1', true],
    ['2147483647', true],
    ['2147483648', false],
    ['9999999999', false],
    ['12345678901', false],
    ['0', false],
    ['012', false],
    ['1a', false],
    ['', false],
  ])('match id %j valid: %s', (id, valid) => {
    expect(isLiveMatchId(id)).toBe(valid);
  });

  it('names the match as a string, with a number to resume from when given', () => {
    expect(matchChannelIdentifier('12')).toEqual({ channel: 'MatchChannel', match_id: '12' });
    expect(matchChannelIdentifier('12', 7)).toEqual({
      channel: 'MatchChannel',
      match_id: '12',
      since: 7,
    });
  });

  it.each([
    [
      { channel: 'MatchChannel', match_id: '12' },
      { channel: 'MatchChannel', match_id: '12' },
    ],
    [
      { channel: 'MatchChannel', match_id: '12', since: 0 },
      { channel: 'MatchChannel', match_id: '12', since: 0 },
    ],
    [{ channel: 'MatchChannel', match_id: 12 }, null],
    [{ channel: 'MatchChannel', match_id: '12', extra: 1 }, null],
    [{ channel: 'MatchChannel', match_id: '12', since: -1 }, null],
    [{ channel: 'MatchChannel', match_id: '12', since: 2 ** 31 }, null],
    [{ channel: 'MatchChannel', match_id: '12', since: '3' }, null],
    [{ channel: 'OtherChannel', match_id: '12' }, null],
    [{ channel: 'MatchChannel', match_id: '2147483648' }, null],
    [{ channel: 'MatchChannel' }, null],
    ['MatchChannel', null],
  ])('subscriber sent %j → %j', (value, expected) => {
    expect(matchChannelOf(value)).toEqual(expected);
  });

  it('reads back every identifier it builds', () => {
    for (const identifier of [matchChannelIdentifier('5'), matchChannelIdentifier('5', 9)])
      expect(matchChannelOf(JSON.parse(JSON.stringify(identifier)))).toEqual(identifier);
  });
});

describe('docs/live.md "Resume"', () => {
  it.each([
    [
      { action: 'resume', since: 3 },
      { action: 'resume', since: 3 },
    ],
    [
      { action: 'resume', since: 0 },
      { action: 'resume', since: 0 },
    ],
    [{ action: 'resume', since: -1 }, null],
    [{ action: 'resume', since: 1.5 }, null],
    [{ action: 'resume' }, null],
    [{ action: 'resume', since: 3, extra: true }, null],
    [{ action: 'other', since: 3 }, null],
  ])('resume data %j → %j', (value, expected) => {
    expect(resumeRequestOf(value)).toEqual(expected);
  });

  it.each<[number, number, LiveMessageType, number, boolean]>([
    [0, 1, 'match_updated', 1, true],
    [5, 6, 'timeline_item_added', 6, true],
    [5, 9, 'timeline_item_added', 9, true],
    [5, 5, 'timeline_item_added', 5, false],
    [5, 3, 'odds_updated', 5, false],
    [9, 2, 'resync', 2, true],
  ])('last %i, message %i %s → last %i, apply %s', (last, seq, type, nextLast, apply) => {
    expect(acceptSequence(last, { seq, type })).toEqual({ lastSeq: nextLast, apply });
  });
});

describe('the channel URL', () => {
  it.each([
    ['http://localhost:3001', 'ws://localhost:3001/cable'],
    ['https://api.example.com', 'wss://api.example.com/cable'],
    ['https://api.example.com/', 'wss://api.example.com/cable'],
  ])('of %s is %s', (origin, url) => {
    expect(liveChannelUrl(origin)).toBe(url);
  });
});
