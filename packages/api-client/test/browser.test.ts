import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  documentHasMore,
  includedOf,
  likesCountUrl,
  matchCentreUrls,
  matchFieldsUrl,
  primaryList,
  primaryOne,
  readDocument,
  resourceFields,
  ticketBeltUrls,
} from '../src/browser';
import {
  createApiClient,
  getCompetitionSeasons,
  getMatchCentreComponents,
  getMatches,
  getMatchLineups,
  getMatchStatistics,
  TICKET_BELT_MATCH_PARAMS,
  TICKET_BELT_SEASON_PARAMS,
} from '../src';
import { fakeFetch, jsonResponse, recordingLogger } from './support/fake-fetch';

const BASE = 'https://api.example/api/v3';

/** The URL the server's typed call sends (the same client, a fake network). */
async function serverUrl(call: (client: ReturnType<typeof createApiClient>) => Promise<unknown>) {
  const fake = fakeFetch(() => jsonResponse(200, { data: [] }));
  const client = createApiClient({
    baseUrl: BASE,
    fetch: fake.fetch,
    logger: recordingLogger().logger,
  });
  await call(client);
  return fake.calls[0]?.url;
}

describe('browser entry: URLs (the same queries as the server calls)', () => {
  it('reads a like count through its type path, a component through its page (000 §7.3)', () => {
    expect(likesCountUrl(`${BASE}/`, 'article', '42')).toBe(
      `${BASE}/articles/42?fields[articles]=likes_count`,
    );
    expect(likesCountUrl(BASE, 'component', '9', '3')).toBe(
      `${BASE}/current_page/3/components/9?fields[components]=likes_count`,
    );
    expect(likesCountUrl(BASE, 'club', '2')).toBeNull();
  });

  it('asks one match with a sparse fieldset', () => {
    expect(matchFieldsUrl(BASE, '12', ['status', 'likes_count'])).toBe(
      `${BASE}/matches/12?fields[matches]=status%2Clikes_count`,
    );
  });

  it("sends the match centre's and the ticket belt's queries exactly as the server's calls", async () => {
    expect(matchCentreUrls.timelinePage(BASE, '12', 3)).toBe(
      await serverUrl((client) => getMatchCentreComponents(client, '12', { number: 3 })),
    );
    expect(matchCentreUrls.statistics(BASE, '12')).toBe(
      await serverUrl((client) => getMatchStatistics(client, '12')),
    );
    expect(matchCentreUrls.lineups(BASE, '12')).toBe(
      await serverUrl((client) => getMatchLineups(client, '12')),
    );
    const belt = ticketBeltUrls(BASE);
    expect(belt.matches).toBe(
      await serverUrl((client) => getMatches(client, TICKET_BELT_MATCH_PARAMS)),
    );
    expect(belt.seasons).toBe(
      await serverUrl((client) => getCompetitionSeasons(client, TICKET_BELT_SEASON_PARAMS)),
    );
    expect(matchCentreUrls.match(BASE, '12')).toBe(`${BASE}/matches/12?include=odds%2Cincidents`);
    expect(matchCentreUrls.timelineItem(BASE, '12', '5')).toBe(
      `${BASE}/match_centre_components?filter[match_id_eq]=12&filter[id_eq]=5`,
    );
  });
});

