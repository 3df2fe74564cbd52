import { createHash, randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database, type MemoryStart } from './connection';
import { demoImages, ensureImageFiles } from './seed/images';

let memoryStart: Promise<MemoryStart> | null = null;

/** Node's `WebAssembly` global (its types come with the DOM library, which Node code leaves out). */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<object> } }
).WebAssembly;

/**
 * What every in-memory test database of this process starts from: PGlite's WebAssembly compiled
 * once, and the data folder of one fresh instance (initdb run once, nothing else in it). A new
 * PGlite loading that folder is the same empty database in about a third of the time
 * (1.1 s instead of 2.9 s here, 2026-11-27), and most tests open one or more.
 */
function sharedMemoryStart(): Promise<MemoryStart> {
  memoryStart ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const read = (file: string) => readFile(path.join(dist, file));
    const modules = {
      pgliteWasmModule: await wasm.compile(await read('pglite.wasm')),
      initdbWasmModule: await wasm.compile(await read('initdb.wasm')),
      fsBundle: new Blob([await read('pglite.data')]),
    };
    const first = await PGlite.create(modules);
    try {
      await first.exec('checkpoint');
      return { ...modules, loadDataDir: await first.dumpDataDir('none') };
    } finally {
      await first.close();
    }
  })();
  return memoryStart;
}

/**
 * The database a test runs on: in-memory PGlite, or, when `TEST_DATABASE_URL` points at a
 * PostgreSQL server (CI starts one), a fresh database created on it for this test and dropped
 * on close. Tests only: nothing in the product imports this.
 */
export async function testDatabase(): Promise<Database> {
  const fresh = await freshPostgresDatabase();
  if (!fresh) return openDatabase({ kind: 'memory', start: await sharedMemoryStart() });
  const database = await openDatabase({ kind: 'postgres', url: fresh.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * A new, empty database on the `TEST_DATABASE_URL` server (its URL, and how to drop it), for a
 * test that runs processes of its own on one database; null without a PostgreSQL server.
 */
export async function freshPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
} | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `trybuna_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The drawing code of the demo pictures: a change to it draws them again. */
const PICTURE_SOURCES = ['./seed/images.ts', './seed/image-art.ts'];

let drawnPictures: Promise<string> | null = null;

/**
 * The demo pictures drawn once per machine and version of their drawing code, in the system's
 * temporary folder: drawing all of them costs ~4 CPU-seconds (98 SVGs rasterised by sharp),
 * and many seed tests need them. Safe across test workers (`ensureImageFiles` writes atomically).
 */
function sharedDrawnPictures(): Promise<string> {
  drawnPictures ??= (async () => {
    const hash = createHash('sha256');
    for (const source of PICTURE_SOURCES) {
      hash.update(await readFile(fileURLToPath(new URL(source, import.meta.url))));
    }
    const dir = path.join(tmpdir(), `trybuna-demo-pictures-${hash.digest('hex').slice(0, 12)}`);
    await ensureImageFiles(demoImages(), dir);
    return dir;
  })();
  return drawnPictures;
}

/**
 * A new folder (under the system's temporary folder, named from `prefix`) that already holds
 * every demo picture, linked from the shared drawn copy: `seedDemo` into it draws nothing.
 * For seed tests about the content; `test/seed/seed.test.ts` seeds an empty folder and checks
 * the drawing itself. Tests only.
 */
export async function demoImagesDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await linkDemoImages(dir);
  return dir;
}

/** Puts every demo picture into `dir` (created if missing), e.g. a test API's originals folder. */
export async function linkDemoImages(dir: string): Promise<void> {
  const drawn = await sharedDrawnPictures();
  for (const image of demoImages()) {
    const target = path.join(dir, image.path);
    await mkdir(path.dirname(target), { recursive: true });
    // A hard link costs nothing; another file system (or one without links) gets a copy. A
    // picture already there is kept: copying over a link would rewrite the shared file.
    await link(path.join(drawn, image.path), target).catch((error: unknown) =>
      (error as NodeJS.ErrnoException).code === 'EEXIST'
        ? undefined
        : copyFile(path.join(drawn, image.path), target),
    );
  }
}
