import type {
  ApiClient,
  IncidentInput,
  MatchChanges,
  MatchStatisticsInput,
  OddsInput,
  TimelineItemInput,
} from '@trybuna/api-client';
import type * as LiveWrites from '@trybuna/api-client/calls/live-writes';

type WithToken = <T>(call: (token: string) => Promise<T>) => Promise<T>;

/** The desk's writes for one match, each request signed with the editor's current token. */
export interface DeskCalls {
  postItem(item: TimelineItemInput): Promise<string>;
  updateItem(
    id: string,
    changes: Partial<Pick<TimelineItemInput, 'minute' | 'payload'>>,
  ): Promise<void>;
  deleteItem(id: string): Promise<void>;
  patchMatch(changes: MatchChanges): Promise<void>;
  postIncident(incident: IncidentInput): Promise<string>;
  deleteIncident(id: string): Promise<void>;
  putOdds(odds: OddsInput): Promise<void>;
  putStatistics(statistics: MatchStatisticsInput): Promise<void>;
}

/**
 * Binds the api-client's live-coverage writes to a match and the signed-in editor. Each request
 * takes the token on its own (`withUserToken` refreshes and retries one request on 401/403),
 * so a write of several requests never repeats one that already succeeded.
 */
export function deskCalls(
  api: typeof LiveWrites,
  client: ApiClient,
  matchId: string,
  withUserToken: WithToken,
): DeskCalls {
  const as = <T>(call: (options: { userToken: string }) => Promise<T>) =>
    withUserToken((token) => call({ userToken: token }));
  return {
    postItem: (item) => as((o) => api.createTimelineItem(client, matchId, item, o)),
    updateItem: (id, changes) => as((o) => api.updateTimelineItem(client, id, changes, o)),
    deleteItem: (id) => as((o) => api.deleteTimelineItem(client, id, o)),
    patchMatch: (changes) => as((o) => api.updateMatch(client, matchId, changes, o)),
    postIncident: (incident) => as((o) => api.createIncident(client, matchId, incident, o)),
    deleteIncident: (id) => as((o) => api.deleteIncident(client, id, o)),
    putOdds: (odds) => as((o) => api.replaceOdds(client, matchId, odds, o)),
    putStatistics: (statistics) =>
      as((o) => api.replaceMatchStatistics(client, matchId, statistics, o)),
  };
}

export type DeskFailure = 'forbidden' | 'signedOut' | 'invalid' | 'tooMany' | 'failed';

/** Which message a failed write shows: by the API's status (a missing token is signed out). */
export function deskFailure(error: unknown): DeskFailure {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  if (status === 403) return 'forbidden';
  if (status === 401) return 'signedOut';
  if (status === 422 || status === 400 || status === 409) return 'invalid';
  if (status === 429) return 'tooMany';
  if (error instanceof Error && error.message === 'Not signed in') return 'signedOut';
  return 'failed';
}
