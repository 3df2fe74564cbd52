import { APPS, childEnv, type AppName } from './apps';
import { isBuildCurrent, recordBuild, sourceHash } from './build-state';
import { run } from './supervisor';

/**
 * Builds each app whose sources changed since its last build (or that was never built), one
 * at a time: the machine has two cores and `next build` wants both.
 */
export async function ensureBuilt(
  names: AppName[],
  options: { force?: boolean } = {},
): Promise<void> {
  for (const name of names) {
    const app = APPS[name];
    const hash = await sourceHash(app);
    if (!options.force && (await isBuildCurrent(app, hash))) {
      console.log(`[build] ${name}: up to date`);
      continue;
    }
    console.log(`[build] ${name}: building…`);
    await run(app.build, childEnv());
    await recordBuild(app, hash);
  }
}
