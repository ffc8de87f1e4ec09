import type { ImportReport } from './transferApi';

const HOUR = 3_600_000;

/** A preview of the Toggl sample: two new groups, one zero-length row and one unreadable row skipped. */
export const sampleReport: ImportReport = {
  dryRun: true,
  dateOrder: 'monthFirst',
  created: { groups: 2, subGroups: 3, tags: 3, stamps: 4 },
  groups: [
    { name: 'Website', new: true, newSubGroups: 2, stamps: 3, durationMs: 3.25 * HOUR, tags: ['Development', 'Backend', 'Acme AB'] },
    { name: 'Internal', new: false, newSubGroups: 1, stamps: 1, durationMs: 3 * HOUR, tags: [] },
  ],
  newTags: ['Development', 'Backend', 'Acme AB'],
  skipped: { duplicate: 0, zeroLength: 1, unreadableTime: 1, endBeforeStart: 0 },
  skippedRows: [
    { row: 4, reason: 'zeroLength' },
    { row: 7, reason: 'unreadableTime', value: '31/02/2024' },
  ],
};
