import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '@trybuna/db/testing';
import { buildApi } from '../../src/app';
import { clubs, images } from '@trybuna/db/schema';
import type { DrawImage, ImageLimits } from '../../src/images/renderer';
import { keyed, TEST_IMAGE_SECRET } from '../support/image-keys';

let root: string;
let originalsDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'trybuna-image-limits-'));
  originalsDir = path.join(root, 'originals');
  await mkdir(path.join(originalsDir, 'demo'), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b3d2e' } })
    .jpeg()
    .toFile(path.join(originalsDir, 'demo/pitch.jpg'));
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

afterAll(() => rm(root, { recursive: true, force: true }));

/** An API serving images from the test originals into `cacheDir`, drawing with `draw`. */
async function imageApi(
  cacheDir: string,
  limits: Partial<ImageLimits>,
  draw: DrawImage,
): Promise<FastifyInstance> {
  // The picture is a public one (a club's crest): the route serves it to anyone.
  const database = await testDatabase();
  await database.migrate();
  await database.db
    .insert(images)
    .values({ id: 1, path: 'demo/pitch.jpg', width: 1600, height: 900 });
  await database.db
    .insert(clubs)
    .values({ id: 1, name: 'A', shortName: 'A', code: 'A', imageId: 1 });
  const app = await buildApi({
    database,
    images: {
      originalsDir,
      cacheDir: path.join(root, cacheDir),
      limits,
      draw,
      keySecret: TEST_IMAGE_SECRET,
    },
  });
  apps.push(app);
  return app;
}

/** A draw that answers `bytes` bytes at once (the route does not look inside). */
const fixedSize =
  (bytes: number): DrawImage =>
  () =>
    Promise.resolve(Buffer.alloc(bytes, 1));

const url = (box: string) => keyed(`/images/fit-in/${box}/demo/pitch.jpg`);
const files = async (dir: string) =>
  (await readdir(path.join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();

describe('the image store has a byte cap with least-recently-used eviction', () => {
  it('evicts the picture used longest ago, keeping one just read', async () => {
    const app = await imageApi('lru', { cacheBytes: 2500 }, fixedSize(1000));
    const cache = async (box: string) =>
      (await app.inject({ url: url(box) })).headers['x-cache'] as string;
    expect(await cache('400x400')).toBe('miss');
    expect(await cache('1020x680')).toBe('miss');
    // Reading 400x400 makes 1020x680 the least recently used…
    expect(await cache('400x400')).toBe('hit');
    // …so storing a third (3,000 bytes > 2,500) deletes it.
    expect(await cache('256x256')).toBe('miss');
    expect(await files('lru')).toHaveLength(2);
    expect(await cache('400x400')).toBe('hit');
    expect(await cache('256x256')).toBe('hit');
    expect(await cache('1020x680')).toBe('miss');
  });

  it('counts the files of an earlier run against the cap on start', async () => {
    const first = await imageApi('restart', { cacheBytes: 10_000 }, fixedSize(1000));
    for (const box of ['400x400', '1020x680', '256x256'])
      expect((await first.inject({ url: url(box) })).headers['x-cache']).toBe('miss');
    expect(await files('restart')).toHaveLength(3);
    const second = await imageApi('restart', { cacheBytes: 1500 }, fixedSize(1000));
    // A request waits for the scan; the cap then leaves one file.
    const response = await second.inject({ url: url('1600x1060') });
    expect(response.headers['x-cache']).toBe('miss');
    expect(await files('restart')).toHaveLength(1);
  });

  it('does not store a render larger than the whole cap', async () => {
    const app = await imageApi('huge', { cacheBytes: 500 }, fixedSize(1000));
    expect((await app.inject({ url: url('400x400') })).statusCode).toBe(200);
    expect((await app.inject({ url: url('400x400') })).headers['x-cache']).toBe('miss');
    expect(await files('huge')).toEqual([]);
  });
});

describe('renders run a few at a time behind a bounded queue', () => {
  it('runs at most concurrentRenders at once, queues queuedRenders, refuses the rest', async () => {
    let running = 0;
    let most = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let twoStarted!: () => void;
    const started = new Promise<void>((resolve) => (twoStarted = resolve));
    const draw: DrawImage = async () => {
      running += 1;
      most = Math.max(most, running);
      if (running === 2) twoStarted();
      await released;
      running -= 1;
      return Buffer.alloc(10, 1);
    };
    const app = await imageApi('queue', { concurrentRenders: 2, queuedRenders: 1 }, draw);
    const boxes = ['400x400', '1020x680', '256x256', '1600x1060'];
    const answers = boxes.map((box) => app.inject({ url: url(box) }));
    // Two render, one waits; the fourth cannot even wait and is answered at once.
    const refused = await Promise.race(answers);
    await started;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ errors: [{ status: '503' }] });
    release();
    const statuses = (await Promise.all(answers)).map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 503]);
    expect(most).toBe(2);
    // The slot freed by the queue: a later render runs.
    expect((await app.inject({ url: url('1600x1060') })).statusCode).toBe(200);
  });

  it('one picture asked for many times at once is rendered once', async () => {
    let calls = 0;
    const app = await imageApi('shared', {}, () => {
      calls += 1;
      return Promise.resolve(Buffer.alloc(10, 1));
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ url: url('400x400') })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(calls).toBe(1);
  });
});

describe('renders (cache misses) are rate limited per client', () => {
  it('answers 429 past missesPerMinute while stored pictures are still served', async () => {
    const app = await imageApi('rate', { missesPerMinute: 2 }, fixedSize(100));
    const get = (box: string, remoteAddress = '203.0.113.7') =>
      app.inject({ url: url(box), remoteAddress });
    expect((await get('400x400')).statusCode).toBe(200);
    expect((await get('1020x680')).statusCode).toBe(200);
    const limited = await get('256x256');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ errors: [{ status: '429' }] });
    expect(await files('rate')).toHaveLength(2);
    // Hits are never limited…
    for (let i = 0; i < 5; i++) {
      const hit = await get('400x400');
      expect(hit.statusCode).toBe(200);
      expect(hit.headers['x-cache']).toBe('hit');
    }
    // …and another client has its own allowance.
    expect((await get('256x256', '198.51.100.9')).statusCode).toBe(200);
  });
});
