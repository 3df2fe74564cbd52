// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import nextPlugin from '@next/eslint-plugin-next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The web's floor, file by file (docs/web.md "Layers: `lib` is the floor"; the whole graph is
 * checked by scripts/test/layers.test.ts): app → components → lib → packages, one way. Imports
 * that leave their folder use the `@/` alias; `../` reaches only the message catalogues beside
 * `src/`.
 */
const CLIMB = {
  regex: '^(\\.\\./)+(?!(\\.\\./)*messages/)',
  message: 'Imports that leave their folder use the @/ alias (docs/web.md).',
};
const INTO_APP = {
  group: ['@/app', '@/app/*'],
  message: 'Only app/ imports app/: components and lib sit below the routes (docs/web.md).',
};
const INTO_COMPONENTS = {
  group: ['@/components', '@/components/*'],
  message: 'lib/ is the floor: it never imports a component (docs/web.md).',
};
/** @param {object[]} patterns */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/.data/**',
      '**/next-env.d.ts',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/public/service-worker.js*',
      'apps/web/public/swe-worker*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Framework entry points that must be default exports (Next.js pages and configs, tool configs).
    files: [
      'apps/web/src/app/**/*.{ts,tsx}',
      'bench/baselines/bare-next/app/*.tsx',
      '**/*.config.{js,mjs,ts}',
      'apps/web/src/proxy.ts',
      'e2e/global-*.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      // Two of the React Compiler's rules are off: the site does not run the compiler, and both
      // flag code that is right without it (docs/testing.md "Lint").
      // `refs` takes any value that travels with a ref for a ref: useCarousel()'s state beside
      // its viewportRef (carousel.index, carousel.ready), every prop of a component that also
      // receives a `controlRef`, a ref read in a lazy initialiser's callback (53 findings).
      'react-hooks/refs': 'off',
      // `set-state-in-effect`: what only the browser knows (cookies, the clock, session storage,
      // the user agent, the query string) is set after hydration, so that the first render in
      // the browser matches the server's HTML (13 findings, all of that kind).
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...nextPlugin.configs['core-web-vitals'],
    settings: { next: { rootDir: 'apps/web' } },
    rules: {
      ...nextPlugin.configs['core-web-vitals'].rules,
      // Pictures go through the site's own <picture> (srcset from the API's image sizes,
      // docs/web.md "CMS modules"), not next/image.
      '@next/next/no-img-element': 'off',
    },
  },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: restrict([CLIMB]) },
  { files: ['apps/web/src/components/**/*.{ts,tsx}'], rules: restrict([CLIMB, INTO_APP]) },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrict([CLIMB, INTO_APP, INTO_COMPONENTS]),
  },
  {
    // No import cycle in any app or package (import-x follows value imports; knip reports
    // the same kind of cycle, `npm run lint`).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript settings import-x parses no .ts file and finds nothing.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // A cycle through a dynamic import() is allowed: it is a chunk loaded later, not a module
    // evaluated half-way (a members-only article's body renders the modules, and a module
    // renders the members-only islands, each loaded on demand).
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
