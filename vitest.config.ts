import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/.next/**', '**/dist/**'];
const postgresUrl = process.env.TEST_DATABASE_URL;

// One runner for every workspace: unit tests sit in each package's and app's `test/` folder,
// mirroring `src/`. End-to-end tests live in `e2e/` and run under Playwright, not here.
// With TEST_DATABASE_URL set (CI installs PostgreSQL), the API suite, the migrations and the
// demo seed run a second time against that server, each test on a database of its own.
// Projects do not inherit the root's test options: each gets the timeouts (generous, because
// this machine is shared; no test asserts on time).
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// What runs a second time on PostgreSQL: the migrations, the demo seed, and every API test whose
// answer depends on the database (reads, the one-per-fan writes and their concurrency, the
// members-only filters, moderation, a dropped connection). The tests of the HTTP layer alone
// (body and image limits, fuzzing of malformed requests, token checks, the live channel, boot,
// health, the typed client) answer the same whatever the database, and run on PGlite only.
// The second pass went from 66 files to 36 (measured here 2026-11-27: 113 s for the 35 files).
const POSTGRES_FILES = [
  'packages/db/test/migrations.test.ts',
  'packages/db/test/seed/**/*.test.ts',
  'apps/api/test/database-faults.test.ts',
  // Two API processes on one PostgreSQL database and one Redis: this project only.
  'apps/api/test/live/redis-processes.test.ts',
  'apps/api/test/routes/*.test.ts',
];
const POSTGRES_SKIPS = [
  '**/*-fuzz.test.ts',
  // Drawing the demo pictures to disk: no database.
  'packages/db/test/seed/images.test.ts',
  'apps/api/test/routes/images-limits.test.ts',
  'apps/api/test/routes/contact-form-limits.test.ts',
  'apps/api/test/routes/contact-form-files.test.ts',
  'apps/api/test/routes/contact-form-multipart.test.ts',
  'apps/api/test/routes/preview-secret.test.ts',
  'apps/api/test/routes/live-writes-auth.test.ts',
  'apps/api/test/routes/quiz-play-input.test.ts',
  'apps/api/test/routes/bad-input.test.ts',
  // 500 votes to measure the read cache's hits: the cache's behaviour, whatever the database
  // (votes on PostgreSQL: survey-votes-concurrency).
  'apps/api/test/routes/survey-votes-cache.test.ts',
];

const UNIT_FILES = [
  'packages/*/test/**/*.test.ts',
  'apps/*/test/**/*.test.{ts,tsx}',
  'apps/web/src/**/*.test.{ts,tsx}',
  'scripts/test/**/*.test.ts',
];

/**
 * Test files that mock or stub modules and globals (`vi.mock`, `vi.hoisted`, `vi.stubGlobal`…)
 * or check what a module loads: they run in a fresh module graph each (Vitest's isolation).
 * Every other file shares its worker's module graph (`isolate: false`), which saves importing
 * the API, PGlite and React again for each of ~290 files: the unit project took 458 s instead
 * of 687 s here (2026-11-27), every test passing. Found by reading the files, so a new test
 * that mocks is isolated without anyone listing it.
 */
function filesNeedingIsolation(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        if (/\bvi\.(mock|doMock|hoisted|stubGlobal|stubEnv|resetModules)\(/.test(text)) {
          found.push(full);
        }
      }
    }
  };
  for (const root of ['apps', 'packages', 'scripts']) walk(root);
  return found.sort();
}
const ISOLATED = filesNeedingIsolation();

// The web app's tsconfig preserves JSX for Next.js; tests compile it with React's automatic
// runtime. Web components keep their tests beside them in `src/`.
// Messages are compiled ahead (apps/web/src/lib/i18n.ts): tests format them as the site does,
// with use-intl's format-only build (apps/web/next.config.ts).
// use-intl is bundled through Vite (not loaded by Node) so that the alias reaches its imports.
const webSrc = path.resolve(import.meta.dirname, 'apps/web/src');
const formatOnly = { server: { deps: { inline: ['use-intl', 'next-intl'] } } };
const jsx = {
  oxc: { jsx: { runtime: 'automatic' as const } },
  resolve: {
    alias: [
      {
        find: /^use-intl\/format-message$/,
        replacement: createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
      },
      // A web island loaded on demand (`x-lazy.tsx`: `next/dynamic`, docs/web.md "What else
      // keeps the first load short") is its module itself in tests: a static render cannot wait
      // for a chunk.
      { find: /^(\.{1,2}\/.*)-lazy$/, replacement: '$1' },
      { find: /^@\/(.*)-lazy$/, replacement: `${webSrc}/$1` },
      // The web's own `@/` alias (apps/web/tsconfig.json `paths`).
      { find: /^@\//, replacement: `${webSrc}/` },
    ],
  },
};

export default defineConfig({
  test: {
    ...timeouts,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Most
    // files wait on a database or a child process part of the time, so two workers take the
    // suite from ~490 s to ~360 s here (measured 2026-11-25), with every test still passing.
    maxWorkers: 2,
    projects: [
      {
        ...jsx,
        test: {
          name: 'unit',
          ...timeouts,
          ...formatOnly,
          include: UNIT_FILES,
          exclude: [...exclude, ...ISOLATED],
          isolate: false,
          env: { TEST_DATABASE_URL: '' },
        },
      },
      {
        ...jsx,
        test: {
          name: 'unit-isolated',
          ...timeouts,
          ...formatOnly,
          include: ISOLATED,
          exclude,
          env: { TEST_DATABASE_URL: '' },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'postgres',
                ...timeouts,
                include: POSTGRES_FILES,
                exclude: [...exclude, ...POSTGRES_SKIPS],
                isolate: false,
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
