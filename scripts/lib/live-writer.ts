import { DEFAULT_HEADERS } from '@trybuna/api-client';

/** The content API's write routes for live coverage (docs/api.md), as an editor. */
export class LiveWriter {
  constructor(
    private readonly apiBase: string,
    private readonly token: string,
    private readonly apiKey?: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.apiBase}/api/v3/${path}`, {
      method,
      headers: {
        ...DEFAULT_HEADERS,
        'User-Authorization': this.token,
        ...(this.apiKey ? { Authorization: this.apiKey } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status === 204) return null;
    const json = (await response.json()) as unknown;
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${String(response.status)} ${JSON.stringify(json)}`);
    }
    return json;
  }

  patchMatch(matchId: string, attributes: Record<string, unknown>): Promise<unknown> {
    return this.call('PATCH', `matches/${matchId}`, {
      data: { type: 'matches', id: matchId, attributes },
    });
  }

  postItem(
    matchId: string,
    type: string,
    minute: number | null,
    payload: object,
  ): Promise<unknown> {
    return this.call('POST', 'match_centre_components', {
      data: {
        type: 'match_centre_components',
        attributes: { type, minute, visibility: 'web', payload },
        relationships: { match: { data: { type: 'matches', id: matchId } } },
      },
    });
  }

  postIncident(matchId: string, attributes: Record<string, unknown>): Promise<unknown> {
    return this.call('POST', 'incidents', {
      data: {
        type: 'incidents',
        attributes,
        relationships: { match: { data: { type: 'matches', id: matchId } } },
      },
    });
  }

  putOdds(
    matchId: string,
    odds: Record<'home' | 'draw' | 'away', [number, string]>,
  ): Promise<unknown> {
    return this.call('PUT', `matches/${matchId}/odds`, {
      data: (['home', 'draw', 'away'] as const).map((outcome) => ({
        type: 'odds',
        attributes: { outcome, value: odds[outcome][0], status: odds[outcome][1] },
      })),
    });
  }

  /** Ids of a match's timeline items or incidents (all pages). */
  async ids(type: 'match_centre_components' | 'incidents', matchId: string): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; page < 100; page++) {
      const response = await fetch(
        `${this.apiBase}/api/v3/${type}?filter[match_id_eq]=${matchId}&page[size]=50&page[number]=${String(page)}`,
        { headers: { ...DEFAULT_HEADERS, ...(this.apiKey ? { authorization: this.apiKey } : {}) } },
      );
      const body = (await response.json()) as { data?: { id: string }[] };
      const batch = body.data ?? [];
      ids.push(...batch.map((item) => item.id));
      if (batch.length < 50) break;
    }
    return ids;
  }
}
