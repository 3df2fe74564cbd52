import {
  initialTimelineState,
  matchTimelineReducer,
  newComponentsCount,
  timelineActions,
} from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '../match-centre-data';
import { syncActions } from './timeline-sync';

const item = (id: string, html = 'x'): TimelineItem => ({
  id,
  type: 'text',
  minute: null,
  payload: { html },
  imageUrl: null,
});

function stateWith(items: TimelineItem[]) {
  return matchTimelineReducer(
    matchTimelineReducer(
      initialTimelineState<TimelineItem>(),
      timelineActions.init({ matchId: 7 }),
    ),
    timelineActions.setComponents(items),
  );
}

const apply = (state: ReturnType<typeof stateWith>, actions: ReturnType<typeof syncActions>) =>
  actions.reduce(matchTimelineReducer, state);

describe('a fresh first page merged into the timeline (001 §4 transitions)', () => {
  it('adds new items newest first, unseen while hidden, and updates known ones', () => {
    const state = stateWith([item('5'), item('4')]);
    const next = apply(
      state,
      syncActions(
        state,
        { items: [item('7'), item('6'), item('5', 'edited')], hasMore: true },
        false,
      ),
    );
    expect(next.components.map((c) => c.id)).toEqual(['7', '6', '5', '4']);
    expect(next.components[2]?.payload.html).toBe('edited');
    expect(newComponentsCount(next)).toBe(2);
  });

  it('removes items of the page range deleted meanwhile, keeps older pages', () => {
    const state = stateWith([item('9'), item('8'), item('7'), item('3')]);
    const next = apply(
      state,
      syncActions(state, { items: [item('9'), item('7')], hasMore: true }, true),
    );
    expect(next.components.map((c) => c.id)).toEqual(['9', '7', '3']);
  });

  it('empties the timeline when the match has no items left', () => {
    const state = stateWith([item('2'), item('1')]);
    const next = apply(state, syncActions(state, { items: [], hasMore: false }, true));
    expect(next.components).toEqual([]);
  });
});
