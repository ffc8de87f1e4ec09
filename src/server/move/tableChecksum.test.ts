import { describe, expect, it } from 'vitest';
import { normalised, type ColumnKind } from './columnValues';
import { TableChecksum } from './tableChecksum';

const KINDS: ColumnKind[] = ['text', 'integer', 'float', 'bytes', 'words'];

function checksumOf(rows: unknown[][]): string {
  const checksum = new TableChecksum();
  for (const row of rows) checksum.add(row.map((value, index) => normalised(value, KINDS[index]!)));
  return checksum.hex;
}

describe('the checksum the move compares', () => {
  // One row as better-sqlite3 reads it (integers as bigint, blob as Buffer, the owner word as text)
  // and as pg reads it (bigint as a string, bytea as Buffer, the vector's words joined).
  const fromSqlite = [
    ['2026-11-28T08:00:00.000Z', 9_007_199_254_740_993n, 0.1, Buffer.from([0, 255]), '6f74'],
    ['second', 7n, 2, Buffer.from([]), '6f74'],
  ];
  const fromPostgres = [
    ['2026-11-28T08:00:00.000Z', '9007199254740993', 0.1, Buffer.from([0, 255]), '6f74'],
    ['second', 7, 2, Buffer.from([]), '6f74'],
  ];

  it('is the same for the same values as either database gives them, in any order', () => {
    expect(checksumOf(fromSqlite)).toBe(checksumOf(fromPostgres));
    expect(checksumOf(fromSqlite)).toBe(checksumOf([...fromPostgres].reverse()));
  });

  it('differs when one value differs, a value moves to the next column, or a row is doubled', () => {
    const base = checksumOf(fromSqlite);
    expect(checksumOf([fromSqlite[0]!, ['second', 8n, 2, Buffer.from([]), '6f74']])).not.toBe(base);
    expect(checksumOf([fromSqlite[0]!, ['second', 7n, 2, null, '6f74']])).not.toBe(base);
    expect(checksumOf([['ab', 1n, 1, Buffer.from('c'), 'x']])).not.toBe(checksumOf([['a', 1n, 1, Buffer.from('bc'), 'x']]));
    expect(checksumOf([...fromSqlite, fromSqlite[1]!])).not.toBe(base);
  });
});
