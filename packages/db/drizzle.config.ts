import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from packages/db) writes SQL migrations to ./drizzle; they are
// committed and applied at start-up by `migrate()` on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
});
