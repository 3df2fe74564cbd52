import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../src/jsonapi/resource';
import { allResources, PUBLIC_ENDPOINTS } from '../../src/resources';
import { testApiWithDatabase } from '../support/app';
import { malformedRequest, type Vocabulary } from './generators';

/**
 * Issue 14 item 3: thousands of generated malformed requests at every route (both prefixes,
 * lists and reads by id, current_page and its components, standings, likes, short links,
 * signed-in reads, health, short-link redirects, images) answer no 5xx, and every 4xx is a
 * JSON:API error document. The seed is fixed so a failure reproduces; fast-check prints the
 * shrunk request.
 */
const RUNS = 5_000;
/** Fixed so a failure reproduces; `FUZZ_SEED` explores other seeds by hand. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_114);
const SITE = 'http://localhost:3000';

let app: FastifyInstance;
let root: string;
let vocabulary: Vocabulary;
let definitions: ResourceDefinition[];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'trybuna-fuzz-'));
  const originalsDir = path.join(root, 'originals');
  await mkdir(path.join(originalsDir, 'demo'), { recursive: true });
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b3d2e' } })
    .jpeg()
    .toFile(path.join(originalsDir, 'demo/pitch.jpg'));
  const built = await testApiWithDatabase({
    allowedOrigins: [SITE],
    likesPerMinute: 1_000_000,
    shortLinksPerMinute: 1_000_000,
    images: { originalsDir, cacheDir: path.join(root, 'cache') },
  });
  app = built.app;
  definitions = allResources({ db: built.database.db, apiUrl: SITE });
  vocabulary = {
    endpoints: [...PUBLIC_ENDPOINTS],
    types: definitions.map((d) => d.type),
    filters: [...new Set(definitions.flatMap((d) => Object.keys(d.filters ?? {})))],
    sorts: [...new Set(definitions.flatMap((d) => Object.keys(d.sorts ?? {})))],
    relationships: [...new Set(definitions.flatMap((d) => Object.keys(d.relationships ?? {})))],
    attributes: [...new Set(definitions.flatMap((d) => Object.keys(d.attributes)))],
    byType: Object.fromEntries(
      definitions.map((d) => [
        d.type,
        {
          filters: Object.keys(d.filters ?? {}),
          sorts: Object.keys(d.sorts ?? {}),
          relationships: Object.keys(d.relationships ?? {}),
          attributes: Object.keys(d.attributes),
        },
      ]),
    ),
  };
}, 120_000);

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

interface ErrorDocument {
  errors?: { status?: unknown; title?: unknown }[];
}

/** Why an answer breaks the rule, or null when it keeps it. */
function violation(method: string, response: LightMyRequestResponse): string | null {
  const { statusCode: status } = response;
  if (status >= 500) return `${String(status)}: ${response.body.slice(0, 300)}`;
  if (status < 400 || method === 'HEAD') return null;
  let body: ErrorDocument;
  try {
    body = response.json<ErrorDocument>();
  } catch {
    return `${String(status)} without a JSON body: ${response.body.slice(0, 200)}`;
  }
  const errors = body.errors;
  if (!Array.isArray(errors) || errors.length === 0) {
    return `${String(status)} without errors[]: ${response.body.slice(0, 200)}`;
  }
  for (const error of errors) {
    if (error.status !== String(status) || typeof error.title !== 'string') {
      return `${String(status)} with a malformed error object: ${JSON.stringify(error)}`;
    }
  }
  if (!String(response.headers['content-type']).includes('json')) {
    return `${String(status)} with content-type ${String(response.headers['content-type'])}`;
  }
  return null;
}

describe('generated malformed requests (fast-check)', () => {
  it(`${String(RUNS)} requests across every route: no 5xx, every 4xx a JSON:API error`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformedRequest(vocabulary), async (request) => {
        const response = await app.inject(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const problem = violation(request.method, response);
        if (problem !== null) throw new Error(`${request.method} ${request.url} → ${problem}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    if (process.env.FUZZ_STATS) console.log(JSON.stringify([...statuses].sort()));
    // The generator reached past the front door: some requests succeeded, many were refused.
    const count = (test: (status: number) => boolean) =>
      [...statuses].filter(([s]) => test(s)).reduce((n, [, c]) => n + c, 0);
    expect(count(() => true)).toBe(RUNS);
    expect(count((s) => s >= 200 && s < 300)).toBeGreaterThan(0);
    expect(count((s) => s === 400)).toBeGreaterThan(0);
    expect(count((s) => s === 404)).toBeGreaterThan(0);
  }, 300_000);

  it('every filter rule of every listable type, with hostile values: no 5xx', async () => {
    const listed = new Set<string>(PUBLIC_ENDPOINTS);
    const failures: string[] = [];
    for (const definition of definitions) {
      const base =
        definition.type === 'standings'
          ? '/api/v3/groups/1/standings'
          : listed.has(definition.type)
            ? `/api/v3/${definition.type}`
            : null;
      if (base === null) continue;
      for (const [field, filter] of Object.entries(definition.filters ?? {})) {
        for (const rule of filter.rules) {
          for (const value of HOSTILE_FILTER_VALUES) {
            const url = `${base}?filter[${field}_${rule}]=${encodeURIComponent(value)}`;
            const response = await app.inject({ url });
            const problem = violation('GET', response);
            if (problem !== null) failures.push(`${url} → ${problem}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

/** Values past a column's range, of the wrong kind, or not valid patterns. */
const HOSTILE_FILTER_VALUES = [
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e400',
  '1.5',
  'abc',
  '%',
  'x\\',
  '%x\\',
  '+275760-09-13',
  '0000-00-00',
  ',',
  '2147483647,2147483648',
  "'",
];
