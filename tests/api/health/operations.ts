// The health area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts).
import { expect } from 'vitest';
import type { health } from '../../../src/server/areas/health/index';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation } from '../contractClient';
import type { AreaOperations } from '../guardTables';

export const operations: AreaOperations<typeof health, { t: TestApp }> = {
  start: async () => ({ t: await createTestApp() }),
  entries: {
    getHealth: {
      call: ({ t }) => callOperation(t.app, 'getHealth'),
      check: (data, { t }) => expect(data.db).toBe(t.database.dialect),
    },
    getHealthLive: {
      call: ({ t }) => callOperation(t.app, 'getHealthLive'),
      check: (data) => expect(data.version).toMatch(/^\d+\.\d+\.\d+/),
    },
    getHealthReady: {
      call: ({ t }) => callOperation(t.app, 'getHealthReady'),
      check: (data, { t }) => expect(data.db).toBe(t.database.dialect),
    },
  },
};
