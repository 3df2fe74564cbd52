import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '@trybuna/db';
import { incidents, matchCentreComponents, odds } from '@trybuna/db/schema';
import { inProcessAdapter } from '../../src/live';
import type { LiveEnvelope } from '../../src/live/messages';
import { testApiWithDatabase } from '../support/app';
import { tokenKit } from '../support/user-tokens';

/** The site origin the test app knows (links to it are inside links, http allowed). */
export const SITE = 'http://localhost:3000';

/** Live coverage of match 2 (live) to change: an item, an incident and the three odds. */
async function liveFixtures(database: Database): Promise<void> {
  const { db } = database;
  await db.insert(matchCentreComponents).values({
    id: 500,
    matchId: 2,
    type: 'text',
    minute: 3,
    payload: { html: '<p>Pierwsza akcja</p>' },
  });
  await db.insert(matchCentreComponents).values({
    id: 501,
    matchId: 1,
    type: 'goal',
    minute: 10,
    payload: { player: 'Jan Nowak', side: 'home' },
  });
  await db.insert(incidents).values({
    id: 600,
    matchId: 2,
    type: 'goal',
    sectionType: 'goal',
    minute: 3,
    side: 'home',
    playerName: 'Jan Nowak',
  });
  await db.insert(odds).values([
    { id: 700, matchId: 2, outcome: 'home', value: 2.1, status: 'increased' },
    { id: 701, matchId: 2, outcome: 'draw', value: 3.2, status: 'decreased' },
    { id: 702, matchId: 2, outcome: 'away', value: 3.9, status: 'increased' },
  ]);
  // The fixtures' explicit ids: move the identity sequences past them.
  for (const table of ['match_centre_components', 'incidents', 'odds']) {
    await database.query(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
}

/** Whether the (first) resource a message names has a row now. */
async function rowExists(database: Database, envelope: LiveEnvelope): Promise<boolean> {
  const document = envelope.message.data as { data: unknown };
  const [resource] = (Array.isArray(document.data) ? document.data : [document.data]) as {
    type: string;
    id: string;
  }[];
  if (!resource) return false;
  const rows = await database.query<{ found: boolean }>(
    sql`select exists (select 1 from ${sql.identifier(resource.type)} where id = ${Number(resource.id)}) as found`,
  );
  return rows[0]?.found ?? false;
}

export interface LiveWriteHarness {
  app: FastifyInstance;
  database: Database;
  /** Every envelope the API published, in order. */
  envelopes: LiveEnvelope[];
  /**
   * For each envelope, read when it was published: whether the row of the resource it names
   * existed then (a write is published only once committed).
   */
  rowAtPublish: Promise<boolean>[];
  tokens: { editor: string; otherEditor: string; fan: string };
  /** A token of another editor (each has a rate limit of their own). */
  signEditor: (sub: string) => Promise<string>;
  /** A write as the editor (or `token`; `null`: anonymous), JSON:API body; `path` under v3. */
  send: (
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    token?: string | null,
  ) => Promise<LightMyRequestResponse>;
  /** An anonymous read (through the read cache). */
  read: (path: string) => Promise<LightMyRequestResponse>;
  /** The stored messages of a match: type, author, data. */
  stored: (matchId: number) => Promise<{ seq: number; type: string; author: string | null }[]>;
}

export async function liveWriteHarness(): Promise<LiveWriteHarness> {
  const kit = await tokenKit();
  const adapter = inProcessAdapter();
  const envelopes: LiveEnvelope[] = [];
  const rowAtPublish: Promise<boolean>[] = [];
  const { app, database } = await testApiWithDatabase(
    { userTokens: kit.userTokens, live: { adapter }, allowedOrigins: [SITE] },
    liveFixtures,
  );
  adapter.onMessage((envelope) => {
    envelopes.push(envelope);
    rowAtPublish.push(rowExists(database, envelope));
  });
  const tokens = {
    editor: await kit.sign({ sub: 'editor-0001', nickname: 'Redakcja', roles: ['editor'] }),
    otherEditor: await kit.sign({ sub: 'editor-0002', nickname: 'Redakcja2', roles: ['editor'] }),
    fan: await kit.sign({ sub: 'fan-0001', roles: [] }),
  };
  return {
    app,
    database,
    envelopes,
    rowAtPublish,
    tokens,
    signEditor: (sub) => kit.sign({ sub, roles: ['editor'] }),
    send: (method, path, body, token = tokens.editor) =>
      app.inject({
        method,
        url: path.startsWith('/') ? path : `/api/v3/${path}`,
        headers: {
          'content-type': 'application/vnd.api+json',
          ...(token === null ? {} : { 'user-authorization': `Bearer ${token}` }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      }),
    read: (path) => app.inject({ url: `/api/v3/${path}` }),
    stored: (matchId) =>
      database.query(
        sql`select seq, type, author from live_messages where match_id = ${matchId} order by seq`,
      ),
  };
}

/** Matchers typed as the values they stand for (no `any` in object literals). */
export const anyNumber = expect.any(Number) as number;
const anyString = expect.any(String) as string;

/** A 422 whose errors point at `pointer` (or below it). */
export function expectInvalid(response: LightMyRequestResponse, pointer: string): void {
  expect(response.statusCode).toBe(422);
  const body = response.json<{
    meta: { message: string };
    errors: { status: string; title: string; source?: { pointer?: string } }[];
  }>();
  expect(body.meta.message).toEqual(expect.any(String));
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) expect(error.status).toBe('422');
  expect(body.errors.map((e) => e.source?.pointer)).toContainEqual(
    expect.stringMatching(new RegExp(`^${pointer.replace(/[/]/g, '\\/')}`)),
  );
}

/** A JSON:API error document with this status. */
export function expectError(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode).toBe(status);
  const body = response.json<{ errors: { status: string; title: string }[] }>();
  expect(body.errors[0]).toMatchObject({ status: String(status), title: anyString });
}

/** A component body for `match` with these attributes. */
export const componentBody = (
  attributes: Record<string, unknown>,
  match = '2',
): Record<string, unknown> => ({
  data: {
    type: 'match_centre_components',
    attributes,
    relationships: { match: { data: { type: 'matches', id: match } } },
  },
});

export const incidentBody = (
  attributes: Record<string, unknown>,
  match = '2',
): Record<string, unknown> => ({
  data: {
    type: 'incidents',
    attributes,
    relationships: { match: { data: { type: 'matches', id: match } } },
  },
});

export const matchBody = (attributes: Record<string, unknown>): Record<string, unknown> => ({
  data: { type: 'matches', id: '2', attributes },
});

export const oddsBody = (
  entries: [outcome: string, value: number, status: string][],
): Record<string, unknown> => ({
  data: entries.map(([outcome, value, status]) => ({
    type: 'odds',
    attributes: { outcome, value, status },
  })),
});

/** A timeline item as the write routes and the reads answer it. */
export interface ComponentDocument {
  data: {
    type: string;
    id: string;
    attributes: {
      type: string;
      minute: number | null;
      visibility: string | null;
      payload: Record<string, unknown>;
    };
    relationships: { match: { data: { type: string; id: string } } };
  };
}

/** A statistics body: the home side's values, then the away side's (any JSON, to test). */
export const statisticsBody = (
  home: unknown,
  away: unknown,
): { data: { type: string; attributes: { side: string; values: unknown } }[] } => ({
  data: [
    { type: 'match_statistics', attributes: { side: 'home', values: home } },
    { type: 'match_statistics', attributes: { side: 'away', values: away } },
  ],
});

/** One player of a lineups body (`PUT matches/{id}/lineups`): its attributes, any JSON to test. */
export type LineupAttributes = Record<string, unknown>;

/** The home side's 4-4-2 and the away side's 4-2-3-1 (001 §3 starting positions). */
export const HOME_FORMATION = [
  'GK',
  'DL',
  'DLC',
  'DRC',
  'DR',
  'ML',
  'MLC',
  'MRC',
  'MR',
  'FLC',
  'FRC',
];
export const AWAY_FORMATION = [
  'GK',
  'DL',
  'DLC',
  'DRC',
  'DR',
  'DMLC',
  'DMRC',
  'AML',
  'AMC',
  'AMR',
  'FC',
];

/**
 * One side's lineup: a starter on each of `formation`'s positions, then `substitutes` without
 * one; names `{Side} {n}`, shirt numbers 1, 2, 3… in that order.
 */
export const sideLineup = (
  side: 'home' | 'away',
  formation: readonly string[] = side === 'home' ? HOME_FORMATION : AWAY_FORMATION,
  substitutes = 7,
): LineupAttributes[] => [
  ...formation.map((position, i) => ({
    side,
    player_name: `${side === 'home' ? 'Gospodarz' : 'Gość'} ${String(i + 1)}`,
    shirt_number: i + 1,
    position,
    starter: true,
  })),
  ...Array.from({ length: substitutes }, (_, i) => ({
    side,
    player_name: `${side === 'home' ? 'Rezerwowy gospodarzy' : 'Rezerwowy gości'} ${String(i + 1)}`,
    shirt_number: formation.length + i + 1,
    position: null,
    starter: false,
  })),
];

/** A lineups body of these players (default: both sides, 11 + 7 each). */
export const lineupsBody = (
  players: readonly LineupAttributes[] = [...sideLineup('home'), ...sideLineup('away')],
): { data: { type: string; attributes: LineupAttributes }[] } => ({
  data: players.map((attributes) => ({ type: 'match_lineup_players', attributes })),
});
