// The `machines` project of vitest.config.ts alone, for the mutation run (stryker.config.mjs):
// Stryker's Vitest runner cannot pick one project, and the others would start a browser and a
// server for nothing. Keep `include` and `environment` in step with the project there.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'machines',
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    include: ['machines/**/*.test.ts'],
  },
});
