import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, images } from '@trybuna/db/schema';
import { drawWithSharp, type DrawImage } from '../../src/images/renderer';
import { testApiWithDatabase } from '../support/app';
import { keyed, TEST_IMAGE_SECRET, testImageKeys } from '../support/image-keys';

let app: FastifyInstance;
let root: string;
let cacheDir: string;
let renders = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'trybuna-images-'));
  const originalsDir = path.join(root, 'originals');
  cacheDir = path.join(root, 'cache');
  await mkdir(path.join(originalsDir, 'demo'), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b3d2e' } })
    .jpeg()
    .toFile(path.join(originalsDir, 'demo/pitch.jpg'));
  await sharp({ create: { width: 256, height: 256, channels: 4, background: '#d4a017' } })
    .png()
    .toFile(path.join(originalsDir, 'demo/crest.png'));
  const counting: DrawImage = (job) => {
    renders += 1;
    return drawWithSharp(job);
  };
  ({ app } = await testApiWithDatabase(
    { images: { originalsDir, cacheDir, draw: counting, keySecret: TEST_IMAGE_SECRET } },
    async ({ db }) => {
      await db.insert(images).values({
        id: 100,
        path: 'demo/pitch.jpg',
        width: 1600,
        height: 900,
        crops: {
          article_list: { x: 100, y: 100, width: 400, height: 200 },
          web: { x: 0, y: 0, width: 1600, height: 900 },
        },
      });
      await db.insert(images).values({ id: 101, path: 'demo/crest.png', width: 256, height: 256 });
      // Both pictures are used by public content (crests): anyone may fetch them.
      await db.insert(clubs).values([
        { id: 100, name: 'Boisko', shortName: 'B', code: 'BOI', imageId: 100 },
        { id: 101, name: 'Herb', shortName: 'H', code: 'HRB', imageId: 101 },
      ]);
    },
  ));
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

/** The URL with its picture's public key; a URL that does not parse gets a valid key too. */
function withKey(url: string): string {
  try {
    return keyed(url);
  } catch {
    return `/images/${testImageKeys.key('demo/pitch.jpg', 'public')}/${url.slice('/images/'.length)}`;
  }
}
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: withKey(url), headers });
const size = async (body: Buffer) => {
  const meta = await sharp(body).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
};
const storedFiles = async () =>
  (await readdir(cacheDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())
    .length;

describe('GET /images (000 §7.6)', () => {
  it('resizes a preset with a preset quality, as WebP when the browser accepts it', async () => {
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
    const first = await get('/images/fit-in/1020x680/demo/pitch.jpg');
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['x-cache']).toBe('miss');
    expect(await size(first.rawPayload)).toMatchObject({ width: 1020, height: 574 });
    const before = renders;
    const second = await get('/images/fit-in/1020x680/demo/pitch.jpg');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const again = await get('/images/fit-in/1020x680/demo/pitch.jpg', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(renders).toBe(before);
  });

  it("cuts one of the picture's own crops before resizing, and never enlarges", async () => {
    const response = await get('/images/100x100:500x300/fit-in/1200x800/demo/pitch.jpg');
    expect(response.statusCode).toBe(200);
    expect(await size(response.rawPayload)).toMatchObject({ width: 400, height: 200 });
  });

  it('serves an original by its bare path, and a format filter wins over Accept', async () => {
    expect(await size((await get('/images/demo/crest.png')).rawPayload)).toMatchObject({
      width: 256,
      format: 'png',
    });
    const crest = await get(
      '/images/fit-in/48x48/filters:quality(80):format(jpeg)/demo/crest.png',
      {
        accept: 'image/webp',
      },
    );
    expect(crest.headers['content-type']).toBe('image/jpeg');
    expect(await size(crest.rawPayload)).toMatchObject({ width: 48, height: 48 });
  });

  it('accepts a base64 JSON edit spec (fit inside a preset, format, quality)', async () => {
    const spec = Buffer.from(
      JSON.stringify({
        bucket: 'media',
        key: 'demo/pitch.jpg',
        edits: {
          resize: { width: 256, height: 256, fit: 'inside' },
          toFormat: 'png',
          png: { quality: 80 },
        },
      }),
    ).toString('base64');
    const response = await get(`/images/${spec}`);
    expect(response.statusCode).toBe(200);
    expect(await size(response.rawPayload)).toEqual({ width: 256, height: 144, format: 'png' });
  });

  it.each([
    ['the aspect ratio of a preset (a card’s crop box)', '/images/fit-in/720x480/demo/pitch.jpg'],
    ['the picture’s own aspect ratio', '/images/fit-in/720x405/demo/pitch.jpg'],
    ['the site’s rounding of it', '/images/fit-in/360x203/filters:quality(80)/demo/pitch.jpg'],
    ['a stored crop’s aspect ratio', '/images/100x100:500x300/fit-in/360x180/demo/pitch.jpg'],
  ])('renders a srcset width at %s', async (_name, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  it.each([
    ['an odd size', '/images/fit-in/1021x680/demo/pitch.jpg'],
    ['both sizes zero', '/images/fit-in/0x0/demo/pitch.jpg'],
    ['the largest box', '/images/fit-in/4096x4096/demo/pitch.jpg'],
    ['an absurd size', '/images/fit-in/10000x10000/demo/pitch.jpg'],
    ['a free width', '/images/fit-in/0x300/demo/pitch.jpg'],
    ['quality 1', '/images/fit-in/400x400/filters:quality(1)/demo/pitch.jpg'],
    ['quality 100', '/images/fit-in/400x400/filters:quality(100)/demo/pitch.jpg'],
    ['a quality on an original', '/images/filters:quality(2)/demo/pitch.jpg'],
    ['a srcset width off the aspect ratio', '/images/fit-in/720x500/demo/pitch.jpg'],
    ['a srcset width off the crop', '/images/100x100:500x300/fit-in/720x420/demo/pitch.jpg'],
    ['an unknown format', '/images/fit-in/400x400/filters:format(gif)/demo/pitch.jpg'],
    ['an unknown filter', '/images/fit-in/400x400/filters:blur(3)/demo/pitch.jpg'],
    ['a path escaping the store', '/images/fit-in/400x400/demo/../../etc/passwd.jpg'],
    ['an empty crop', '/images/50x50:50x60/fit-in/400x400/demo/pitch.jpg'],
    ['a crop outside the picture', '/images/0x0:5000x10/fit-in/400x400/demo/pitch.jpg'],
    ['a crop the picture does not have', '/images/0x0:800x450/fit-in/400x400/demo/pitch.jpg'],
    ['not base64 JSON', '/images/bm90IGpzb24'],
    ['an edit spec without a key', `/images/${base64({ edits: {} })}`],
    [
      'an edit spec of an odd size',
      `/images/${base64({ key: 'demo/pitch.jpg', edits: { resize: { width: 500, height: 500 } } })}`,
    ],
    [
      'an edit spec of an odd quality',
      `/images/${base64({ key: 'demo/pitch.jpg', edits: { toFormat: 'webp', webp: { quality: 7 } } })}`,
    ],
  ])('answers 400 with a JSON:API error for %s, rendering nothing', async (_name, url) => {
    const [files, before] = [await storedFiles(), renders];
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ status: '400', source: { parameter: 'path' } }],
    });
    expect(renders).toBe(before);
    expect(await storedFiles()).toBe(files);
  });

  it('answers 404 for a picture that does not exist', async () => {
    const response = await get('/images/fit-in/400x400/demo/none.jpg');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errors: [{ status: '404' }] });
  });
});
