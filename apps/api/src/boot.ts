import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { RuntimeEnv } from '@trybuna/config/env';
import { club } from '@trybuna/config';
import { databaseTarget, openDatabase, type Database } from '@trybuna/db';
import { users } from '@trybuna/db/schema';
import { DEMO_FANS, seedDemo } from '@trybuna/db/seed';

/** Where the API keeps files under DATA_DIR: original images and resized copies. */
export function imageDirs(env: RuntimeEnv): { originalsDir: string; cacheDir: string } {
  const root = path.resolve(env.dataDir, 'images');
  return { originalsDir: path.join(root, 'originals'), cacheDir: path.join(root, 'cache') };
}

/** Where the API keeps the demo's videos, their posters and captions (`GET /media/…`). */
export function mediaDir(env: RuntimeEnv): string {
  return path.resolve(env.dataDir, 'media');
}

export interface PrepareOptions {
  /**
   * Load the demo content into an empty database (a database with articles is left alone).
   * Defaults to `env.demoData`: on in `DEV`, off in `PROD`, `TEST` and `INT`; `npm run seed`
   * turns it on in any environment.
   */
  demo?: boolean;
}

/**
 * Applies migrations to an open database and, when asked, loads the demo content into it if it
 * is empty (a second start finds it there and leaves it alone).
 */
export async function initialiseDatabase(
  database: Database,
  env: RuntimeEnv,
  log: (message: string) => void,
  options: PrepareOptions = {},
): Promise<void> {
  await database.migrate();
  if (!(options.demo ?? env.demoData)) {
    log(`APP_ENV=${env.appEnv}: no demo content is loaded (\`npm run seed\` loads it)`);
    return;
  }
  const started = Date.now();
  const { seeded } = await seedDemo(database, {
    club,
    origins: env.origins,
    imagesDir: imageDirs(env).originalsDir,
    mediaDir: mediaDir(env),
    apiUrl: env.urls.api,
    log,
  });
  if (seeded) log(`demo content loaded in ${String(Date.now() - started)} ms`);
  else log('demo content: the database has articles already, nothing loaded');
}

/** Opens the configured database (PostgreSQL or PGlite under DATA_DIR) and initialises it. */
export async function prepareDatabase(
  env: RuntimeEnv,
  log: (message: string) => void,
  options: PrepareOptions = {},
): Promise<Database> {
  const database = await openDatabase(
    databaseTarget({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, name: 'api' }),
    (err) => {
      log(`database: idle connection lost (${err.message})`);
    },
  );
  await initialiseDatabase(database, env, log, options);
  return database;
}

/**
 * Whether the database holds the demo content: the seed writes the demo fans' users
 * (`DEMO_FANS`, subs `demo-fan-000N`) in the same transaction as every demo article, match and
 * picture, so they are its marker (one indexed lookup). A real user's `sub` is the sso's UUID.
 */
async function holdsDemoContent(database: Database): Promise<boolean> {
  const rows = await database.db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.sub,
        DEMO_FANS.map((fan) => fan.sub),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The one line a `PROD` start refuses with when the demo content is there, else `null`. */
export async function demoContentRefusal(
  database: Database,
  env: Pick<RuntimeEnv, 'appEnv'>,
): Promise<string | null> {
  if (env.appEnv !== 'PROD' || !(await holdsDemoContent(database))) return null;
  return (
    'api: APP_ENV=PROD refused: the database holds the demo content (its demo fans ' +
    `${DEMO_FANS.map((fan) => fan.sub).join(', ')}); start on a database without the demo ` +
    '(docs/security.md "Demo data in PROD")'
  );
}
