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

export default defineConfig({
  test: {
    ...timeouts,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Most
    // files wait on a database or a child process part of the time, so two workers take the
    // suite from ~490 s to ~360 s here (measured 2026-11-25), with every test still passing.
    maxWorkers: 2,
    projects: [
      {
        // The web app's tsconfig preserves JSX for Next.js; tests compile it with React's
        // automatic runtime. Web components keep their tests beside them in `src/`.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'unit',
          ...timeouts,
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/*/test/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/test/**/*.test.ts',
          ],
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
                include: [
                  'apps/api/test/**/*.test.ts',
                  'packages/db/test/migrations.test.ts',
                  'packages/db/test/seed/**/*.test.ts',
                ],
                exclude,
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