describe('browser entry: raw JSON:API readers (no zod)', () => {
  const list = {
    data: [
      { id: 7, type: 'incidents', attributes: { type: 'goal', minute: 12 } },
      { id: '', type: 'incidents', attributes: {} },
    ],
    included: [
      { id: '1', type: 'odds', attributes: { outcome: 'home' } },
      { id: '2', type: 'users', attributes: {} },
    ],
    meta: { pagination: { current: 1, last: 2, next: 2 } },
  };

  it('reads the primary list, the included resources of a type and the pagination', () => {
    expect(primaryList(list)).toHaveLength(2);
    expect(primaryList({ data: { id: '1' } })).toEqual([]);
    expect(primaryOne({ data: { id: '1' } })).toEqual({ id: '1' });
    expect(primaryOne(list)).toBeNull();
    expect(includedOf(list, 'odds')).toEqual([list.included[0]]);
    expect(documentHasMore(list)).toBe(true);
    expect(documentHasMore({ meta: { pagination: { current: 2, last: 2, next: null } } })).toBe(
      false,
    );
    expect(documentHasMore(null)).toBe(false);
  });

  it("reads a resource's id and fields, raw or deserialised; none without an id", () => {
    expect(resourceFields(list.data[0])).toEqual({
      id: '7',
      type: 'incidents',
      fields: { type: 'goal', minute: 12 },
    });
    expect(resourceFields({ id: '3', type: 'goal', minute: 9 })).toEqual({
      id: '3',
      type: 'goal',
      fields: { id: '3', type: 'goal', minute: 9 },
    });
    expect(resourceFields(list.data[1])).toBeNull();
    expect(resourceFields('x')).toBeNull();
    // The spec's `type` of an incident or timeline item, sent as incident_type / …_type.
    expect(
      resourceFields({ id: '8', type: 'incidents', attributes: { incident_type: 'own_goal' } }),
    ).toEqual({ id: '8', type: 'incidents', fields: { type: 'own_goal' } });
    expect(
      resourceFields({
        id: '9',
        type: 'match_centre_components',
        attributes: { match_centre_component_type: 'text', minute: 4 },
      }),
    ).toEqual({ id: '9', type: 'match_centre_components', fields: { minute: 4, type: 'text' } });
  });
});

describe('browser entry: readDocument', () => {
  it('sends the read headers (no Content-Type), the user token and the cache mode', async () => {
    const fake = fakeFetch(() => jsonResponse(200, { data: null }));
    const body = await readDocument(`${BASE}/matches/1`, {
      fetch: fake.fetch,
      userToken: 't0k',
      cache: 'no-cache',
    });
    expect(body).toEqual({ data: null });
    const headers = fake.calls[0]?.headers ?? {};
    expect(headers).toMatchObject({
      Accept: 'application/json',
      'Client-Id': '1',
      'Device-Platform': 'web',
      'User-Authorization': 't0k',
    });
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('content-type');
  });

  it('rejects any other status with an ApiError carrying it (000 §8)', async () => {
    const fake = fakeFetch(() => jsonResponse(503, {}));
    const read = readDocument(`${BASE}/matches/1`, { fetch: fake.fetch });
    await expect(read).rejects.toBeInstanceOf(ApiError);
    await expect(read).rejects.toMatchObject({ status: 503 });
  });
});

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** Module specifiers a source file imports, static ones and `import()` apart (types left out). */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const text = readFileSync(file, 'utf8');
  const stat = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)];
  const dyn = [...text.matchAll(/import\('([^']+)'\)/g)];
  return { static: stat.map((m) => m[1] ?? ''), dynamic: dyn.map((m) => m[1] ?? '') };
}

/** Every module a file reaches through static imports (and `import()` when asked). */
function reach(entry: string, dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const found = importsOf(file);
    for (const spec of [...found.static, ...(dynamic ? found.dynamic : [])]) {
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), `${spec}.ts`));
      else seen.add(spec);
    }
  };
  visit(path.join(SRC, entry));
  return seen;
}

describe('browser entry: weight', () => {
  it('loads no schema library with the page: its eager modules import neither zod nor zod/mini', () => {
    const eager = reach('browser/index.ts', false);
    expect([...eager].filter((spec) => spec.startsWith('zod'))).toEqual([]);
  });

  it('the calls it loads on demand check answers with zod/mini, never classic zod', () => {
    const all = reach('browser/index.ts', true);
    expect(all.has('zod/mini')).toBe(true);
    expect(all.has('zod')).toBe(false);
  });
});
