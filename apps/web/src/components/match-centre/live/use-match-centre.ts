'use client';

import {
  initialTimelineState,
  matchTimelineReducer,
  nextLoadMore,
  timelineActions,
  timelineHasMore,
  type MatchTimelineState,
  type TimelineAction,
} from '@trybuna/domain';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { MatchCentreInitial, TimelineItem } from '@/lib/match-centre-data';
import { useFailedRead } from '@/components/chrome/toasts/use-failed-read';
import { clockReference } from './live-match';

/** The live part's code (the connection, readers, re-reads), loaded after hydration. */
const liveSession = () => import('./live-session');

type State = MatchTimelineState<TimelineItem>;
type Action = TimelineAction<TimelineItem>;

function startState(matchId: string, initial: MatchCentreInitial): State {
  const actions: Action[] = [
    timelineActions.init({ matchId }),
    timelineActions.setComponents(initial.items),
    // 001 §4: older pages, then the incidents (not read yet) are left to load.
    timelineActions.setHasMore(timelineHasMore(initial.hasMore, false)),
  ];
  return actions.reduce(matchTimelineReducer, initialTimelineState<TimelineItem>());
}

const isHidden = () => typeof document !== 'undefined' && document.hidden;

/**
 * The match centre's live state (001 §4): the timeline reducer, the header, odds and incidents,
 * kept live over `/cable` (`startLiveConnection`), with `?event=` (init with eventId, not a
 * timeline), load more and the page's visibility.
 */
