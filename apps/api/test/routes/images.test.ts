import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@trybuna/db';
import { buildApi } from '../../src/app';

let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'trybuna-images-'));
  const originalsDir = path.join(root, 'originals');
  await mkdir(path.join(originalsDir, 'demo'), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b3d2e' } })
    .jpeg()
    .toFile(path.join(originalsDir, 'demo/pitch.jpg'));
  await sharp({ create: { width: 256, height: 256, channels: 4, background: '#d4a017' } })
    .png()
    .toFile(path.join(originalsDir, 'demo/crest.png'));
  app = await buildApi({
    database: await openDatabase({ kind: 'memory' }),
    images: { originalsDir, cacheDir: path.join(root, 'cache') },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const size = async (body: Buffer) => {
  const meta = await sharp(body).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
};

describe('GET /images (000 §7.6)', () => {
  it('resizes fit-in with the quality filter, as WebP when the browser accepts it', async () => {
    const response = await get('/images/fit-in/400x400/filters:quality(65)/demo/pitch.jpg', {
      accept: 'image/avif,image/webp,*/*',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept');
    expect(await size(response.rawPayload)).toEqual({ width: 400, height: 225, format: 'webp' });
  });

  it('keeps the original format without WebP in Accept, and caches the result on disk', async () => {
    const first = await get('/images/fit-in/0x300/demo/pitch.jpg');
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['x-cache']).toBe('miss');
    expect(await size(first.rawPayload)).toMatchObject({ width: 533, height: 300 });
    const second = await get('/images/fit-in/0x300/demo/pitch.jpg');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const again = await get('/images/fit-in/0x300/demo/pitch.jpg', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('crops before resizing, and never enlarges', async () => {
    const response = await get('/images/100x100:500x300/fit-in/2000x2000/demo/pitch.jpg');
    expect(await size(response.rawPayload)).toMatchObject({ width: 400, height: 200 });
  });

  it('serves an original by its bare path, and a format filter wins over Accept', async () => {
    expect(await size((await get('/images/demo/crest.png')).rawPayload)).toMatchObject({
      width: 256,
      format: 'png',
    });
    const webp = await get('/images/fit-in/64x64/filters:quality(80):format(jpeg)/demo/crest.png', {
      accept: 'image/webp',
    });
    expect(webp.headers['content-type']).toBe('image/jpeg');
  });

  it('accepts a base64 JSON edit spec (fit inside, format, quality)', async () => {
    const spec = Buffer.from(
      JSON.stringify({
        bucket: 'media',
        key: 'demo/pitch.jpg',
        edits: {
          resize: { width: 320, height: 320, fit: 'inside' },
          toFormat: 'png',
          png: { quality: 80 },
        },
      }),
    ).toString('base64');
    const response = await get(`/images/${spec}`);
    expect(response.statusCode).toBe(200);
    expect(await size(response.rawPayload)).toEqual({ width: 320, height: 180, format: 'png' });
  });

  it.each([
    ['an absurd size', '/images/fit-in/10000x10000/demo/pitch.jpg'],
    ['both sizes zero', '/images/fit-in/0x0/demo/pitch.jpg'],
    ['an unknown filter', '/images/fit-in/10x10/filters:blur(3)/demo/pitch.jpg'],
    ['a quality out of range', '/images/fit-in/10x10/filters:quality(0)/demo/pitch.jpg'],
    ['a path escaping the store', '/images/fit-in/10x10/demo/../../etc/passwd.jpg'],
    ['an empty crop', '/images/50x50:50x60/fit-in/10x10/demo/pitch.jpg'],
    ['a crop outside the picture', '/images/0x0:5000x10/fit-in/10x10/demo/pitch.jpg'],
    ['not base64 JSON', '/images/bm90IGpzb24'],
    ['an edit spec without a key', `/images/${Buffer.from('{"edits":{}}').toString('base64')}`],
  ])('answers 400 with a JSON:API error for %s', async (_name, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ status: '400' }] });
  });

  it('answers 404 for a picture that does not exist', async () => {
    const response = await get('/images/fit-in/10x10/demo/none.jpg');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ status: '404' }] });
  });
});
