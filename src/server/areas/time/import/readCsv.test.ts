// Reading a big file lets other work run between its slices, and stops at the row limit.
import { describe, expect, it } from 'vitest';
import { readCsv } from './readCsv';

const file = (rows: number) => 'Project,Description\n' + Array.from({ length: rows }, (_, i) => `"Project, ${i}",Row ${i}`).join('\n');

describe('readCsv', () => {
  it('lets the event loop run while it reads a large file', async () => {
    let ranBetween = false;
    setImmediate(() => {
      ranBetween = true;
    });
    const table = await readCsv(file(20_000), 50_000);
    expect(ranBetween).toBe(true);
    expect(table.rows).toHaveLength(20_000);
    expect(table.rows[19_999]).toEqual({ Project: 'Project, 19999', Description: 'Row 19999' });
  });

  it('refuses a file past the row limit as soon as it passes it', async () => {
    await expect(readCsv(file(20_000), 1_000)).rejects.toMatchObject({ statusCode: 413, code: 'IMPORT_TOO_MANY_ROWS' });
  });

  it('reads a byte-order mark and semicolons', async () => {
    expect(await readCsv('\uFEFFDate;From\n2024-03-04;10:23\n', 10)).toEqual({ header: ['Date', 'From'], rows: [{ Date: '2024-03-04', From: '10:23' }] });
  });
});
