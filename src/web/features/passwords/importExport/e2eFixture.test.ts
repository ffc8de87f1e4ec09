// Proves the e2e journey's Bitwarden CSV (tests/e2e/fixtures/bitwarden-50.csv) is what the
// journey expects: 50 logins, four folders plus folderless ones, and exactly two duplicates.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planImport } from './importPlan';
import { readImportFile } from './readImportFile';

const csv = readFileSync(path.resolve(__dirname, '../../../../../tests/e2e/fixtures/bitwarden-50.csv'), 'utf8');

describe('the e2e fixture bitwarden-50.csv', () => {
  it('is 50 Bitwarden logins in Finance, Shopping, Social, Work and Imported, two of them duplicates', () => {
    const read = readImportFile(csv);
    if (read.kind !== 'plain') throw new Error('expected plaintext entries');
    expect(read.parsed.format).toBe('bitwardenCsv');
    expect(read.parsed.entries).toHaveLength(50);
    const plan = planImport(read.parsed, [], []);
    expect(plan.groups.map((group) => [group.name, group.entries])).toEqual([
      ['Finance', 10],
      ['Imported', 10],
      ['Shopping', 9],
      ['Social', 10],
      ['Work', 11],
    ]);
    expect(plan.entries.filter((entry) => entry.duplicate).map((entry) => entry.name)).toEqual(['GitHub', 'Kivra']);
  });
});
