import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HEADERS } from '@trybuna/api-client';
import { loadEnv } from '@trybuna/config/env';
import { linkDemoImages } from '@trybuna/db/testing';
import { freePort } from '../../../../e2e/support/stack';
import { imageDirs } from '../../src/boot';
import {
  jwksServer,
  PROCESS_ORIGIN as ORIGIN,
  startApiProcess,
  type ApiProcess,
} from '../support/api-process';
import { tokenKit } from '../support/user-tokens';
import { CableClient, matchIdentifier, type Frame } from './cable-client';

/**
 * Issue 16 item 2: the API process is killed (SIGKILL) mid-match and started again on the same
 * data folder; a client that reconnects with its last sequence number gets what it missed,
 * and the numbering goes on where it stopped. A real process on a real (embedded) database;
 * user tokens are checked against a JWKS served by this test, standing in for the sso.
 */
let jwks: Awaited<ReturnType<typeof jwksServer>>;
let dataDir: string;
let port: number;
let api: ApiProcess | null = null;
let editor: string;

async function startApi(): Promise<void> {
  api = await startApiProcess({ port, ssoUrl: jwks.url, env: { DATA_DIR: dataDir } });
}

async function kill(): Promise<void> {
  const running = api;
  api = null;
  await running?.stop('SIGKILL');
}

async function patchScore(matchId: string, home: number): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${String(port)}/api/v3/matches/${matchId}`, {
    method: 'PATCH',
    headers: { ...DEFAULT_HEADERS, 'User-Authorization': editor },
    body: JSON.stringify({
      data: { type: 'matches', id: matchId, attributes: { home_squad_score: home } },
    }),
  });
  expect(response.status).toBe(200);
}

async function liveMatchId(): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${String(port)}/api/v3/matches?filter[status_eq]=live&page[size]=1`,
    { headers: DEFAULT_HEADERS },
  );
  const id = ((await response.json()) as { data: { id: string }[] }).data[0]?.id;
  if (!id) throw new Error('the demo has no live match');
  return id;
}

beforeAll(async () => {
  const kit = await tokenKit();
  jwks = await jwksServer(kit);
  dataDir = await mkdtemp(path.join(tmpdir(), 'trybuna-restart-'));
  // The demo pictures already drawn: the API's first start seeds the content, not the drawing.
  await linkDemoImages(imageDirs(loadEnv({ DATA_DIR: dataDir })).originalsDir);
  port = await freePort();
  editor = await kit.sign({
    iss: jwks.url,
    sub: 'editor-restart',
    roles: ['editor'],
  });
  await startApi();
}, 120_000);

afterAll(async () => {
  await kill();
  await jwks.close();
  await rm(dataDir, { recursive: true, force: true });
});

const messageOn = (identifier: string, seq: number) => (frame: Frame) =>
  frame.identifier === identifier && (frame.message as Frame | undefined)?.seq === seq;

const seqs = (client: CableClient, identifier: string) =>
  client.messages(identifier).map((message) => message.seq);

describe('resume across an API crash (SIGKILL) and restart', () => {
  it('replays what the client missed and numbers on from where the stream stopped', async () => {
    const matchId = await liveMatchId();
    const cable = `ws://127.0.0.1:${String(port)}/cable`;
    const identifier = matchIdentifier(matchId);
    const before = await CableClient.open(cable, ORIGIN);
    before.subscribe(identifier);
    await before.next((frame) => frame.type === 'confirm_subscription');
    await patchScore(matchId, 1);
    await patchScore(matchId, 2);
    await before.next(messageOn(identifier, 2));
    expect(seqs(before, identifier)).toEqual([1, 2]);
    const lastSeen = 2;

    await kill();
    await before.close();
    await startApi();
    // Written while the client was away.
    await patchScore(matchId, 3);
    await patchScore(matchId, 4);

    const after = await CableClient.open(cable, ORIGIN);
    const resumed = matchIdentifier(matchId, { since: lastSeen });
    after.subscribe(resumed);
    await after.next(messageOn(resumed, 4));
    await patchScore(matchId, 5);
    await after.next(messageOn(resumed, 5));
    await after.close();
    expect(seqs(after, resumed)).toEqual([3, 4, 5]);
    expect(
      after.messages(resumed).map((message) => {
        const data = message.data as { data: { attributes: { home_squad_score: number } } };
        return data.data.attributes.home_squad_score;
      }),
    ).toEqual([3, 4, 5]);
  }, 180_000);
});
