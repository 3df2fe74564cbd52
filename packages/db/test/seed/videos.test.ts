import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_VIDEOS,
  VIDEO_SIZE,
  captionsFile,
  demoVideoUrl,
  ensureVideoFiles,
} from '../../src/seed/videos';
import { vp8FromWebp, webmFile } from '../../src/seed/webm';

let dir: string;
let drawn: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'trybuna-media-'));
  drawn = await ensureVideoFiles(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The bytes after an EBML element id (its size as a variable-length integer, then the body). */
function elementBody(file: Buffer, id: number[]): Buffer {
  const at = file.indexOf(Buffer.from(id));
  expect(at, `element ${id.map((b) => b.toString(16)).join('')}`).toBeGreaterThanOrEqual(0);
  const first = file[at + id.length] ?? 0;
  const length = Math.clz32(first) - 23;
  let size = first & (0xff >> length);
  for (let i = 1; i < length; i++) size = size * 256 + (file[at + id.length + i] ?? 0);
  const start = at + id.length + length;
  return file.subarray(start, start + size);
}

describe('demo videos', () => {
  it('draws every clip once, as a WebM file with a JPEG poster and WebVTT captions', async () => {
    expect(drawn).toBe(DEMO_VIDEOS.length);
    const names = (await readdir(path.join(dir, 'wideo'))).sort();
    expect(names).toEqual(
      DEMO_VIDEOS.flatMap((v) => [`${v.name}.jpg`, `${v.name}.vtt`, `${v.name}.webm`]).sort(),
    );
    expect(await ensureVideoFiles(dir)).toBe(0);
    for (const video of DEMO_VIDEOS) {
      const file = await readFile(path.join(dir, 'wideo', `${video.name}.webm`));
      // EBML header with DocType "webm", a VP8 track of the clip's size, a few seconds long.
      expect(file.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
      expect(elementBody(file, [0x42, 0x82]).toString()).toBe('webm');
      // CodecID (0x86), 5 bytes: V_VP8.
      expect(file.includes(Buffer.concat([Buffer.from([0x86, 0x85]), Buffer.from('V_VP8')]))).toBe(
        true,
      );
      const track = elementBody(file, [0xe0]);
      expect(elementBody(track, [0xb0]).readUIntBE(0, 2)).toBe(VIDEO_SIZE.width);
      expect(elementBody(track, [0xba]).readUIntBE(0, 1)).toBe(VIDEO_SIZE.height);
      expect(elementBody(file, [0x44, 0x89]).readDoubleBE(0)).toBe(4000);
      // Small: tens of kilobytes.
      expect(file.length).toBeLessThan(150_000);
      const poster = await sharp(path.join(dir, 'wideo', `${video.name}.jpg`)).metadata();
      expect([poster.format, poster.width, poster.height]).toEqual([
        'jpeg',
        VIDEO_SIZE.width,
        VIDEO_SIZE.height,
      ]);
      const captions = await readFile(path.join(dir, 'wideo', `${video.name}.vtt`), 'utf8');
      expect(captions).toBe(captionsFile(video));
      expect(captions.startsWith('WEBVTT\n\n')).toBe(true);
      expect(captions).toContain(video.caption);
    }
  });

  it('points every cue at the start of a cluster', async () => {
    const file = await readFile(path.join(dir, 'wideo', `${DEMO_VIDEOS[0].name}.webm`));
    const segment = file.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67])) + 4;
    const segmentBody = segment + Math.clz32(file[segment] ?? 0) - 23;
    const cues = elementBody(file, [0x1c, 0x53, 0xbb, 0x6b]);
    const positions = [...cues.toString('hex').matchAll(/f188([0-9a-f]{16})/g)].map((m) =>
      Number.parseInt(m[1] ?? '', 16),
    );
    expect(positions.length).toBe(4);
    for (const position of positions) {
      expect(file.readUInt32BE(segmentBody + position)).toBe(0x1f43b675);
    }
  });

  it('takes the VP8 frame out of a lossy WebP and refuses anything else', async () => {
    const webp = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0b3' } })
      .webp({ quality: 50 })
      .toBuffer();
    const frame = vp8FromWebp(webp);
    // A VP8 key frame: its start code after the 3-byte frame tag.
    expect(frame.subarray(3, 6).equals(Buffer.from([0x9d, 0x01, 0x2a]))).toBe(true);
    const lossless = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .webp({ lossless: true })
      .toBuffer();
    expect(() => vp8FromWebp(lossless)).toThrow(/no lossy VP8/);
    expect(() => vp8FromWebp(Buffer.from('GIF89a'))).toThrow(/not a WebP/);
    const one = webmFile({ width: 16, height: 16, framesPerSecond: 1, frames: [frame] });
    expect(one.includes(frame)).toBe(true);
  });

  it('serves them under the API’s /media/wideo/', () => {
    expect(demoVideoUrl('http://localhost:4000/', 'gol')).toBe(
      'http://localhost:4000/media/wideo/gol.webm',
    );
    expect(demoVideoUrl('https://api.example', 'gol', 'vtt')).toBe(
      'https://api.example/media/wideo/gol.vtt',
    );
  });
});
