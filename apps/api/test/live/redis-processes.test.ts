import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HEADERS } from '@trybuna/api-client';
import { freshPostgresDatabase } from '@trybuna/db/testing';
import { freePort } from '../../../../e2e/support/stack';
import {
  jwksServer,
  PROCESS_ORIGIN,
  startApiProcess,
  type ApiProcess,
} from '../support/api-process';
import { startRedis } from '../support/redis';
import { tokenKit } from '../support/user-tokens';
import { CableClient, matchIdentifier, type Frame } from './cable-client';

/**
 * Issue 16 item 1: two API processes on one PostgreSQL database and one Redis (Debian's
 * `redis-server`), as behind a load balancer: an editor's write through the write API of one
 * process reaches a fan connected to `/cable` on the other. PostgreSQL is what two processes
 * can share, so this runs where `TEST_DATABASE_URL` is set (CI's PostgreSQL project).
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!postgres)('two API processes on one Redis (REDIS_URL)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let jwks: Awaited<ReturnType<typeof jwksServer>>;
  let database: NonNullable<Awaited<ReturnType<typeof freshPostgresDatabase>>>;
  const apis: ApiProcess[] = [];
  let editor: string;

  beforeAll(async () => {
    redis = await startRedis();
    const kit = await tokenKit();
    jwks = await jwksServer(kit);
    const fresh = await freshPostgresDatabase();
    if (!fresh) throw new Error('TEST_DATABASE_URL is not set');
    database = fresh;
    editor = await kit.sign({ iss: jwks.url, sub: 'editor-redis', roles: ['editor'] });
    // One after the other: the first migrates and loads the demo content, the second finds it.
    for (let i = 0; i < 2; i += 1) {
      apis.push(
        await startApiProcess({
          port: await freePort(),
          ssoUrl: jwks.url,
          env: { DATABASE_URL: database.url, REDIS_URL: redis.url },
        }),
      );
    }
  }, 180_000);

  afterAll(async () => {
    for (const api of apis) await api.stop('SIGTERM');
    await jwks.close();
    await redis.stop();
    await database.drop();
  });

  it('a write on the first process reaches a client of the second, once, in order', async () => {
    const [first, second] = apis;
    if (!first || !second) throw new Error('the two API processes did not start');
    const live = (await (
      await fetch(`${first.base}/api/v3/matches?filter[status_eq]=live&page[size]=1`, {
        headers: DEFAULT_HEADERS,
      })
    ).json()) as { data: { id: string }[] };
    const matchId = live.data[0]?.id ?? '';
    const identifier = matchIdentifier(matchId);
    const fan = await CableClient.open(
      `${second.base.replace('http', 'ws')}/cable`,
      PROCESS_ORIGIN,
    );
    fan.subscribe(identifier);
    await fan.next((frame) => frame.type === 'confirm_subscription');

    const response = await fetch(`${first.base}/api/v3/match_centre_components`, {
      method: 'POST',
      headers: { ...DEFAULT_HEADERS, 'User-Authorization': editor },
      body: JSON.stringify({
        data: {
          type: 'match_centre_components',
          attributes: {
            match_centre_component_type: 'text',
            minute: 3,
            payload: { html: '<p>Przez Redis</p>' },
          },
          relationships: { match: { data: { type: 'matches', id: matchId } } },
        },
      }),
    });
    expect(response.status).toBe(201);
    const created = ((await response.json()) as { data: { id: string } }).data.id;

    const message = await fan.next(
      (frame: Frame) =>
        frame.identifier === identifier &&
        (frame.message as Frame | undefined)?.type === 'timeline_item_added',
    );
    const body = message.message as { seq: number; data: { data: { id: string } } };
    expect(body.data.data.id).toBe(created);
    await fan.close();
    expect(fan.messages(identifier).filter((m) => m.type === 'timeline_item_added')).toHaveLength(
      1,
    );
  }, 60_000);
});
