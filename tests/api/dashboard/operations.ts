// The dashboard's row of the "every operation is called" guard (tests/api/everyOperation.test.ts).
import { expect } from 'vitest';
import type { dashboard } from '../../../src/server/areas/dashboard/index';
import { signUp, type SignedUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';

export const operations: AreaOperations<typeof dashboard, { t: TestApp; user: SignedUp }> = {
  start: async () => {
    const t = await createTestApp();
    const user = await signUp(t.app, 'dagny');
    dataOf(await callOperation(t.app, 'createNote', { body: { name: 'Plans', effectiveDate: '2026-11-25' }, token: user.access.token }));
    return { t, user };
  },
  entries: {
    getDashboard: {
      call: ({ t, user }) => callOperation(t.app, 'getDashboard', { query: { date: '2026-11-25' }, token: user.access.token }),
      check: (data) => expect(data.sections).toMatchObject([{ area: 'notes', journal: null, notes: [{ name: 'Plans' }] }]),
    },
  },
};
