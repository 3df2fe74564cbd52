import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { Random } from './random';
import { palette, stadiumSvg } from './image-art';
import { exists, writeFileAtomically } from './images';
import { vp8FromWebp, webmFile } from './webm';

/**
 * The demo's videos: a few seconds of a stadium scene with a ball crossing the pitch and a
 * progress bar, drawn as SVG and made into WebM files at seed time (`webm.ts`), each with a
 * poster (its first frame, JPEG) and a WebVTT captions file saying what is seen (the clips have
 * no sound). They are written under `$DATA_DIR/media/wideo/` and served by the API's
 * `GET /media/…` (docs/api.md "Media").
 */
export interface DemoVideo {
  /** File name without extension: `{name}.webm`, `{name}.jpg`, `{name}.vtt`. */
  name: string;
  /** What the clip shows, for its captions. */
  caption: string;
}

export const DEMO_VIDEOS = [
  { name: 'skrot-meczu', caption: 'Skrót meczu: akcja przez całe boisko.' },
  { name: 'gol', caption: 'Gol: piłka ląduje w siatce.' },
  { name: 'zapowiedz', caption: 'Zapowiedź meczu: stadion przed pierwszym gwizdkiem.' },
  { name: 'akademia', caption: 'Trening akademii na bocznym boisku.' },
  { name: 'osrodek', caption: 'Przelot nad ośrodkiem treningowym.' },
] as const satisfies readonly DemoVideo[];

export type DemoVideoName = (typeof DEMO_VIDEOS)[number]['name'];

/** Where the files are served from: `{base}/media/wideo/{name}.{webm|jpg|vtt}`. */
const VIDEO_FOLDER = 'wideo';

export const VIDEO_SIZE = { width: 320, height: 180 } as const;
const FRAMES_PER_SECOND = 8;
const SECONDS = 4;
/** WebP (VP8) quality of each frame: every frame is a key frame, so this sets the file size. */
const QUALITY = 30;

/** The URL of a demo video's file (`webm`), poster (`jpg`) or captions (`vtt`). */
export function demoVideoUrl(base: string, name: string, extension = 'webm'): string {
  return `${base.replace(/\/$/, '')}/media/${VIDEO_FOLDER}/${name}.${extension}`;
}

/** What moves over the still background: a ball crossing the pitch and a progress bar. */
function overlaySvg(index: number, frame: number, count: number): string {
  const { width, height } = VIDEO_SIZE;
  const [primary, accent] = palette(index);
  const t = frame / Math.max(1, count - 1);
  const x = Math.round(width * (0.15 + 0.7 * t));
  const y = Math.round(height * (0.8 - 0.25 * Math.sin(Math.PI * t * 2) ** 2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}">
<circle cx="${String(x)}" cy="${String(y)}" r="7" fill="#fff" stroke="#111" stroke-width="2"/>
<rect x="0" y="${String(height - 6)}" width="${String(Math.round(width * t))}" height="6" fill="${accent}"/>
<rect x="${String(width - 34)}" y="10" width="24" height="16" rx="3" fill="${primary}" stroke="${accent}" stroke-width="2"/>
</svg>`;
}

/** Draws one clip: the WebM file and its poster (the first frame). */
async function drawClip(index: number): Promise<{ webm: Buffer; poster: Buffer }> {
  const { width, height } = VIDEO_SIZE;
  // Drawn at 4x and scaled down, so the scene keeps the demo pictures' proportions.
  const background = await sharp(
    Buffer.from(stadiumSvg(new Random(1000 + index), width * 4, height * 4, index)),
  )
    .flatten()
    .resize(width, height)
    .png()
    .toBuffer();
  const count = FRAMES_PER_SECOND * SECONDS;
  const frame = (n: number) =>
    sharp(background).composite([{ input: Buffer.from(overlaySvg(index, n, count)) }]);
  const frames: Buffer[] = [];
  for (let n = 0; n < count; n++) {
    frames.push(vp8FromWebp(await frame(n).webp({ quality: QUALITY }).toBuffer()));
  }
  return {
    webm: webmFile({ ...VIDEO_SIZE, framesPerSecond: FRAMES_PER_SECOND, frames }),
    poster: await frame(0).jpeg({ quality: 80 }).toBuffer(),
  };
}

/** WebVTT captions: the clip is silent, so one cue says what is seen for its whole length. */
export function captionsFile(video: DemoVideo): string {
  return `WEBVTT\n\n1\n00:00:00.000 --> 00:00:0${String(SECONDS)}.000\n[bez dźwięku] ${video.caption}\n`;
}

/**
 * Writes the demo videos whose files are missing (a reused DATA_DIR keeps them): `{name}.webm`,
 * `{name}.jpg` and `{name}.vtt` under `{dir}/wideo/`. Returns how many clips were drawn.
 */
export async function ensureVideoFiles(dir: string): Promise<number> {
  const folder = path.join(dir, VIDEO_FOLDER);
  await mkdir(folder, { recursive: true });
  let drawn = 0;
  await Promise.all(
    DEMO_VIDEOS.map(async (video, index) => {
      const file = (extension: string) => path.join(folder, `${video.name}.${extension}`);
      const [webm, poster, vtt] = await Promise.all(
        ['webm', 'jpg', 'vtt'].map((extension) => exists(file(extension))),
      );
      if (!webm || !poster) {
        const clip = await drawClip(index);
        await writeFileAtomically(file('webm'), clip.webm);
        await writeFileAtomically(file('jpg'), clip.poster);
        drawn++;
      }
      if (!vtt) await writeFileAtomically(file('vtt'), Buffer.from(captionsFile(video)));
    }),
  );
  return drawn;
}
