import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Crop } from '../schema/media';
import { Random } from './random';
import { crestSvg, portraitSvg, productSvg, stadiumSvg } from './image-art';

export interface DemoImage {
  id: number;
  key: string;
  /** Storage path under the originals directory, also the CDN-style path. */
  path: string;
  width: number;
  height: number;
  author: string | null;
  description: string | null;
  crops: Record<string, Crop>;
  render: () => Promise<Buffer>;
}

export const PHOTO_COUNT = 48;
const CREST_COUNT = 18;
export const PORTRAIT_COUNT = 24;
const PRODUCT_COUNT = 8;

const PHOTOGRAPHERS = ['Anna Nowak', 'Piotr Wiśniewski', 'Marta Kowalczyk', 'Tomasz Zieliński'];

const pad = (n: number) => String(n).padStart(2, '0');

/** Named crops of 000 §3 for a landscape photo: list thumbnails, web, desktop and mobile hero. */
function photoCrops(width: number, height: number): Record<string, Crop> {
  const full = { x: 0, y: 0, width, height };
  const square = { x: Math.round((width - height) / 2), y: 0, width: height, height };
  const portrait = {
    x: Math.round(width / 2 - height * 0.375),
    y: 0,
    width: Math.round(height * 0.75),
    height,
  };
  return {
    article_list: full,
    article_list_thumbnail: square,
    article_list_thumbnail2: full,
    article_list_thumbnail3: portrait,
    article_list_thumbnail4: square,
    web: full,
    desktopHero: { x: 0, y: Math.round(height * 0.1), width, height: Math.round(height * 0.6) },
    mobileHero: portrait,
  };
}

/** The demo's pictures, ids 1…n in this order (the same on every run). */
export function demoImages(): DemoImage[] {
  const images: DemoImage[] = [];
  const add = (image: Omit<DemoImage, 'id'>) => images.push({ ...image, id: images.length + 1 });
  for (let i = 1; i <= PHOTO_COUNT; i++) {
    const [width, height] = [1600, 900];
    add({
      key: `photo-${pad(i)}`,
      path: `demo/photo-${pad(i)}.jpg`,
      width,
      height,
      author: `Fot. ${PHOTOGRAPHERS[i % PHOTOGRAPHERS.length] ?? ''}`,
      description: 'Stadion w wieczornym świetle',
      crops: photoCrops(width, height),
      render: () =>
        sharp(Buffer.from(stadiumSvg(new Random(i), width, height, i)))
          .jpeg({ quality: 82 })
          .toBuffer(),
    });
  }
  for (let i = 1; i <= CREST_COUNT; i++) {
    add({
      key: `crest-${pad(i)}`,
      path: `demo/crest-${pad(i)}.png`,
      width: 256,
      height: 256,
      author: null,
      description: 'Herb klubu',
      crops: { thumb: { x: 0, y: 0, width: 256, height: 256 } },
      render: () =>
        sharp(Buffer.from(crestSvg(256, i - 1)))
          .png()
          .toBuffer(),
    });
  }
  for (let i = 1; i <= PORTRAIT_COUNT; i++) {
    add({
      key: `player-${pad(i)}`,
      path: `demo/player-${pad(i)}.jpg`,
      width: 600,
      height: 800,
      author: 'Fot. klubowy fotograf',
      description: null,
      crops: { thumb: { x: 0, y: 0, width: 600, height: 600 } },
      render: () =>
        sharp(Buffer.from(portraitSvg(600, 800, i)))
          .jpeg({ quality: 82 })
          .toBuffer(),
    });
  }
  for (let i = 1; i <= PRODUCT_COUNT; i++) {
    add({
      key: `product-${pad(i)}`,
      path: `demo/product-${pad(i)}.jpg`,
      width: 800,
      height: 800,
      author: null,
      description: null,
      crops: {},
      render: () =>
        sharp(Buffer.from(productSvg(800, i)))
          .jpeg({ quality: 85 })
          .toBuffer(),
    });
  }
  return images;
}

export async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/**
 * Writes `body` to a temporary file beside `file`, then renames it into place: a process
 * stopped mid-write leaves no truncated picture that `exists` would accept on the next start,
 * and two processes drawing the same folder never read each other's half-written file.
 */
export async function writeFileAtomically(file: string, body: Buffer): Promise<void> {
  const temporary = `${file}.${String(process.pid)}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, body);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Renders the pictures whose files are missing or empty (a reused DATA_DIR keeps its files). */
export async function ensureImageFiles(images: DemoImage[], dir: string): Promise<number> {
  let written = 0;
  const queue = [...images];
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const file = path.join(dir, image.path);
      if (await exists(file)) continue;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFileAtomically(file, await image.render());
      written++;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return written;
}
