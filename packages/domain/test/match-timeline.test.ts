import { describe, expect, it } from 'vitest';
import {
  initialTimelineState,
  matchTimelineReducer,
  newComponentsCount,
  nextLoadMore,
  timelineActions as a,
  timelineHasMore,
  timelineTitle,
  type MatchTimelineState,
  type TimelineAction,
} from '../src/match-timeline';

interface Item {
  id: string;
  type: string;
  text?: string;
}
const item = (id: string, text?: string): Item =>
  text === undefined ? { id, type: 'text' } : { id, type: 'text', text };
const ids = (state: MatchTimelineState<Item>): string[] => state.components.map((c) => c.id);
const state = (over: Partial<MatchTimelineState<Item>> = {}): MatchTimelineState<Item> => ({
  ...initialTimelineState<Item>(),
  ...over,
});

// A page showing items 3, 2, 1 (newest first), 3 not yet seen, opened on `?event=2`.
const busy = state({
  components: [item('3'), item('2'), item('1')],
  viewedComponents: ['2', '1'],
  hasMore: false,
  matchId: '17',
  firstComponentId: '1',
  eventId: '2',
  isTimeline: false,
  loadMoreStatus: 'error',
});

describe('001 §3 timeline defaults', () => {
  it('no items, none viewed, hasMore true, matchId 0, firstComponentId 0, eventId -1, timeline mode', () => {
    expect(initialTimelineState()).toEqual({
      components: [],
      viewedComponents: [],
      hasMore: true,
      matchId: '0',
      firstComponentId: '0',
      eventId: '-1',
      isTimeline: true,
      loadMoreStatus: 'idle',
      incidentsJoined: false,
    });
  });
});

type Case = [string, MatchTimelineState<Item>, TimelineAction<Item>, MatchTimelineState<Item>];

