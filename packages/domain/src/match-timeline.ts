/**
 * 001 §4 "Match centre timeline": the state machine behind the match centre's minute-by-minute
 * coverage, as a pure reducer. Items are generic over `{ id, type }` (001 §3 "Match centre
 * components"); ids are strings and are compared as strings.
 */

/** 001 §3: every timeline item has an id and a type. */
export interface TimelineComponent {
  id: string;
  type: string;
}

/** The load-more request: none under way, under way, or failed (001 §4 "a distinct error state"). */
export type LoadMoreStatus = 'idle' | 'loading' | 'error';

/** 001 §3 timeline state, plus the load-more status of 001 §4. */
export interface MatchTimelineState<C extends TimelineComponent = TimelineComponent> {
  /** Newest first. */
  components: readonly C[];
  viewedComponents: readonly string[];
  hasMore: boolean;
  matchId: string;
  firstComponentId: string;
  /** The `?event=` item the page opened on; '-1' for none. */
  eventId: string;
  isTimeline: boolean;
  loadMoreStatus: LoadMoreStatus;
  /**
   * Whether the match's incidents have joined the timeline: 001 §4 "Loading more incidents
   * fetches them and sets hasMore to false", the last load more after the older pages.
   */
  incidentsJoined: boolean;
}

/** 001 §3 defaults: no items, hasMore true, matchId '0', firstComponentId '0', eventId '-1', isTimeline true. */
export function initialTimelineState<
  C extends TimelineComponent = TimelineComponent,
>(): MatchTimelineState<C> {
  return {
    components: [],
    viewedComponents: [],
    hasMore: true,
    matchId: '0',
    firstComponentId: '0',
    eventId: '-1',
    isTimeline: true,
    loadMoreStatus: 'idle',
    incidentsJoined: false,
  };
}

type Id = string | number;

export interface TimelineInit {
  matchId: Id;
  eventId?: Id;
  firstComponentId?: Id;
  isTimeline?: boolean;
}

export type TimelineAction<C extends TimelineComponent = TimelineComponent> =
  | {
      type: 'init';
      matchId: string;
      eventId: string;
      firstComponentId: string;
      isTimeline: boolean;
    }
  | { type: 'setComponents'; components: readonly C[] }
  | { type: 'add'; component: C; visible: boolean }
  | { type: 'update'; component: C }
  | { type: 'remove'; id: string }
  | { type: 'setHasMore'; hasMore: boolean }
  | { type: 'loadMore'; components: readonly C[]; hasMore: boolean }
  | { type: 'loadMoreStarted' }
  | { type: 'loadMoreFailed' }
  | { type: 'loadMoreIncidents' }
  | { type: 'noMore' }
  | { type: 'visible' }
  | { type: 'reset' };

/** Typed action creators for {@link matchTimelineReducer}. */
export const timelineActions = {
  /** Reset, then take the page's match, `?event=` item, first item and mode. */
  init: (init: TimelineInit): TimelineAction<never> => ({
    type: 'init',
    matchId: String(init.matchId),
    eventId: init.eventId === undefined ? '-1' : String(init.eventId),
    firstComponentId: init.firstComponentId === undefined ? '0' : String(init.firstComponentId),
    isTimeline: init.isTimeline ?? true,
  }),
  setComponents: <C extends TimelineComponent>(components: readonly C[]): TimelineAction<C> => ({
    type: 'setComponents',
    components,
  }),
  /** A live item; `visible` is whether the page is visible right now. */
  add: <C extends TimelineComponent>(
    component: C,
    { visible }: { visible: boolean },
  ): TimelineAction<C> => ({ type: 'add', component, visible }),
  update: <C extends TimelineComponent>(component: C): TimelineAction<C> => ({
    type: 'update',
    component,
  }),
  remove: (id: Id): TimelineAction<never> => ({ type: 'remove', id: String(id) }),
  setHasMore: (hasMore: boolean): TimelineAction<never> => ({ type: 'setHasMore', hasMore }),
  loadMore: <C extends TimelineComponent>(
    components: readonly C[],
    hasMore: boolean,
  ): TimelineAction<C> => ({ type: 'loadMore', components, hasMore }),
  loadMoreStarted: (): TimelineAction<never> => ({ type: 'loadMoreStarted' }),
  loadMoreFailed: (): TimelineAction<never> => ({ type: 'loadMoreFailed' }),
  /** The incidents were read: they join the timeline, and there is nothing more to load. */
  loadMoreIncidents: (): TimelineAction<never> => ({ type: 'loadMoreIncidents' }),
  noMore: (): TimelineAction<never> => ({ type: 'noMore' }),
  /** The page became visible. */
  visible: (): TimelineAction<never> => ({ type: 'visible' }),
  reset: (): TimelineAction<never> => ({ type: 'reset' }),
};

const idOf = (component: TimelineComponent): string => component.id;

/** `viewed` plus those of `ids` not in it yet (the same array when none is new). */
function withViewed(viewed: readonly string[], ids: readonly string[]): readonly string[] {
  const seen = new Set(viewed);
  const added: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    added.push(id);
  }
  return added.length === 0 ? viewed : [...viewed, ...added];
}

