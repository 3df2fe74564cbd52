import { mkdtemp, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { demoImages, ensureImageFiles } from '../../src/seed/images';
import { demoImagesDir, linkDemoImages } from '../../src/testing';

const dirs: string[] = [];
const fresh = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'trybuna-images-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every file under `dir`, relative to it. */
async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('demo pictures on disk', () => {
  const two = demoImages().slice(0, 2);

  it('draws the missing ones as whole pictures and leaves no temporary file', async () => {
    const dir = await fresh();
    expect(await ensureImageFiles(two, dir)).toBe(2);
    expect(await files(dir)).toEqual(two.map((image) => image.path).sort());
    for (const image of two) {
      const meta = await sharp(path.join(dir, image.path)).metadata();
      expect([meta.width, meta.height]).toEqual([image.width, image.height]);
    }
    expect(await ensureImageFiles(two, dir)).toBe(0);
  });

  it('draws an empty file again (a start stopped mid-write before writes were atomic)', async () => {
    const dir = await fresh();
    const [first] = two;
    if (!first) throw new Error('no demo picture');
    await mkdir(path.dirname(path.join(dir, first.path)), { recursive: true });
    await writeFile(path.join(dir, first.path), '');
    expect(await ensureImageFiles([first], dir)).toBe(1);
    expect((await stat(path.join(dir, first.path))).size).toBeGreaterThan(0);
  });

  it('two processes drawing one folder at once both finish with whole files', async () => {
    const dir = await fresh();
    await Promise.all([ensureImageFiles(two, dir), ensureImageFiles(two, dir)]);
    expect(await files(dir)).toEqual(two.map((image) => image.path).sort());
  });

  it('demoImagesDir: a new folder holding every demo picture, so a seed draws none', async () => {
    const dir = await demoImagesDir('trybuna-images-linked-');
    dirs.push(dir);
    expect(await files(dir)).toEqual(
      demoImages()
        .map((image) => image.path)
        .sort(),
    );
    expect(await ensureImageFiles(demoImages(), dir)).toBe(0);
    // Linking into the same folder again keeps what is there.
    await linkDemoImages(dir);
    expect(await files(dir)).toEqual(
      demoImages()
        .map((image) => image.path)
        .sort(),
    );
  });
});