describe('001 §4 timeline transitions, case by case', () => {
  it.each<Case>([
    // init: reset to defaults, then the four fields; the viewed list is cleared.
    [
      'init resets, then sets matchId, eventId, firstComponentId, isTimeline',
      busy,
      a.init({ matchId: 42, eventId: '7', firstComponentId: 5, isTimeline: false }),
      state({ matchId: '42', eventId: '7', firstComponentId: '5', isTimeline: false }),
    ],
    [
      'init without an event keeps the defaults for the rest',
      busy,
      a.init({ matchId: '42' }),
      state({ matchId: '42' }),
    ],
    // set components: replace the list, all viewed.
    [
      'set components replaces the list and marks all viewed',
      busy,
      a.setComponents([item('9'), item('8')]),
      { ...busy, components: [item('9'), item('8')], viewedComponents: ['9', '8'] },
    ],
    [
      'set components with an empty list empties it',
      busy,
      a.setComponents([]),
      { ...busy, components: [], viewedComponents: [] },
    ],
    // add: new ids go first, viewed only while the page is visible.
    [
      'add while visible: first, and viewed',
      busy,
      a.add(item('4'), { visible: true }),
      {
        ...busy,
        components: [item('4'), item('3'), item('2'), item('1')],
        viewedComponents: ['2', '1', '4'],
      },
    ],
    [
      'add while hidden: first, not viewed',
      busy,
      a.add(item('4'), { visible: false }),
      { ...busy, components: [item('4'), item('3'), item('2'), item('1')] },
    ],
    [
      'add to an empty timeline',
      state(),
      a.add(item('1'), { visible: false }),
      state({ components: [item('1')] }),
    ],
    // update: replace by id, in place.
    [
      'update replaces by id, keeping the position',
      busy,
      a.update(item('2', 'edited')),
      { ...busy, components: [item('3'), item('2', 'edited'), item('1')] },
    ],
    // delete: the eventId rule, else remove the item and its viewed entry.
    [
      'delete of the eventId item clears all items, eventId -1, timeline mode',
      busy,
      a.remove('2'),
      { ...busy, components: [], eventId: '-1', isTimeline: true },
    ],
    [
      'delete by a numeric id equal to eventId (compared as strings)',
      busy,
      a.remove(2),
      { ...busy, components: [], eventId: '-1', isTimeline: true },
    ],
    [
      'delete of another item removes it and its viewed entry',
      busy,
      a.remove('1'),
      { ...busy, components: [item('3'), item('2')], viewedComponents: ['2'] },
    ],
    [
      'delete of an unseen item removes it (nothing in the viewed list)',
      busy,
      a.remove('3'),
      { ...busy, components: [item('2'), item('1')] },
    ],
    // set hasMore.
    ['set hasMore true', busy, a.setHasMore(true), { ...busy, hasMore: true }],
    ['set hasMore false', state(), a.setHasMore(false), state({ hasMore: false })],
    // load more: append only new ids, mark them viewed, set hasMore; clears the error.
    [
      'load more appends older items, marks them viewed, sets hasMore, clears the error',
      busy,
      a.loadMore([item('0'), item('-5')], true),
      {
        ...busy,
        components: [item('3'), item('2'), item('1'), item('0'), item('-5')],
        viewedComponents: ['2', '1', '0', '-5'],
        hasMore: true,
        loadMoreStatus: 'idle',
      },
    ],
    [
      'load more skips ids already present (a live item that also came in the page)',
      busy,
      a.loadMore([item('1', 'again'), item('3'), item('0')], false),
      {
        ...busy,
        components: [item('3'), item('2'), item('1'), item('0')],
        viewedComponents: ['2', '1', '0'],
        hasMore: false,
        loadMoreStatus: 'idle',
      },
    ],
    [
      'load more keeps the first of ids repeated within the page',
      busy,
      a.loadMore([item('0', 'first'), item('0', 'second')], true),
      {
        ...busy,
        components: [item('3'), item('2'), item('1'), item('0', 'first')],
        viewedComponents: ['2', '1', '0'],
        hasMore: true,
        loadMoreStatus: 'idle',
      },
    ],
    [
      'load more with nothing new only sets hasMore',
      busy,
      a.loadMore([item('2')], true),
      { ...busy, hasMore: true, loadMoreStatus: 'idle' },
    ],
    // the load-more request: under way, failed (a distinct state), no more.
    ['load more started', state(), a.loadMoreStarted(), state({ loadMoreStatus: 'loading' })],
    [
      'load more failed is a distinct error state',
      state({ loadMoreStatus: 'loading' }),
      a.loadMoreFailed(),
      state({ loadMoreStatus: 'error' }),
    ],
    [
      'no more: hasMore false (the request is over)',
      state({ loadMoreStatus: 'loading' }),
      a.noMore(),
      state({ hasMore: false }),
    ],
    // loading more incidents: they join, hasMore false, the request is over.
    [
      'load more incidents: joined, hasMore false, the error cleared',
      busy,
      a.loadMoreIncidents(),
      { ...busy, hasMore: false, loadMoreStatus: 'idle', incidentsJoined: true },
    ],
    [
      'init after incidents joined starts without them',
      state({ incidentsJoined: true, hasMore: false }),
      a.init({ matchId: '42' }),
      state({ matchId: '42' }),
    ],
    // visibility: all viewed.
    [
      'the page becomes visible: every item viewed',
      busy,
      a.visible(),
      { ...busy, viewedComponents: ['2', '1', '3'] },
    ],
    // reset.
    ['reset → defaults', busy, a.reset(), initialTimelineState<Item>()],
  ])('%s', (_label, before, action, after) => {
    expect(matchTimelineReducer(before, action)).toEqual(after);
  });
});

describe('001 §4 transitions that change nothing return the same state object', () => {
  it.each<[string, MatchTimelineState<Item>, TimelineAction<Item>]>([
    ['add of an id already present (visible)', busy, a.add(item('2', 'dup'), { visible: true })],
    ['add of an id already present (hidden)', busy, a.add(item('3', 'dup'), { visible: false })],
    ['update of an unknown id', busy, a.update(item('99'))],
    ['update with the very same object', busy, a.update(busy.components[0] ?? item('x'))],
    ['delete of an unknown id', busy, a.remove('99')],
    [
      'visible when all are viewed',
      state({ components: [item('1')], viewedComponents: ['1'] }),
      a.visible(),
    ],
    ['set hasMore to its value', busy, a.setHasMore(false)],
    ['load more failed twice', busy, a.loadMoreFailed()],
  ])('%s', (_label, before, action) => {
    expect(matchTimelineReducer(before, action)).toBe(before);
  });
});

