import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, type AppSpec } from './apps';

const SKIP = new Set(['node_modules', '.next', '.fonts', 'dist', '.data', 'test', '.turbo']);

/** Files a build writes into the source tree (the service worker in `apps/web/public`). */
function isBuildOutput(name: string): boolean {
  return name.startsWith('service-worker.js') || name.startsWith('swe-worker');
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith('.tsbuildinfo') || isBuildOutput(entry.name)) {
      continue;
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * A hash of every source file an app's build reads (its folder, the packages it bundles, the
 * lock file), by path, size and content. Tests are left out: they never reach a build.
 */
export async function sourceHash(app: AppSpec): Promise<string> {
  const hash = createHash('sha256');
  const files: string[] = [path.join(ROOT, 'package-lock.json')];
  for (const dir of app.sources) {
    for await (const file of walk(path.join(ROOT, dir))) files.push(file);
  }
  for (const file of files.sort()) {
    if (!existsSync(file)) continue;
    const info = await stat(file);
    hash.update(`${path.relative(ROOT, file)}\0${info.size}\0`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

/** True when the app has a build made from exactly the current sources. */
export async function isBuildCurrent(app: AppSpec, hash: string): Promise<boolean> {
  const stamp = path.join(ROOT, app.stampFile);
  if (!existsSync(path.join(ROOT, app.builtMarker)) || !existsSync(stamp)) return false;
  return (await readFile(stamp, 'utf8')).trim() === hash;
}

export async function recordBuild(app: AppSpec, hash: string): Promise<void> {
  await writeFile(path.join(ROOT, app.stampFile), `${hash}\n`);
}
