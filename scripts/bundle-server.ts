/**
 * Bundles a Fastify app (`apps/api`, `apps/sso`) into `dist/server.js` with esbuild: our own
 * workspace packages (which ship TypeScript sources) are bundled in; every other bare import
 * stays external and is loaded from node_modules at run time. Run from the app's folder.
 */
import { rm } from 'node:fs/promises';
import { build, type Plugin } from 'esbuild';

const externalDependencies: Plugin = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@trybuna/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalDependencies],
});
