/*
 * What the match centre needs once it goes live, in a chunk of its own loaded after the page
 * has hydrated (`use-match-centre.ts`): the connection to `/cable` (which loads the Action
 * Cable client in turn), the messages' readers, the HTTP re-reads and the timeline's catch-up.
 * None of it runs before the island's first effect, so none of it delays hydration.
 */
export { matchStatsFrom, sortedIncidents } from '@/lib/match-centre-data';
export { browserLiveEnvironment, startLiveConnection } from './live-connection';
export { mergeHeaderMatch } from './live-match';
export { liveChange } from './live-messages';
export {
  readMatch,
  readMatchLineups,
  readMatchStatistics,
  readTimelineItem,
  readTimelinePage,
  TIMELINE_PAGE_SIZE,
} from './match-centre-reads';
export { catchUpPages, syncActions } from './timeline-sync';
