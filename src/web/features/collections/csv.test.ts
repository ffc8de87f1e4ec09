// Proves the collection export escapes what a spreadsheet would run as a formula, in the header
// and in the cells, leaves numbers as numbers, and reads its own file back as it was.
import { describe, expect, it } from 'vitest';
import { itemsToCsv, readCsv } from './csv';
import type { CollectionField, Item } from './queries';

const at = '2026-11-01T10:00:00.000Z';
const formulaField: CollectionField = { id: 'formula_____', name: '=SUM(A1)', type: 'text' };
const countField: CollectionField = { id: 'count_______', name: 'Count', type: 'number' };
const item = (values: Item['values']): Item => ({ _id: 'item00000001', collectionId: 'coll00000001', values, unconverted: {}, createdAt: at, updatedAt: at });

describe('itemsToCsv', () => {
  it('escapes a formula-like field name and cell, and writes numbers as they are', async () => {
    const csv = await itemsToCsv([formulaField, countField], [item({ [formulaField.id]: '+1', [countField.id]: -5 }), item({ [formulaField.id]: '@home\nnext line' })]);
    expect(csv).toBe(`'=SUM(A1),Count\r\n'+1,-5\r\n"'@home\nnext line",`);
    expect(await readCsv(csv)).toEqual({ header: ['=SUM(A1)', 'Count'], rows: [['+1', '-5'], ['@home\nnext line', '']] });
  });
});
