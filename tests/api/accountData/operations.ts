// The account export's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user with a time group downloads everything, previews the file, and a second user restores it.
import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import type { accountData } from '../../../src/server/areas/accountData/index';
import { signUp, type SignedUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, callOperationForBytes, dataOf } from '../contractClient';
import type { AreaOperations } from '../guardTables';

interface World {
  t: TestApp;
  user: SignedUp;
  heir: SignedUp;
  file: Buffer;
}

const asZip = (file: Buffer) => ({ contentType: 'application/zip', bytes: file });

export const operations: AreaOperations<typeof accountData, World> = {
  start: async () => {
    const t = await createTestApp();
    const user = await signUp(t.app, 'ulla');
    dataOf(await callOperation(t.app, 'createTimeGroup', { body: { name: 'Work' }, token: user.access.token }));
    return { t, user, heir: await signUp(t.app, 'ulla-later'), file: Buffer.alloc(0) };
  },
  entries: {
    getAccountDataSummary: {
      call: ({ t, user }) => callOperation(t.app, 'getAccountDataSummary', { token: user.access.token }),
      check: (data) => expect(data).toMatchObject({ empty: false, counts: { time: { time_group: 1 } } }),
    },
    exportAccountData: {
      callForBytes: ({ t, user }) => callOperationForBytes(t.app, 'exportAccountData', { token: user.access.token }),
      checkBytes: (answer, world) => {
        expect(answer.headers['content-type']).toBe('application/zip');
        expect(Object.keys(unzipSync(answer.bytes))).toContain('time.json');
        world.file = answer.bytes;
      },
    },
    previewAccountData: {
      call: ({ t, heir, file }) => callOperation(t.app, 'previewAccountData', { rawBody: asZip(file), token: heir.access.token }),
      check: (data) => expect(data).toMatchObject({ formatVersion: 1, accountEmpty: true, counts: { time: { time_group: 1 } } }),
    },
    restoreAccountData: {
      call: ({ t, heir, file }) => callOperation(t.app, 'restoreAccountData', { rawBody: asZip(file), token: heir.access.token }),
      check: async (data, { t, heir }) => {
        expect(data.counts.time?.time_group).toBe(1);
        const groups = dataOf(await callOperation(t.app, 'getTimeGroups', { token: heir.access.token }));
        expect(JSON.stringify(groups)).toContain('Work');
      },
    },
  },
};
