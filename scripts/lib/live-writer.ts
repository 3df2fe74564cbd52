import {
  createApiClient,
  createIncident,
  createTimelineItem,
  deleteIncident,
  deleteTimelineItem,
  replaceOdds,
  updateMatch,
  type ApiClient,
  type IncidentInput,
  type MatchChanges,
} from '@trybuna/api-client';

/**
 * The content API's write routes for live coverage (docs/api.md), as an editor: the api-client's
 * calls with the editor's token, plus the reads the simulator needs.
 */
export class LiveWriter {
  private readonly client: ApiClient;
  private readonly asEditor: { userToken: string };

  constructor(apiBase: string, token: string, apiKey?: string) {
    this.client = createApiClient({
      baseUrl: `${apiBase}/api/v3`,
      ...(apiKey ? { apiKey } : {}),
      logger: { error: () => undefined },
    });
    this.asEditor = { userToken: token };
  }

  /** A read: the raw JSON:API document (deserialised). */
  async read(path: string): Promise<unknown> {
    return (await this.client.get(path)).data;
  }

  patchMatch(matchId: string, changes: MatchChanges): Promise<void> {
    return updateMatch(this.client, matchId, changes, this.asEditor);
  }

  postItem(
    matchId: string,
    type: string,
    minute: number | null,
    payload: Record<string, unknown>,
  ): Promise<string> {
    return createTimelineItem(this.client, matchId, { type, minute, payload }, this.asEditor);
  }

  postIncident(matchId: string, incident: IncidentInput): Promise<string> {
    return createIncident(this.client, matchId, incident, this.asEditor);
  }

  putOdds(
    matchId: string,
    odds: Record<'home' | 'draw' | 'away', [number, 'increased' | 'decreased']>,
  ): Promise<void> {
    const entry = ([value, status]: [number, 'increased' | 'decreased']) => ({ value, status });
    return replaceOdds(
      this.client,
      matchId,
      { home: entry(odds.home), draw: entry(odds.draw), away: entry(odds.away) },
      this.asEditor,
    );
  }

  /** Deletes every timeline item and incident of a match (all pages). */
  async clear(matchId: string): Promise<void> {
    for (const type of ['match_centre_components', 'incidents'] as const) {
      for (const id of await this.ids(type, matchId)) {
        await (type === 'incidents'
          ? deleteIncident(this.client, id, this.asEditor)
          : deleteTimelineItem(this.client, id, this.asEditor));
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
