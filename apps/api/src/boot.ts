import path from 'node:path';
import type { RuntimeEnv } from '@trybuna/config/env';
import { club } from '@trybuna/config';
import { databaseTarget, openDatabase, type Database } from '@trybuna/db';
import { seedDemo } from '@trybuna/db/seed';

/** Where the API keeps files under DATA_DIR: original images and resized copies. */
export function imageDirs(env: RuntimeEnv): { originalsDir: string; cacheDir: string } {
  const root = path.resolve(env.dataDir, 'images');
  return { originalsDir: path.join(root, 'originals'), cacheDir: path.join(root, 'cache') };
}

/**
 * Opens the database, applies migrations, and loads the demo content when the database is
 * empty (a second start finds it there and leaves it alone).
 */
export async function prepareDatabase(
  env: RuntimeEnv,
  log: (message: string) => void,
): Promise<Database> {
  const database = await openDatabase(
    databaseTarget({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, name: 'api' }),
    (err) => {
      log(`database: idle connection lost (${err.message})`);
    },
  );
  await database.migrate();
  const started = Date.now();
  const { seeded } = await seedDemo(database, {
    club,
    origins: env.origins,
    imagesDir: imageDirs(env).originalsDir,
    log,
  });
  if (seeded) log(`demo content loaded in ${String(Date.now() - started)} ms`);
  return database;
}