describe('001 §4 new-items count: items not in the viewed list', () => {
  it.each<[string, MatchTimelineState<Item>, number]>([
    ['defaults', state(), 0],
    ['one unseen of three', busy, 1],
    ['all seen', { ...busy, viewedComponents: ['1', '2', '3'] }, 0],
    [
      'stale viewed ids do not count',
      state({ components: [item('5')], viewedComponents: ['1', '2'] }),
      1,
    ],
  ])('%s → %i', (_label, s, count) => {
    expect(newComponentsCount(s)).toBe(count);
  });

  it('counts live items that arrive while hidden, and drops to 0 when the page is visible', () => {
    const steps: TimelineAction<Item>[] = [
      a.init({ matchId: '17' }),
      a.setComponents([item('1'), item('2')]),
      a.add(item('3'), { visible: false }),
      a.add(item('4'), { visible: false }),
      a.add(item('4'), { visible: false }),
      a.add(item('5'), { visible: true }),
    ];
    const hidden = steps.reduce(matchTimelineReducer, initialTimelineState<Item>());
    expect(ids(hidden)).toEqual(['5', '4', '3', '1', '2']);
    expect(newComponentsCount(hidden)).toBe(2);
    const seen = matchTimelineReducer(hidden, a.visible());
    expect(newComponentsCount(seen)).toBe(0);
  });

  it('a load more after a failure clears the error and appends', () => {
    const steps: TimelineAction<Item>[] = [
      a.setComponents([item('9')]),
      a.loadMoreStarted(),
      a.loadMoreFailed(),
    ];
    const failed = steps.reduce(matchTimelineReducer, initialTimelineState<Item>());
    expect(failed.loadMoreStatus).toBe('error');
    const retried = matchTimelineReducer(
      matchTimelineReducer(failed, a.loadMoreStarted()),
      a.loadMore([item('8')], false),
    );
    expect(retried).toMatchObject({ loadMoreStatus: 'idle', hasMore: false });
    expect(ids(retried)).toEqual(['9', '8']);
  });
});

describe('001 §4 load more order: older pages, then the incidents once', () => {
  it.each<[boolean, boolean, boolean]>([
    [true, false, true],
    [true, true, true],
    [false, false, true],
    [false, true, false],
  ])('pages left %s, incidents joined %s → hasMore %s', (pagesLeft, joined, hasMore) => {
    expect(timelineHasMore(pagesLeft, joined)).toBe(hasMore);
  });

  it.each<[string, Partial<MatchTimelineState<Item>>, boolean, 'page' | 'incidents' | null]>([
    ['older pages left', { hasMore: true }, true, 'page'],
    ['no pages left, incidents not read', { hasMore: true }, false, 'incidents'],
    ['incidents joined', { hasMore: true, incidentsJoined: true }, false, null],
    ['hasMore false', { hasMore: false }, true, null],
  ])('%s', (_label, over, pagesLeft, next) => {
    expect(nextLoadMore(state(over), pagesLeft)).toBe(next);
  });

  it('a whole sequence: a page, the last page, the incidents, then nothing', () => {
    let s = [a.init({ matchId: '1' }), a.setComponents([item('9')])].reduce(
      matchTimelineReducer,
      initialTimelineState<Item>(),
    );
    s = matchTimelineReducer(s, a.setHasMore(timelineHasMore(true, s.incidentsJoined)));
    expect(nextLoadMore(s, true)).toBe('page');
    s = matchTimelineReducer(s, a.loadMore([item('8')], timelineHasMore(false, false)));
    expect(s.hasMore).toBe(true);
    expect(nextLoadMore(s, false)).toBe('incidents');
    s = matchTimelineReducer(s, a.loadMoreIncidents());
    expect(s).toMatchObject({ hasMore: false, incidentsJoined: true });
    expect(nextLoadMore(s, false)).toBeNull();
    expect(ids(s)).toEqual(['9', '8']);
  });
});

describe("001 §2 page title, with the '({n}) ' counter while the tab is hidden", () => {
  const names = { homeName: 'Trybuna', awayName: 'Goście FC', parsedDate: '2026.11.29 18:30' };
  const plain = 'LIVE Coverage - match Trybuna - Goście FC - 2026.11.29 18:30';
  it.each([
    [3, true, `(3) ${plain}`],
    [1, true, `(1) ${plain}`],
    [0, true, plain],
    [3, false, plain],
    [0, false, plain],
  ])('%i new, hidden %s → %j', (newCount, hidden, title) => {
    expect(timelineTitle({ ...names, newCount, hidden })).toBe(title);
  });
});
