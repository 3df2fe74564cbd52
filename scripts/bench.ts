/**
 * `npm run bench`: builds what is stale, then runs every `bench/*.bench.ts` (or those named on
 * the command line) one after another and prints their figures. Figures only: nothing here
 * passes or fails on a timing.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/apps';
import { ensureBuilt } from './lib/ensure-built';

interface BenchModule {
  run: () => Promise<void>;
}

const only = process.argv.slice(2);
const files = (await readdir(path.join(ROOT, 'bench')))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((name) => f.startsWith(name)))
  .sort();

await ensureBuilt(['api', 'sso', 'web']);
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const module = (await import(pathToFileURL(path.join(ROOT, 'bench', file)).href)) as BenchModule;
  await module.run();
}
