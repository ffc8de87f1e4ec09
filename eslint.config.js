// Lint rules that keep the code in the shape of DESIGN §1 and §7: typescript-eslint, React hooks,
// and the import directions between the parts (eslint-plugin-boundaries).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The parts of the codebase, by path; the first pattern that matches a file names its part. */
const elements = [
  { type: 'contract', pattern: 'src/contract' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'machines', pattern: 'machines' },
  // Each server area, and the list of them (areas/index.ts): areas meet only through each other's
  // published interface (index.ts) and table types (tables.ts); only the composition root reads the list.
  { type: 'area', pattern: 'src/server/areas/*', capture: ['area'] },
  { type: 'areaList', pattern: 'src/server/areas' },
  { type: 'server', pattern: 'src/server' },
  { type: 'feature', pattern: 'src/web/features/*', capture: ['name'] },
  // The web's composition root: the one place that names every area and hub, and hands them down
  // (files, hence the deprecated mode 'full': v7's file descriptors give categories, not types).
  { type: 'app', pattern: ['src/web/appParts.ts', 'src/web/appAreas.ts', 'src/web/areas.ts', 'src/web/hubs/index.ts', 'src/web/main.tsx'], mode: 'full' },
  // Pages that gather every area (Home, the dashboard, the command line, the share pages).
  { type: 'hub', pattern: 'src/web/hubs/*', capture: ['name'] },
  { type: 'web', pattern: 'src/web' },
  { type: 'tests', pattern: 'tests' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

/** Only src/web uses the browser app's libraries. */
const browserLibraries = {
  group: ['react', 'react-dom', 'react-dom/*', 'react-intl', '@xstate/react', '@tanstack/*', 'openapi-fetch', 'openapi-react-query'],
  message: 'Only src/web uses the browser app libraries.',
};

export default tseslint.config(
  { ignores: ['dist/', '.dist-build/', 'storybook-static/', 'coverage/', 'reports/', '.stryker-tmp/', 'data/', 'src/contract/openapi.d.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A leading underscore marks a parameter a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // Packages each part must not reach for: machines stay framework-free, the server and the
  // shared layers never pull in the browser app's libraries.
  {
    files: ['machines/**/*.ts', 'src/server/**/*.ts', 'src/domain/**/*.ts', 'src/contract/**/*.ts'],
    ignores: ['machines/**/*.test.ts', 'machines/**/*.testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [browserLibraries],
        },
      ],
    },
  },
  // The domain is pure logic both sides share: no files, database, HTTP server or other I/O.
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            browserLibraries,
            {
              group: ['node:*', 'fs', 'fs/*', 'path', 'kysely', 'kysely/*', 'fastify', 'fastify/*', '@fastify/*', 'better-sqlite3', 'pg', 'pg/*'],
              message: 'src/domain does no I/O: files, the database and HTTP belong to the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      // Tests and their helpers may reach the shared test helpers in tests/, and the web's
      // composition root to build the app's parts as the app does.
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/*.testing.ts', '**/*.testUtils.tsx', '**/*.testData.ts', 'src/web/testing/**', '**/*.bench.ts'] },
        // The server's composition root: the one part of the shared server code that reads the list of areas.
        { category: 'serverRoot', pattern: '**/src/server/composition.ts' },
      ],
      'boundaries/include': ['src/**/*', 'machines/**/*', 'tests/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { file: { categories: 'test' } }, allow: [to('tests', 'app')] },
            // Each area keeps its fake server beside it (features/<area>/fakeServer.testing.ts); a test
            // may install another area's (drinks' "What can I make" reads the storage fake's items).
            { from: { file: { categories: 'test' } }, allow: [{ to: { element: { type: 'feature' }, file: { categories: 'test' } } }] },
            { from: { element: { type: 'contract' } }, allow: [to('contract')] },
            { from: { element: { type: 'domain' } }, allow: [to('domain', 'contract')] },
            { from: { element: { type: 'machines' } }, allow: [to('machines', 'domain', 'contract')] },
            // Shared server code (outside areas/) knows no area; only the composition root reads the
            // list of them, which names each area's index.ts.
            { from: { element: { type: 'server' } }, allow: [to('server', 'domain', 'contract')] },
            { from: { element: { type: 'server' }, file: { categories: 'serverRoot' } }, allow: [to('areaList')] },
            { from: { element: { type: 'areaList' } }, allow: [to('server', 'contract'), { to: { element: { type: 'area', fileInternalPath: 'index.ts' } } }] },
            {
              from: { element: { type: 'area' } },
              allow: [
                to('server', 'domain', 'contract'),
                { to: { element: { type: 'area', captured: { area: '{{ from.element.captured.area }}' } } } },
                // Another area: its published interface, and its tables' types (never a value).
                { to: { element: { type: 'area', fileInternalPath: 'index.ts' } } },
                { to: { element: { type: 'area', fileInternalPath: 'tables.ts' } }, dependency: { kind: 'type' } },
              ],
            },
            // The composition root imports the areas; an area importing it would close a circle.
            { from: { element: { type: 'area' } }, disallow: [{ to: { file: { categories: 'serverRoot' } } }] },
            // Shared web code knows no area or hub: the composition root hands them down.
            { from: { element: { type: 'web' } }, allow: [to('web', 'machines', 'domain', 'contract')] },
            { from: { element: { type: 'app' } }, allow: [to('app', 'web', 'feature', 'hub', 'machines', 'domain', 'contract')] },
            // A feature reaches other features only through shared code (src/web/components, domain).
            {
              from: { element: { type: 'feature' } },
              allow: [
                to('web', 'machines', 'domain', 'contract'),
                { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
              ],
            },
            // A hub gathers the areas it is handed, never a feature itself.
            {
              from: { element: { type: 'hub' } },
              allow: [to('web', 'machines', 'domain', 'contract'), { to: { element: { type: 'hub', captured: { name: '{{ from.element.captured.name }}' } } } }],
            },
          ],
        },
      ],
    },
  },
);