/** `components` without repeated ids (the first of each kept) and without ids in `known`. */
function newOnly<C extends TimelineComponent>(
  components: readonly C[],
  known: ReadonlySet<string>,
): C[] {
  const seen = new Set(known);
  return components.filter((component) => {
    const id = idOf(component);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** `state` with `changes`, or `state` itself when every changed field already has that value. */
function patch<S extends object>(state: S, changes: Partial<S>): S {
  const keys = Object.keys(changes) as (keyof S)[];
  return keys.every((key) => state[key] === changes[key]) ? state : { ...state, ...changes };
}

/**
 * 001 §4 transitions. Pure: a new state when something changes, the same object otherwise
 * (an add of a known id, an update or removal of an unknown id, visibility with all viewed, a
 * flag set to the value it has).
 */
export function matchTimelineReducer<C extends TimelineComponent>(
  state: MatchTimelineState<C>,
  action: TimelineAction<C>,
): MatchTimelineState<C> {
  switch (action.type) {
    case 'init':
      return {
        ...initialTimelineState<C>(),
        matchId: action.matchId,
        eventId: action.eventId,
        firstComponentId: action.firstComponentId,
        isTimeline: action.isTimeline,
        viewedComponents: [],
      };
    case 'setComponents':
      return {
        ...state,
        components: [...action.components],
        viewedComponents: action.components.map(idOf),
      };
    case 'add': {
      const id = idOf(action.component);
      if (state.components.some((c) => idOf(c) === id)) return state;
      return {
        ...state,
        components: [action.component, ...state.components],
        viewedComponents: action.visible
          ? withViewed(state.viewedComponents, [id])
          : state.viewedComponents,
      };
    }
    case 'update': {
      const id = idOf(action.component);
      const index = state.components.findIndex((c) => idOf(c) === id);
      if (index === -1 || state.components[index] === action.component) return state;
      const components = [...state.components];
      components[index] = action.component;
      return { ...state, components };
    }
    case 'remove': {
      if (action.id === state.eventId) {
        return { ...state, components: [], eventId: '-1', isTimeline: true };
      }
      if (!state.components.some((c) => idOf(c) === action.id)) return state;
      return {
        ...state,
        components: state.components.filter((c) => idOf(c) !== action.id),
        viewedComponents: state.viewedComponents.filter((id) => id !== action.id),
      };
    }
    case 'setHasMore':
      return patch(state, { hasMore: action.hasMore });
    case 'loadMore': {
      const older = newOnly(action.components, new Set(state.components.map(idOf)));
      return {
        ...state,
        components: [...state.components, ...older],
        viewedComponents: withViewed(state.viewedComponents, older.map(idOf)),
        hasMore: action.hasMore,
        loadMoreStatus: 'idle',
      };
    }
    case 'loadMoreStarted':
      return patch(state, { loadMoreStatus: 'loading' });
    case 'loadMoreFailed':
      return patch(state, { loadMoreStatus: 'error' });
    case 'loadMoreIncidents':
      return patch(state, { incidentsJoined: true, hasMore: false, loadMoreStatus: 'idle' });
    case 'noMore':
      return patch(state, { hasMore: false, loadMoreStatus: 'idle' });
    case 'visible': {
      const viewedComponents = withViewed(state.viewedComponents, state.components.map(idOf));
      return viewedComponents === state.viewedComponents ? state : { ...state, viewedComponents };
    }
    case 'reset':
      return initialTimelineState<C>();
  }
}

/**
 * 001 §4 order of 'load more': the older pages of items first, newest to oldest, then the
 * match's incidents once. hasMore stays true while either is left: `pagesLeft` is what the last
 * page read said of older pages.
 */
export function timelineHasMore(pagesLeft: boolean, incidentsJoined: boolean): boolean {
  return pagesLeft || !incidentsJoined;
}

/** What the next 'load more' reads: an older page, the incidents, or nothing (001 §4). */
export function nextLoadMore(
  state: Pick<MatchTimelineState, 'hasMore' | 'incidentsJoined'>,
  pagesLeft: boolean,
): 'page' | 'incidents' | null {
  if (!state.hasMore) return null;
  if (pagesLeft) return 'page';
  return state.incidentsJoined ? null : 'incidents';
}

/** 001 §4: the number of items not in the viewed list (the title's counter). */
export function newComponentsCount(state: MatchTimelineState): number {
  const viewed = new Set(state.viewedComponents);
  return state.components.filter((component) => !viewed.has(idOf(component))).length;
}

/**
 * 001 §2 page title 'LIVE Coverage - match {homeName} - {awayName} - {parsedDate}', prefixed
 * '({n}) ' with the count of unseen items only while the tab is hidden and n > 0.
 */
export function timelineTitle({
  homeName,
  awayName,
  parsedDate,
  newCount,
  hidden,
}: {
  homeName: string;
  awayName: string;
  parsedDate: string;
  newCount: number;
  hidden: boolean;
}): string {
  const title = `LIVE Coverage - match ${homeName} - ${awayName} - ${parsedDate}`;
  return hidden && newCount > 0 ? `(${String(newCount)}) ${title}` : title;
}
