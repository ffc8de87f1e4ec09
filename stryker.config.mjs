// `npm run test:mutation`: StrykerJS mutates the machines (not their tests) and runs the
// `machines` Vitest project against each mutant; the run fails below 90 % (issue 6). Stryker 10
// needs Node 22, which scripts/mutation.mjs fetches once per machine; it also decides between an
// incremental run and a full one (--force).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'machines/vitest.mutation.config.ts' },
  mutate: ['machines/*.ts', '!machines/*.test.ts', '!machines/*.testing.ts', '!machines/*.config.ts'],
  // The sandbox needs only what the machines and their tests read: the domain, the contract's
  // types and the web's message catalogues (machineMessages.test.ts).
  ignorePatterns: [
    '/*',
    '!/machines',
    '!/package.json',
    '!/tsconfig.json',
    '!/src',
    '/src/*',
    '!/src/domain',
    '!/src/contract',
    '!/src/web',
    '/src/web/**/*',
    '!/src/web/**/',
    '!/src/web/**/*.json',
  ],
  coverageAnalysis: 'perTest',
  // Committed, so a run where nothing changed tests no mutant again (scripts/mutation.mjs).
  incremental: true,
  incrementalFile: 'tests/mutation/incremental.json',
  concurrency: 2,
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/machines.html' },
  clearTextReporter: { allowColor: false, logTests: false },
};
