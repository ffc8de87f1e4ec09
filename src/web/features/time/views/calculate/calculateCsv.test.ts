// Proves calculate's numbers and its CSV: hours:minutes and decimal hours (spec §9's 60000 ms a
// minute), every chosen group listed (0 when idle), one group's sub groups, and a CSV that a
// spreadsheet reads back as the same table (quotes, commas, formulas escaped, a total line).
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { decimalHours, hoursMinutes, rangeTotals, totalsCsv } from './calculateCsv';

const M = 60_000;
const totals = {
  from: '2026-11-01',
  to: '2026-11-30',
  by: 'range' as const,
  periods: [
    {
      from: '2026-11-01',
      to: '2026-11-30',
      totalMs: 200 * M,
      groups: [
        { timeGroupId: 'g1', name: 'Work', ms: 150 * M, subGroups: [{ subGroupId: 's1', name: 'Code', ms: 100 * M }, { subGroupId: 's2', name: 'Mail', ms: 50 * M }] },
        { timeGroupId: 'g2', name: 'Gym', ms: 50 * M, subGroups: [{ subGroupId: 's3', name: 'Run', ms: 50 * M }] },
      ],
    },
  ],
};
const labels = { name: 'Name', from: 'From', to: 'To', hoursMinutes: 'Hours:minutes', decimalHours: 'Decimal hours', total: 'Total' };

describe('durations', () => {
  it.each([
    [0, '0:00', 0],
    [59_999, '0:00', 0.02],
    [90 * M, '1:30', 1.5],
    [25 * 60 * M + 5 * M, '25:05', 25.08],
    [-M, '0:00', 0],
  ])('%i ms is %s and %d hours', (ms, text, hours) => {
    expect(hoursMinutes(ms)).toBe(text);
    expect(decimalHours(ms)).toBe(hours);
  });
});

describe('rangeTotals', () => {
  it('lists every chosen group with its time, most first, and 0 for one without time', () => {
    const chosen = [{ id: 'g2', name: 'Gym' }, { id: 'g3', name: 'Idle' }, { id: 'g1', name: 'Work' }];
    expect(rangeTotals(totals, chosen)).toEqual([
      { id: 'g1', name: 'Work', ms: 150 * M },
      { id: 'g2', name: 'Gym', ms: 50 * M },
      { id: 'g3', name: 'Idle', ms: 0 },
    ]);
    expect(rangeTotals(totals, [{ id: 'g2', name: 'Gym' }])).toEqual([{ id: 'g2', name: 'Gym', ms: 50 * M }]);
  });

  it("reads one group's sub groups", () => {
    expect(rangeTotals(totals, [{ id: 's2', name: 'Mail' }, { id: 's1', name: 'Code' }], 'g1').map((row) => row.ms)).toEqual([100 * M, 50 * M]);
  });
});

describe('totalsCsv', () => {
  it('writes a header, a line per row and the total, which parse back to the same table', () => {
    const rows = [
      { id: 'g1', name: 'Work, "deep"', ms: 150 * M },
      { id: 'g2', name: '=HYPERLINK("x")', ms: 50 * M },
    ];
    const csv = totalsCsv(rows, { from: '2026-11-01', to: '2026-11-30' }, labels);
    expect(csv.split('\r\n')[0]).toBe('Name,From,To,Hours:minutes,Decimal hours');
    expect(Papa.parse(csv).data).toEqual([
      ['Name', 'From', 'To', 'Hours:minutes', 'Decimal hours'],
      ['Work, "deep"', '2026-11-01', '2026-11-30', '2:30', '2.50'],
      ["'=HYPERLINK(\"x\")", '2026-11-01', '2026-11-30', '0:50', '0.83'],
      ['Total', '2026-11-01', '2026-11-30', '3:20', '3.33'],
    ]);
  });
});
