import { timelineActions, type LiveMessageType, type TimelineAction } from '@trybuna/domain';
import {
  incidentFrom,
  lineupsFrom,
  liveMatchFrom,
  matchStatsFrom,
  oddsFrom,
  record,
  timelineItemFrom,
  type LiveMatch,
  type MatchIncident,
  type MatchLineups,
  type MatchStats,
  type OddsEntry,
  type TimelineItem,
} from '@/lib/match-centre-data';

/*
 * The match stream's messages (docs/live.md "The match channel"; their types and envelope are
 * the domain's live-channel contract) turned into what the page does with them: timeline
 * actions for the 001 §4 reducer, header, odds and incident changes, or a re-read over HTTP.
 * Pure, read without zod (this runs in the browser).
 */

export type LiveChange =
  | { kind: 'timeline'; action: TimelineAction<TimelineItem> }
  | { kind: 'match'; match: Partial<LiveMatch> }
  | { kind: 'odds'; odds: OddsEntry[] }
  | { kind: 'incidentAdded'; incident: MatchIncident }
  | { kind: 'incidentRemoved'; id: string }
  | { kind: 'statistics'; statistics: MatchStats | null }
  | { kind: 'lineups'; lineups: MatchLineups | null };

/** The JSON:API `data` member of a message's document. */
const primary = (document: unknown): unknown => record(document)?.data;

const idOf = (document: unknown): string | null => {
  const id = record(primary(document))?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
};

/**
 * What the page does with one message; null for `resync` or a document it cannot read.
 * `visible` is whether the page is visible now (001 §4: a live item is marked viewed only then).
 * An updated item that is no longer for the web (visibility 'mobile') is removed.
 */
export function liveChange(
  type: LiveMessageType,
  data: unknown,
  { visible }: { visible: boolean },
): LiveChange | null {
  switch (type) {
    case 'timeline_item_added': {
      const item = timelineItemFrom(primary(data));
      return item ? { kind: 'timeline', action: timelineActions.add(item, { visible }) } : null;
    }
    case 'timeline_item_updated': {
      const item = timelineItemFrom(primary(data));
      if (item) return { kind: 'timeline', action: timelineActions.update(item) };
      const id = idOf(data);
      return id === null ? null : { kind: 'timeline', action: timelineActions.remove(id) };
    }
    case 'timeline_item_deleted': {
      const id = idOf(data);
      return id === null ? null : { kind: 'timeline', action: timelineActions.remove(id) };
    }
    case 'match_updated': {
      const match = liveMatchFrom(primary(data));
      return match ? { kind: 'match', match } : null;
    }
    case 'odds_updated': {
      const list = primary(data);
      return Array.isArray(list) ? { kind: 'odds', odds: oddsFrom(list) } : null;
    }
    case 'incident_added': {
      const incident = incidentFrom(primary(data));
      return incident ? { kind: 'incidentAdded', incident } : null;
    }
    case 'incident_removed': {
      const id = idOf(data);
      return id === null ? null : { kind: 'incidentRemoved', id };
    }
    case 'match_statistics_updated': {
      // The anonymous set (the channel is anonymous): a signed-in fan reads the full one.
      const list = primary(data);
      return Array.isArray(list) ? { kind: 'statistics', statistics: matchStatsFrom(list) } : null;
    }
    case 'lineups_updated': {
      const list = primary(data);
      return Array.isArray(list) ? { kind: 'lineups', lineups: lineupsFrom(list) } : null;
    }
    case 'resync':
      // The connection answers it with a read (live-connection.ts).
      return null;
  }
}
