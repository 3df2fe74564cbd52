import { defineConfig } from 'tsup';

// Bundles the app with the workspace packages it imports (they ship TypeScript sources);
// third-party dependencies stay in node_modules.
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@trybuna\//],
  // Bare imports other than our own packages are resolved from node_modules at run time.
  external: [/^(?!@trybuna\/)[^./]/],
});
