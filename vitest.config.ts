import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tests/helpers/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const WEB_TESTS = ['src/web/**/*.test.tsx', 'src/web/**/*.dom.test.ts'];
/** What a test file changes beyond itself: a module mocked, timers faked, a global stubbed, an IndexedDB installed. */
const CHANGES_BEYOND_ITSELF = /\bvi\.(?:mock|doMock|useFakeTimers|stubGlobal|stubEnv|resetModules)\(|'fake-indexeddb/;
const webTestsNeedingIsolation = fs
  .readdirSync(path.join(dirname, 'src/web'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /(\.test\.tsx|\.dom\.test\.ts)$/.test(file))
  .map((file) => `src/web/${file.split(path.sep).join('/')}`)
  .filter((file) => CHANGES_BEYOND_ITSELF.test(fs.readFileSync(path.join(dirname, file), 'utf8')))
  .sort();

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // Every core (Vitest's default leaves one free, which is half of this 2-core machine).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // One module graph per worker, not per file: each file re-imported the whole app (~1 s).
          // Safe while server tests mock no module, fake no timer and stub no global.
          isolate: false,
          // A test app migrates every area's tables and signs up with Argon2: with every project
          // running at once on 2 cores that can pass the default 10 s.
          hookTimeout: 60_000,
          testTimeout: 30_000,
          include: ['src/server/**/*.test.ts', 'src/domain/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/structure/**/*.test.ts', 'tests/bench/**/*.test.ts'],
        },
      },
      {
        extends: true,
        // Not isolated either: the files that fake timers restore them after each test.
        test: { name: 'machines', environment: 'node', isolate: false, include: ['machines/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          // Web code that needs no DOM and no texts (parsers, dates, layouts): plain Node, no setup.
          name: 'web-node',
          environment: 'node',
          include: ['src/web/**/*.test.ts'],
          exclude: ['src/web/**/*.dom.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Components, hooks and anything reading the browser's storage, window or texts, in one
          // module graph per worker: each file set up every text and the signed-in shell anew
          // (over a second a file). A file that mocks a module, fakes timers or stubs a global
          // runs isolated instead (web-isolated), so nothing it changes reaches another.
          name: 'web',
          environment: 'jsdom',
          isolate: false,
          // A route test's first screen transforms its lazy chunks while the other workers and the
          // browser run too: on 2 cores that passed Vitest's 5 s default.
          testTimeout: 20_000,
          include: WEB_TESTS,
          exclude: webTestsNeedingIsolation,
          setupFiles: ['tests/helpers/webSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          testTimeout: 20_000,
          include: webTestsNeedingIsolation.length > 0 ? webTestsNeedingIsolation : ['no-such-file'],
          setupFiles: ['tests/helpers/webSetup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Found only when a story's styles load it, Vite would bundle this mid-run and reload the
        // browser: the stories running then saw two copies of React ("Invalid hook call").
        optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
        test: {
          name: 'storybook',
          // A story that loads a lazy chunk (the charts' recharts) while every other project runs
          // on the same 2 cores can pass the browser's 15 s default.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // A busy machine (CI runs everything on 2 cores) answers slower than expect.poll's 1 s default.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
