import {
  initialTimelineState,
  matchTimelineReducer,
  newComponentsCount,
  timelineActions,
} from '@trybuna/domain';
import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '@/lib/match-centre-data';
import { catchUpPages, syncActions } from './timeline-sync';

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

describe('catchUpPages: no gap after a long time away', () => {
  const pages = (count: number, size = 2) => {
    const read: number[] = [];
    const readPage = (page: number) => {
      read.push(page);
      const top = count - (page - 1) * size;
      const items = Array.from({ length: Math.max(0, Math.min(size, top)) }, (_, i) =>
        item(String(top - i)),
      );
      return Promise.resolve({ items, hasMore: top - size > 0 });
    };
    return { read, readPage };
  };

  it('stops at the first page that reaches a known item', async () => {
    const { read, readPage } = pages(10);
    const result = await catchUpPages(readPage, new Set(['7', '6']));
    expect(read).toEqual([1, 2]);
    expect(result).toMatchObject({ pages: 2, joined: true, hasMore: true });
    expect(result.items.map((i) => i.id)).toEqual(['10', '9', '8', '7']);
  });

  it('reads down to the oldest page when nothing is known there', async () => {
    const { read, readPage } = pages(4);
    const result = await catchUpPages(readPage, new Set(['99']));
    expect(read).toEqual([1, 2]);
    expect(result).toMatchObject({ pages: 2, joined: true, hasMore: false });
  });

  it('gives up after the last page it may read, not joined', async () => {
    const { read, readPage } = pages(40);
    const result = await catchUpPages(readPage, new Set(['1']), 3);
    expect(read).toEqual([1, 2, 3]);
    expect(result).toMatchObject({ pages: 3, joined: false, hasMore: true });
  });

  it('an empty timeline joins at once (one page is a fresh start)', async () => {
    const { read, readPage } = pages(40);
    expect(await catchUpPages(readPage, new Set())).toMatchObject({ pages: 1, joined: true });
    expect(read).toEqual([1]);
  });
});