export function useMatchCentre({
  matchId,
  apiBase,
  cableUrl,
  initial,
  renderedAt,
  live: connect,
}: {
  matchId: string;
  apiBase: string;
  cableUrl: string;
  initial: MatchCentreInitial;
  renderedAt: number;
  /** False for the 'without content' variant: nothing is kept live. */
  live: boolean;
}) {
  const [timeline, dispatch] = useReducer(matchTimelineReducer<TimelineItem>, null, () =>
    startState(matchId, initial),
  );
  const [match, setMatch] = useState({
    live: initial.live,
    updatedAt: clockReference(initial.live, renderedAt),
  });
  const [odds, setOdds] = useState(initial.odds);
  const [incidents, setIncidents] = useState(initial.incidents);
  const [statistics, setStatistics] = useState(initial.statistics);
  const [lineups, setLineups] = useState(initial.lineups);
  const [hidden, setHidden] = useState(false);
  const state = useRef(timeline);
  state.current = timeline;
  const nextPage = useRef(2);
  /** Whether older pages of items are left (the incidents come after them, 001 §4). */
  const [pagesLeft, setPagesLeftState] = useState(initial.hasMore);
  const pagesLeftNow = useRef(pagesLeft);
  const setPagesLeft = useCallback((left: boolean) => {
    pagesLeftNow.current = left;
    setPagesLeftState(left);
  }, []);

  const run = useCallback((actions: readonly Action[]) => {
    for (const action of actions) dispatch(action);
  }, []);

  // 000 §8: a failed HTTP read keeps what is shown, is reported and raises the toast once
  // (the fallback poll retries every 5 s: one toast for the run, not one a turn).
  const readFailure = useFailedRead('match-centre');

  /** Reads the match centre over HTTP; resolves to what applies it (see startLiveConnection). */
  const reread = useCallback(async (): Promise<() => void> => {
    const {
      catchUpPages,
      mergeHeaderMatch,
      readMatch,
      readMatchLineups,
      readMatchStatistics,
      readTimelinePage,
      syncActions,
    } = await liveSession();
    const fetcher = window.fetch.bind(window);
    const known = new Set(state.current.components.map((item) => item.id));
    const extra = <T>(promise: Promise<T>) =>
      promise.catch((error: unknown) => {
        readFailure.failed(error);
        return undefined;
      });
    const [read, catchUp, stats, teams] = await Promise.all([
      readMatch(fetcher, apiBase, matchId),
      catchUpPages((page) => readTimelinePage(fetcher, apiBase, matchId, page), known),
      // Statistics are extra: a failed read keeps the ones shown.
      extra(readMatchStatistics(fetcher, apiBase, matchId)),
      extra(readMatchLineups(fetcher, apiBase, matchId)),
    ]).catch((error: unknown) => {
      readFailure.failed(error);
      throw error;
    });
    if (stats !== undefined && teams !== undefined) readFailure.succeeded();
    return () => {
      setMatch((previous) => mergeHeaderMatch(previous, read.match, Date.now()));
      setOdds(read.odds);
      setIncidents(read.incidents);
      if (stats !== undefined) setStatistics(stats);
      if (teams !== undefined) setLineups(teams);
      if (catchUp.joined) {
        run(syncActions(state.current, catchUp, !isHidden()));
      } else {
        // Too much was missed to join up: the newest pages, afresh (older ones by load more);
        // an `?event=` view stays one.
        const { eventId, isTimeline } = state.current;
        run([
          timelineActions.init({ matchId, eventId, isTimeline }),
          timelineActions.setComponents(catchUp.items),
          timelineActions.setHasMore(timelineHasMore(catchUp.hasMore, false)),
        ]);
        nextPage.current = catchUp.pages + 1;
        setPagesLeft(catchUp.hasMore);
      }
    };
  }, [apiBase, matchId, run, readFailure, setPagesLeft]);

  // The live channel, with the HTTP fallback while it is down.
  useEffect(() => {
    if (!connect) return;
    let stopped = false;
    let connection: { stop: () => void } | null = null;
    const start = (session: Awaited<ReturnType<typeof liveSession>>) => {
      const { liveChange, mergeHeaderMatch, sortedIncidents } = session;
      connection = session.startLiveConnection({
        url: cableUrl,
        matchId,
        env: session.browserLiveEnvironment(),
        reread,
        onMessage: (type, data) => {
          const change = liveChange(type, data, { visible: !isHidden() });
          if (!change) return;
          switch (change.kind) {
            case 'timeline':
              dispatch(change.action);
              return;
            case 'match':
              setMatch((previous) => mergeHeaderMatch(previous, change.match, Date.now()));
              return;
            case 'odds':
              setOdds(change.odds);
              return;
            case 'incidentAdded':
              setIncidents((previous) => sortedIncidents([...previous, change.incident]));
              return;
            case 'incidentRemoved':
              setIncidents((previous) => previous.filter((i) => i.id !== change.id));
              return;
            case 'statistics':
              setStatistics(change.statistics);
              return;
            case 'lineups':
              setLineups(change.lineups);
          }
        },
      });
    };
    liveSession()
      .then((session) => {
        if (!stopped) start(session);
      })
      .catch(() => {
        // The chunk could not load (offline): the page stays as rendered.
      });
    return () => {
      stopped = true;
      connection?.stop();
    };
  }, [connect, cableUrl, matchId, reread]);

  // 001 §4: the page becoming visible marks every item viewed.
  useEffect(() => {
    const onVisibility = () => {
      setHidden(document.hidden);
      if (!document.hidden) dispatch(timelineActions.visible());
    };
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  // 001 §2 `?event={id}`: init with that item, shown on its own (isTimeline false).
  useEffect(() => {
    if (!connect) return;
    const eventId = new URLSearchParams(window.location.search).get('event');
    if (eventId === null || !/^[0-9]{1,12}$/.test(eventId)) return;
    const { components, hasMore } = state.current;
    run([
      timelineActions.init({ matchId, eventId, isTimeline: false }),
      timelineActions.setComponents(components),
      timelineActions.setHasMore(hasMore),
    ]);
    if (components.some((item) => item.id === eventId)) return;
    // An item that does not exist (any more) or cannot be read: the whole timeline.
    const whole = [
      timelineActions.init({ matchId }),
      timelineActions.setComponents(components),
      timelineActions.setHasMore(hasMore),
    ];
    liveSession()
      .then(({ readTimelineItem }) =>
        readTimelineItem(window.fetch.bind(window), apiBase, matchId, eventId),
      )
      .then((item) => {
        run(item ? [timelineActions.add(item, { visible: true })] : whole);
      })
      .catch((error: unknown) => {
        run(whole);
        readFailure.failed(error);
      });
  }, [connect, apiBase, matchId, run, readFailure]);

  // 001 §4: deleting the `?event=` item empties the timeline and turns it back into one; it
  // is then read again.
  const eventId = useRef(timeline.eventId);
  useEffect(() => {
    const was = eventId.current;
    eventId.current = timeline.eventId;
    if (was !== '-1' && timeline.eventId === '-1' && timeline.components.length === 0) {
      void reread()
        .then((apply) => {
          apply();
        })
        .catch(() => undefined);
    }
  }, [timeline.eventId, timeline.components.length, reread]);

  /**
   * 001 §4 'load more': the next older page of items while there are any; after the last one,
   * the match's incidents, which join the timeline and set hasMore to false.
   */
  const loadMore = useCallback(async () => {
    if (state.current.loadMoreStatus === 'loading') return;
    const next = nextLoadMore(state.current, pagesLeftNow.current);
    if (next === null) return;
    dispatch(timelineActions.loadMoreStarted());
    const fetcher = window.fetch.bind(window);
    try {
      const { readMatch, readTimelinePage, TIMELINE_PAGE_SIZE } = await liveSession();
      if (next === 'page') {
        // Items that arrived since push older ones to later pages: start past what is held
        // (an item seen twice is dropped by the reducer).
        const number = Math.max(
          nextPage.current,
          Math.floor(state.current.components.length / TIMELINE_PAGE_SIZE) + 1,
        );
        const page = await readTimelinePage(fetcher, apiBase, matchId, number);
        nextPage.current = number + 1;
        setPagesLeft(page.hasMore);
        if (page.items.length > 0 || page.hasMore) {
          dispatch(
            timelineActions.loadMore(
              page.items,
              timelineHasMore(page.hasMore, state.current.incidentsJoined),
            ),
          );
          return;
        }
        // No older items after all: the same click goes on to the incidents.
      }
      const read = await readMatch(fetcher, apiBase, matchId);
      setIncidents(read.incidents);
      dispatch(timelineActions.loadMoreIncidents());
    } catch (error) {
      // 001 §8: the load-more error state; 000 §8: the data-load toast as well.
      dispatch(timelineActions.loadMoreFailed());
      readFailure.failed(error, true);
    }
  }, [apiBase, matchId, readFailure, setPagesLeft]);

  return {
    timeline,
    match,
    odds,
    incidents,
    statistics,
    lineups,
    hidden,
    loadMore,
    /** What 'load more' reads next: an older page, the incidents, or nothing. */
    nextLoad: nextLoadMore(timeline, pagesLeft),
  };
}
