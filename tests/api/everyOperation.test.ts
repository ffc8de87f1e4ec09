// Guard: every operation of the bundled contract is called at least once against the real app,
// and answers 200 with the success envelope and real data (or, where the contract answers no JSON,
// with its bytes: an image). Each area keeps its table in tests/api/<area>/operations.ts, typed by
// the server area so that an operation the area handles does not compile without an entry; this
// file collects the tables and fails when an operation of the contract is in none of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../src/contract/types';
import { areas } from '../../src/server/areas/index';
import { contractOperationIds } from './contractClient';
import type { AreaOperations, BytesOperationEntry, OperationEntry } from './guardTables';
import type { TestApp } from '../helpers/testApp';

type AnyEntry = OperationEntry<OperationId, { t: TestApp }> | BytesOperationEntry<{ t: TestApp }>;
type AnyTable = AreaOperations<unknown, { t: TestApp }> & { entries: Record<string, AnyEntry> };

const tables = Object.entries(import.meta.glob<AnyTable>('./*/operations.ts', { eager: true, import: 'operations' })).map(
  ([file, table]) => ({ area: file.split('/')[1]!, table }),
);

it('has a table for every server area and an entry for each operationId of the bundled contract', () => {
  expect(tables.map(({ area }) => area).sort()).toEqual(areas.map((area) => area.name).sort());
  expect(tables.flatMap(({ table }) => Object.keys(table.entries)).sort()).toEqual([...contractOperationIds].sort());
});

for (const { area, table } of tables) {
  describe(`every operation of ${area}`, () => {
    let world: { t: TestApp };
    beforeAll(async () => {
      world = await table.start();
    });
    afterAll(async () => {
      await world.t.close();
    });

    // Runs in the table's order: later calls use what earlier ones made (the user, its tokens, 2FA).
    it.each(Object.keys(table.entries))('%s answers 200 with the success envelope and its data', async (id) => {
      const entry = table.entries[id]!;
      // An operation that answers bytes (an image) has no envelope: its entry checks the raw answer.
      if ('callForBytes' in entry) {
        const raw = await entry.callForBytes(world);
        expect(raw.statusCode, raw.bytes.toString('utf8', 0, 200)).toBe(200);
        // Not the envelope's type (a JSON-LD file is bytes too).
        expect(String(raw.headers['content-type'])).not.toMatch(/^application\/json\b/);
        await entry.checkBytes(raw, world);
        return;
      }
      const answer = await entry.call(world);
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.status).toBe(true);
      if (answer.body.status) await entry.check(answer.body.data, world);
    });
  });
}
