import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange, MEDIA_CACHE_CONTROL } from '../../src/routes/media';
import { testApi } from '../support/app';

let app: FastifyInstance;
let root: string;
const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'trybuna-media-'));
  await mkdir(path.join(root, 'media', 'wideo'), { recursive: true });
  await writeFile(path.join(root, 'media', 'wideo', 'gol.webm'), VIDEO);
  await writeFile(path.join(root, 'media', 'wideo', 'gol.vtt'), 'WEBVTT\n');
  await writeFile(path.join(root, 'secret.webm'), 'outside the media folder');
  app = await testApi({
    mediaDir: path.join(root, 'media'),
    allowedOrigins: ['http://localhost:3000'],
  });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /media/…', () => {
  it('answers the whole file with its type, length, ETag, a day of caching and byte ranges', async () => {
    const response = await get('/media/wideo/gol.webm');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(response.rawPayload.equals(VIDEO)).toBe(true);
    const captions = await get('/media/wideo/gol.vtt');
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toBe('WEBVTT\n');
    // The site's pages on other origins may load it (the captions track needs CORS).
    const cors = await get('/media/wideo/gol.vtt', { origin: 'http://localhost:3000' });
    expect(cors.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('answers a range with 206 and Content-Range (what a player seeks with)', async () => {
    const middle = await get('/media/wideo/gol.webm', { range: 'bytes=100-199' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 100-199/1000');
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.rawPayload.equals(VIDEO.subarray(100, 200))).toBe(true);
    const open = await get('/media/wideo/gol.webm', { range: 'bytes=990-' });
    expect(open.headers['content-range']).toBe('bytes 990-999/1000');
    const tail = await get('/media/wideo/gol.webm', { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(VIDEO.subarray(990))).toBe(true);
    const past = await get('/media/wideo/gol.webm', { range: 'bytes=1000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
  });

  it('revalidates with the ETag and sends a whole new file for a stale If-Range', async () => {
    const first = await get('/media/wideo/gol.webm');
    const etag = String(first.headers.etag);
    expect((await get('/media/wideo/gol.webm', { 'if-none-match': etag })).statusCode).toBe(304);
    const same = await get('/media/wideo/gol.webm', { range: 'bytes=0-9', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    const stale = await get('/media/wideo/gol.webm', { range: 'bytes=0-9', 'if-range': '"x"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['content-length']).toBe('1000');
  });

  it('answers HEAD with the headers only', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/media/wideo/gol.webm' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.body).toBe('');
  });

  it('refuses paths that are not plain media file names (400) and missing files (404)', async () => {
    for (const url of [
      '/media/../secret.webm',
      '/media/%2e%2e/secret.webm',
      '/media/wideo/..%2f..%2fsecret.webm',
      '/media/wideo/gol.exe',
      '/media/wideo/Gol.webm',
      '/media/wideo//gol.webm',
      '/media/wideo/gol',
      '/media/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('outside the media folder');
    }
    expect((await get('/media/wideo/gol.exe')).statusCode).toBe(400);
    const missing = await get('/media/wideo/brak.webm');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errors: [{ status: '404' }] });
  });
});

describe('byteRange', () => {
  it('reads one range and ignores what it does not understand', () => {
    expect(byteRange(undefined, 10)).toBeNull();
    expect(byteRange('bytes=0-4', 10)).toEqual({ start: 0, end: 4 });
    expect(byteRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=4-2', 10)).toBeNull();
    expect(byteRange('bytes=0-1,4-5', 10)).toBeNull();
    expect(byteRange('items=0-1', 10)).toBeNull();
    expect(byteRange('bytes=-', 10)).toBeNull();
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 10)).toBe('unsatisfiable');
  });
});
