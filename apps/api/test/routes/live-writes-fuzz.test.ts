import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_CENTRE_COMPONENT_TYPES } from '@trybuna/domain';
import {
  componentBody,
  incidentBody,
  liveWriteHarness,
  lineupsBody,
  matchBody,
  oddsBody,
  statisticsBody,
  type LiveWriteHarness,
} from './live-writes-support';

/** Fixed so a failure reproduces. */
const SEED = 20_261_125;
const RUNS = 400;

/** Values a hostile or broken client puts where a field belongs. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0085',
    '\ud800',
    'a\udfffb',
    '😀'.repeat(600),
    'x'.repeat(25_000),
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'https://',
    '2147483648',
    '-1',
    '1e400',
    '__proto__',
    'constructor',
    null,
    true,
    -1,
    0,
    1.5,
    Number.POSITIVE_INFINITY,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    [],
    {},
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A valid body with one member (top level, attribute or payload field) replaced or added. */
function mutated(base: Record<string, unknown>, names: readonly string[]) {
  return fc
    .tuple(
      fc.constantFrom(...names, 'extra'),
      hostile,
      fc.constantFrom('data', 'attributes', 'payload'),
    )
    .map(([name, value, level]) => {
      const body = structuredClone(base) as { data: Record<string, unknown> };
      const attributes = (body.data.attributes ?? {}) as Record<string, unknown>;
      if (level === 'data') body.data[name] = value;
      else if (level === 'attributes' || typeof attributes.payload !== 'object') {
        attributes[name] = value;
      } else (attributes.payload as Record<string, unknown>)[name] = value;
      return body;
    });
}

const component = (type: string) =>
  componentBody({ type, minute: 10, visibility: 'web', payload: { html: '<p>x</p>' } });

const requests = fc.oneof(
  fc
    .constantFrom(...MATCH_CENTRE_COMPONENT_TYPES)
    .chain((type) =>
      mutated(component(type), [
        'type',
        'minute',
        'visibility',
        'payload',
        'html',
        'player',
        'side',
        'external_url',
        'image_url',
        'survey_id',
        'event_type',
        'relationships',
      ]).map((body) => ['POST', 'match_centre_components', body] as const),
    ),
  mutated(component('text'), ['type', 'minute', 'payload', 'html', 'id', 'relationships']).map(
    (body) => ['PATCH', 'match_centre_components/500', body] as const,
  ),
  mutated(matchBody({ status: 'live' }), [
    'status',
    'home_squad_score',
    'period',
    'elapsed_seconds',
    'period_started_at',
    'postponed_start_time',
    'id',
  ]).map((body) => ['PATCH', 'matches/2', body] as const),
  mutated(incidentBody({ incident_type: 'goal', section_type: 'goal', minute: 1, side: 'home' }), [
    'type',
    'section_type',
    'minute',
    'side',
    'player_name',
    'relationships',
  ]).map((body) => ['POST', 'incidents', body] as const),
  fc
    .tuple(fc.constantFrom('outcome', 'value', 'status', 'type'), hostile, fc.nat({ max: 3 }))
    .map(([name, value, index]) => {
      const body = oddsBody([
        ['home', 2, 'increased'],
        ['draw', 3, 'increased'],
        ['away', 4, 'increased'],
      ]) as { data: { attributes: Record<string, unknown> }[] };
      const entry = body.data[index];
      if (entry) {
        if (name === 'type') (entry as Record<string, unknown>).type = value;
        else entry.attributes[name] = value;
      } else body.data.push(value as never);
      return ['PUT', 'matches/2/odds', body] as const;
    }),
  fc
    .tuple(
      fc.constantFrom('side', 'values', 'type', 'shots', 'passes', 'extra'),
      hostile,
      fc.nat({ max: 2 }),
    )
    .map(([name, value, index]) => {
      const body = statisticsBody({ shots: 5, passes: 300 }, { shots: 3 }) as {
        data: { type: unknown; attributes: Record<string, unknown> }[];
      };
      const entry = body.data[index];
      if (!entry) body.data.push(value as never);
      else if (name === 'type') entry.type = value;
      else if (name === 'side' || name === 'values') entry.attributes[name] = value;
      else (entry.attributes.values as Record<string, unknown>)[name] = value;
      return ['PUT', 'matches/2/statistics', body] as const;
    }),
  fc
    .tuple(
      fc.constantFrom(
        'type',
        'side',
        'player_name',
        'shirt_number',
        'position',
        'starter',
        'sort_order',
        'squad_player_id',
      ),
      hostile,
      fc.nat({ max: 36 }),
    )
    .map(([name, value, index]) => {
      const body = lineupsBody() as {
        data: { type: unknown; attributes: Record<string, unknown> }[];
      };
      const entry = body.data[index];
      if (!entry) body.data.push(value as never);
      else if (name === 'type') entry.type = value;
      else entry.attributes[name] = value;
      return ['PUT', 'matches/2/lineups', body] as const;
    }),
  fc.tuple(fc.constantFrom('match_centre_components', 'incidents', 'matches'), hostile).map(
    ([type, id]) =>
      [
        type === 'matches' ? 'PATCH' : 'DELETE',
        `${type}/${encodeURIComponent(
          String(id)
            .slice(0, 90)
            .replace(/[\ud800-\udfff]/g, 'x'),
        )}`,
        type === 'matches' ? matchBody({ status: 'live' }) : undefined,
      ] as const,
  ),
);

describe('live writes under hostile bodies from an editor', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
  });
  afterAll(() => h.app.close());

  it(`${String(RUNS)} generated writes: never a 5xx, every 4xx a JSON:API error document`, async () => {
    // A fresh editor every 100 writes: the rate limit is not what is tested here.
    let sent = 0;
    let token = h.tokens.editor;
    await fc.assert(
      fc.asyncProperty(requests, async ([method, path, body]) => {
        if (++sent % 100 === 0) token = await h.signEditor(`editor-fuzz-${String(sent)}`);
        const response = await h.send(method, path, body, token);
        expect(response.statusCode).not.toBe(429);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const document = response.json<{ errors: { status: string; title: string }[] }>();
          expect(document.errors[0]).toMatchObject({ status: String(response.statusCode) });
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
