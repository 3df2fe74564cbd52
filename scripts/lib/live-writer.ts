import {
  createApiClient,
  createIncident,
  createTimelineItem,
  deleteIncident,
  deleteTimelineItem,
  replaceOdds,
  updateMatch,
  isApiError,
  type ApiClient,
  type IncidentInput,
  type MatchChanges,
} from '@trybuna/api-client';

type Signed<T> = (options: { userToken: string }) => Promise<T>;

/**
 * The content API's write routes for live coverage (docs/api.md), as an editor: the api-client's
 * calls with the editor's token, plus the reads the simulator needs. A write answered 401 (the
 * token expired: a simulated match outlasts it) signs in again with `renew` and is sent once more.
 */
export class LiveWriter {
  private readonly client: ApiClient;
  /** The editor's token, signed in for on the first write. */
  private token: Promise<string> | null = null;

  constructor(
    apiBase: string,
    private readonly renew: () => Promise<string>,
    apiKey?: string,
  ) {
    this.client = createApiClient({
      baseUrl: `${apiBase}/api/v3`,
      ...(apiKey ? { apiKey } : {}),
      logger: { error: () => undefined },
    });
  }

  private async signed<T>(call: Signed<T>): Promise<T> {
    this.token ??= this.renew();
    const token = await this.token;
    try {
      return await call({ userToken: token });
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) throw error;
      this.token = this.renew();
      return call({ userToken: await this.token });
    }
  }

  /** A read: the raw JSON:API document (deserialised). */
  async read(path: string): Promise<unknown> {
    return (await this.client.get(path)).data;
  }

  patchMatch(matchId: string, changes: MatchChanges): Promise<void> {
    return this.signed((o) => updateMatch(this.client, matchId, changes, o));
  }

  postItem(
    matchId: string,
    type: string,
    minute: number | null,
    payload: Record<string, unknown>,
  ): Promise<string> {
    return this.signed((o) =>
      createTimelineItem(this.client, matchId, { type, minute, payload }, o),
    );
  }

  postIncident(matchId: string, incident: IncidentInput): Promise<string> {
    return this.signed((o) => createIncident(this.client, matchId, incident, o));
  }

  putOdds(
    matchId: string,
    odds: Record<'home' | 'draw' | 'away', [number, 'increased' | 'decreased']>,
  ): Promise<void> {
    const entry = ([value, status]: [number, 'increased' | 'decreased']) => ({ value, status });
    const input = { home: entry(odds.home), draw: entry(odds.draw), away: entry(odds.away) };
    return this.signed((o) => replaceOdds(this.client, matchId, input, o));
  }

  /** Deletes every timeline item and incident of a match (all pages). */
  async clear(matchId: string): Promise<void> {
    for (const type of ['match_centre_components', 'incidents'] as const) {
      for (const id of await this.ids(type, matchId)) {
        await this.signed((o) =>
          type === 'incidents'
            ? deleteIncident(this.client, id, o)
            : deleteTimelineItem(this.client, id, o),
        );
      }
    }
  }

  /** Ids of a match's timeline items or incidents (all pages). */
  private async ids(type: 'match_centre_components' | 'incidents', matchId: string) {
    const ids: string[] = [];
    for (let page = 1; page < 100; page++) {
      const response = await this.client.get(type, {
        params: { filter: { match_id_eq: matchId }, page: { size: 50, number: page } },
      });
      const batch = Array.isArray(response.data) ? (response.data as { id: string }[]) : [];
      ids.push(...batch.map((item) => item.id));
      if (batch.length < 50) break;
    }
    return ids;
  }
}
