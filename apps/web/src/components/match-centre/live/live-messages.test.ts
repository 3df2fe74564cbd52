import { describe, expect, it } from 'vitest';
import type { LiveMessageType } from '@trybuna/domain';
import { liveChange } from './live-messages';

const item = (id: string, attributes: Record<string, unknown>) => ({
  data: { id, type: 'match_centre_components', attributes },
});

describe('docs/live.md messages → what the match centre does', () => {
  it.each([true, false])('timeline_item_added becomes an add with visible %s', (visible) => {
    const change = liveChange(
      'timeline_item_added',
      item('7', { type: 'goal', minute: 12, visibility: 'web', payload: { player: 'J. Nowak' } }),
      { visible },
    );
    expect(change).toEqual({
      kind: 'timeline',
      action: {
        type: 'add',
        visible,
        component: {
          id: '7',
          type: 'goal',
          minute: 12,
          payload: { player: 'J. Nowak' },
          imageUrl: null,
        },
      },
    });
  });

  it('ignores an added item for the mobile app only', () => {
    const doc = item('8', { type: 'text', visibility: 'mobile', payload: { html: '<p>x</p>' } });
    expect(liveChange('timeline_item_added', doc, { visible: true })).toBeNull();
  });

  it('updates an item by id, and removes one that became mobile-only', () => {
    const updated = liveChange(
      'timeline_item_updated',
      item('7', { type: 'text', payload: { html: '<p>b</p>' } }),
      { visible: true },
    );
    expect(updated).toMatchObject({ kind: 'timeline', action: { type: 'update' } });
    const hidden = liveChange(
      'timeline_item_updated',
      item('7', { type: 'text', visibility: 'mobile', payload: {} }),
      { visible: true },
    );
    expect(hidden).toEqual({ kind: 'timeline', action: { type: 'remove', id: '7' } });
  });

  it.each<[LiveMessageType, unknown, unknown]>([
    [
      'timeline_item_deleted',
      { data: { id: '9', type: 'match_centre_components' } },
      { kind: 'timeline', action: { type: 'remove', id: '9' } },
    ],
    [
      'match_updated',
      {
        data: {
          id: '3',
          type: 'matches',
          attributes: {
            status: 'live',
            home_squad_score: 1,
            away_squad_score: 0,
            period: '1. połowa',
            elapsed_seconds: 754,
            postponed_start_time: null,
          },
        },
      },
      {
        kind: 'match',
        match: {
          status: 'live',
          home_squad_score: 1,
          away_squad_score: 0,
          period: '1. połowa',
          elapsed_seconds: 754,
        },
      },
    ],
    [
      'odds_updated',
      {
        data: [
          {
            id: '2',
            type: 'odds',
            attributes: { outcome: 'away', value: 3.1, status: 'increased' },
          },
          {
            id: '1',
            type: 'odds',
            attributes: { outcome: 'home', value: 1.85, status: 'decreased' },
          },
          {
            id: '3',
            type: 'odds',
            attributes: { outcome: 'draw', value: 3.4, status: 'decreased' },
          },
        ],
      },
      {
        kind: 'odds',
        odds: [
          { id: '1', outcome: 'home', value: '1.85', status: 'decreased' },
          { id: '3', outcome: 'draw', value: '3.4', status: 'decreased' },
          { id: '2', outcome: 'away', value: '3.1', status: 'increased' },
        ],
      },
    ],
    [
      'incident_added',
      {
        data: {
          id: '5',
          type: 'incidents',
          attributes: {
            type: 'goal',
            section_type: 'goal',
            minute: 12,
            side: 'home',
            player_name: 'A',
          },
        },
      },
      {
        kind: 'incidentAdded',
        incident: {
          id: '5',
          type: 'goal',
          section_type: 'goal',
          minute: 12,
          side: 'home',
          player_name: 'A',
          second_player_name: null,
          likes_count: null,
        },
      },
    ],
    [
      'incident_removed',
      { data: { id: '5', type: 'incidents' } },
      { kind: 'incidentRemoved', id: '5' },
    ],
    ['resync', null, null],
  ])('%s', (type, data, expected) => {
    expect(liveChange(type, data, { visible: true })).toEqual(expected);
  });

  it.each<[LiveMessageType, unknown]>([
    ['timeline_item_deleted', { data: null }],
    ['odds_updated', { data: { id: '1' } }],
    ['match_updated', null],
  ])('ignores %s with %j', (type, data) => {
    expect(liveChange(type, data, { visible: true })).toBeNull();
  });
});

describe('match_statistics_updated', () => {
  const resource = (id: string, side: string, values: unknown, full = false) => ({
    type: 'match_statistics',
    id,
    attributes: { side, values, full },
  });

  it('gives both sides’ (anonymous) figures', () => {
    const change = liveChange(
      'match_statistics_updated',
      {
        data: [
          resource('1', 'home', { shots: 5, corners: 2 }),
          resource('2', 'away', { shots: 1, corners: 'x' }),
        ],
      },
      { visible: true },
    );
    expect(change).toEqual({
      kind: 'statistics',
      statistics: { home: { shots: 5, corners: 2 }, away: { shots: 1 }, full: false },
    });
  });

  it('an empty list clears them; a document without a list is ignored', () => {
    expect(liveChange('match_statistics_updated', { data: [] }, { visible: true })).toEqual({
      kind: 'statistics',
      statistics: null,
    });
    expect(liveChange('match_statistics_updated', { data: {} }, { visible: true })).toBeNull();
  });

  it('full only when every side says so', () => {
    const change = liveChange(
      'match_statistics_updated',
      { data: [resource('1', 'home', {}, true), resource('2', 'away', {}, false)] },
      { visible: true },
    );
    expect(change).toMatchObject({ statistics: { full: false } });
  });
});

describe('lineups_updated', () => {
  it('gives both sides in the API order; a list without players clears them', () => {
    const player = (id: string, side: string, name: string, position: string | null) => ({
      type: 'match_lineup_players',
      id,
      attributes: {
        side,
        player_name: name,
        shirt_number: 5,
        position,
        starter: position !== null,
      },
    });
    expect(
      liveChange(
        'lineups_updated',
        {
          data: [
            player('1', 'home', 'A', 'GK'),
            player('2', 'away', 'B', null),
            player('3', 'x', 'C', 'FC'),
          ],
        },
        { visible: true },
      ),
    ).toEqual({
      kind: 'lineups',
      lineups: {
        home: [{ id: '1', name: 'A', number: 5, position: 'GK', starter: true }],
        away: [{ id: '2', name: 'B', number: 5, position: null, starter: false }],
      },
    });
    expect(liveChange('lineups_updated', { data: [] }, { visible: true })).toEqual({
      kind: 'lineups',
      lineups: null,
    });
  });
});
