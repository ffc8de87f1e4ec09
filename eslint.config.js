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
  { type: 'server', pattern: 'src/server' },
  { type: 'feature', pattern: 'src/web/features/*', capture: ['name'] },
  { type: 'web', pattern: 'src/web' },
  { type: 'tests', pattern: 'tests' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

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
          patterns: [
            { group: ['react', 'react-dom', 'react-dom/*', 'react-intl', '@xstate/react', '@tanstack/*', 'openapi-fetch', 'openapi-react-query'], message: 'Only src/web uses the browser app libraries.' },
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
      // Tests and their helpers may reach the shared test helpers in tests/.
      'boundaries/files': [{ category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/*.testing.ts', '**/*.testUtils.tsx', '**/*.testData.ts', '**/*.bench.ts'] }],
      'boundaries/include': ['src/**/*', 'machines/**/*', 'tests/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { file: { categories: 'test' } }, allow: [to('tests')] },
            // Each area keeps its fake server beside it (features/<area>/fakeServer.testing.ts); a test
            // may install another area's (drinks' "What can I make" reads the storage fake's items).
            { from: { file: { categories: 'test' } }, allow: [{ to: { element: { type: 'feature' }, file: { categories: 'test' } } }] },
            { from: { element: { type: 'contract' } }, allow: [to('contract')] },
            { from: { element: { type: 'domain' } }, allow: [to('domain', 'contract')] },
            { from: { element: { type: 'machines' } }, allow: [to('machines', 'domain', 'contract')] },
            { from: { element: { type: 'server' } }, allow: [to('server', 'domain', 'contract')] },
            { from: { element: { type: 'web' } }, allow: [to('web', 'feature', 'machines', 'domain', 'contract')] },
            // A feature reaches other features only through shared code (src/web/components, domain).
            {
              from: { element: { type: 'feature' } },
              allow: [
                to('web', 'machines', 'domain', 'contract'),
                { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
              ],
            },
          ],
        },
      ],
    },
  },
);
