// POST /time-import (issue 26): Toggl's, Clockify's and Kimai's CSV exports become groups, sub
// groups, tags and stamps, with times read in the chosen zone (daylight-saving nights included);
// a dry run writes nothing; a second import reports duplicates; bad files change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestBody } from '../../../src/contract/types';
import { signUp, type SignedUp } from '../../helpers/auth';
import { callOperation, dataOf } from '../contractClient';
import { groupsSeen, sampleFile } from './timeImport';
import { HOUR, MINUTE, startTimeApi, type TimeApi } from './timeApi';

describe('POST /time-import', () => {
  let api: TimeApi;
  let other: SignedUp;

  beforeAll(async () => {
    api = await startTimeApi({ username: 'importer' });
    other = await signUp(api.t.app, 'bystander');
    // The bystander keeps a group named like one in the files: it must not be reused or touched.
    const group = dataOf(await callOperation(api.t.app, 'createTimeGroup', { body: { name: 'Website' }, token: other.access.token }));
    await callOperation(api.t.app, 'createTimeStamp', {
      body: { name: 'Fix login bug', timeGroupId: group._id, startTime: '2024-03-04T08:00:00.000Z', endTime: '2024-03-04T09:30:00.000Z' },
      token: other.access.token,
    });
  });
  afterAll(async () => {
    await api.t.close();
  });

  const importFile = (body: RequestBody<'importTime'>) => api.call('importTime', { body });

  it('previews a Toggl file without writing anything', async () => {
    const before = await api.snapshot();
    const report = await api.ok('importTime', { body: { format: 'toggl-csv', csv: sampleFile('toggl-detailed.csv'), timeZone: 'Europe/Stockholm', dryRun: true } });
    expect(report).toMatchObject({
      dryRun: true,
      created: { groups: 2, subGroups: 3, tags: 4, stamps: 4 },
      skipped: { duplicate: 0, zeroLength: 1, unreadableTime: 0, endBeforeStart: 0 },
      skippedRows: [{ row: 4, reason: 'zeroLength' }],
      days: { from: '2024-03-04', to: '2024-03-30' },
    });
    expect(report.groups).toEqual([
      { name: 'Website', new: true, newSubGroups: 2, stamps: 3, durationMs: 3 * HOUR + 15 * MINUTE, tags: ['Development', 'Backend', 'Acme AB', 'Design'] },
      // 23:30 to 03:30 across the night clocks move forward is three hours, not four.
      { name: 'Internal', new: true, newSubGroups: 1, stamps: 1, durationMs: 3 * HOUR, tags: [] },
    ]);
    expect(await api.snapshot()).toEqual(before);
  });

  it('imports a Toggl file into groups, sub groups (task, else description), tags and stamps in the chosen zone', async () => {
    const report = await api.ok('importTime', { body: { format: 'toggl-csv', csv: sampleFile('toggl-detailed.csv'), timeZone: 'Europe/Stockholm' } });
    expect(report).toMatchObject({ dryRun: false, created: { groups: 2, subGroups: 3, tags: 4, stamps: 4 } });
    const seen = await groupsSeen(api);
    expect(seen['Website']).toEqual({
      name: 'Website',
      tags: ['Acme AB', 'Backend', 'Design', 'Development'],
      total: 3 * HOUR + 15 * MINUTE,
      subGroups: {
        'Design review': [['2024-03-05T13:00:00.000Z', '2024-03-05T14:00:00.000Z']],
        'Fix login bug': [
          ['2024-03-04T08:00:00.000Z', '2024-03-04T09:30:00.000Z'],
          ['2024-03-04T12:00:00.000Z', '2024-03-04T12:45:00.000Z'],
        ],
      },
    });
    expect(seen['Internal']).toEqual({ name: 'Internal', tags: [], total: 3 * HOUR, subGroups: { 'Night shift': [['2024-03-30T22:30:00.000Z', '2024-03-31T01:30:00.000Z']] } });
    const { kept, summed } = await api.keptAndSummed();
    expect(kept).toEqual(summed);
  });

  it('reports every stamp of a second import of the same file as a duplicate and adds nothing', async () => {
    const before = await api.snapshot();
    const report = await api.ok('importTime', { body: { format: 'toggl-csv', csv: sampleFile('toggl-detailed.csv'), timeZone: 'Europe/Stockholm' } });
    expect(report).toMatchObject({ created: { groups: 0, subGroups: 0, tags: 0, stamps: 0 }, skipped: { duplicate: 4, zeroLength: 1 } });
    expect(report.skippedRows.map((skip) => [skip.row, skip.reason])).toEqual([[2, 'duplicate'], [3, 'duplicate'], [4, 'zeroLength'], [5, 'duplicate'], [6, 'duplicate']]);
    expect(report.groups.map((group) => [group.name, group.new, group.stamps])).toEqual([['Website', false, 0], ['Internal', false, 0]]);
    expect(report.days).toBeUndefined();
    expect(await api.snapshot()).toEqual(before);
  });

  it('reads Clockify dates month first and its 12-hour times with and without seconds', async () => {
    const report = await api.ok('importTime', { body: { format: 'clockify-csv', csv: sampleFile('clockify-detailed.csv'), timeZone: 'America/New_York' } });
    // Development is a tag since the Toggl import: it is reused, not made again.
    expect(report).toMatchObject({ dateOrder: 'monthFirst', created: { groups: 2, subGroups: 4, tags: 3, stamps: 4 }, newTags: ['Meetings', 'Planning', 'Globex'] });
    const seen = await groupsSeen(api);
    expect(seen['Mobile app']).toEqual({
      name: 'Mobile app',
      tags: ['Development', 'Globex', 'Meetings', 'Planning'],
      total: 42 * MINUTE + 52_000 + 150 * MINUTE + 45 * MINUTE,
      subGroups: {
        // 10:23 AM in New York in winter (UTC−5); 9:05 AM after the clocks moved on 10 March (UTC−4).
        'Sprint planning': [['2024-03-04T15:23:00.000Z', '2024-03-04T16:05:52.000Z']],
        'Push notifications': [['2024-03-04T18:00:00.000Z', '2024-03-04T20:30:00.000Z']],
        'Code review': [['2024-03-13T13:05:00.000Z', '2024-03-13T13:50:00.000Z']],
      },
    });
    expect(seen['Admin']?.subGroups).toEqual({ Invoices: [['2024-03-14T20:45:00.000Z', '2024-03-14T21:15:30.000Z']] });
  });

  it('reads a Kimai file: activity as sub group, customer as tag, an end past midnight on the next day', async () => {
    const report = await api.ok('importTime', { body: { format: 'kimai-csv', csv: sampleFile('kimai-export.csv'), timeZone: 'Europe/Berlin' } });
    expect(report).toMatchObject({
      created: { groups: 2, subGroups: 2, tags: 3, stamps: 3 },
      skipped: { unreadableTime: 1 },
      skippedRows: [{ row: 5, reason: 'unreadableTime', value: '' }],
    });
    const seen = await groupsSeen(api);
    // 01:30 to 03:30 on the night clocks move back is three hours.
    expect(seen['Migration']).toEqual({
      name: 'Migration',
      tags: ['Initech', 'night', 'ops'],
      total: 6 * HOUR,
      subGroups: {
        Deployment: [
          ['2024-10-26T20:00:00.000Z', '2024-10-26T23:00:00.000Z'],
          ['2024-10-26T23:30:00.000Z', '2024-10-27T02:30:00.000Z'],
        ],
      },
    });
    expect(seen['Support']).toMatchObject({ tags: ['Initech'], total: 3 * HOUR + 15 * MINUTE });
  });

  it('reads slashed dates day first when a value shows it, or when asked', async () => {
    const csv = 'Project,Description,Start Date,Start Time,End Date,End Time\nDays,Detect,25/12/2025,10:00,25/12/2025,11:00\n';
    const detected = await api.ok('importTime', { body: { format: 'clockify-csv', csv, timeZone: 'UTC', dryRun: true } });
    expect(detected).toMatchObject({ dateOrder: 'dayFirst', created: { stamps: 1 } });
    const asked = await api.ok('importTime', {
      body: { format: 'clockify-csv', csv: csv.replaceAll('25/12/2025', '01/02/2025'), timeZone: 'UTC', dateOrder: 'dayFirst' },
    });
    expect(asked).toMatchObject({ dateOrder: 'dayFirst', created: { stamps: 1 } });
    expect((await groupsSeen(api))['Days']?.subGroups).toEqual({ Detect: [['2025-02-01T10:00:00.000Z', '2025-02-01T11:00:00.000Z']] });
  });

  it('left the other user\'s group of the same name alone', async () => {
    const groups = dataOf(await callOperation(api.t.app, 'getTimeGroups', { query: {}, token: other.access.token })) as Array<{ name: string; total: number; tags: unknown[] }>;
    expect(groups).toEqual([expect.objectContaining({ name: 'Website', total: 90 * MINUTE, tags: [] })]);
  });

  it.each([
    ['a file of another app', 422, 'IMPORT_UNREADABLE', { format: 'kimai-csv', csv: sampleFile('toggl-detailed.csv') }, 'This is not a Kimai CSV export: it has no "Date" column'],
    ['a header without rows', 422, 'IMPORT_UNREADABLE', { format: 'toggl-csv', csv: sampleFile('toggl-detailed.csv').split('\r\n')[0]! }, 'The file has a header but no entries'],
    [
      'rows whose times cannot be read',
      422,
      'IMPORT_UNREADABLE',
      { format: 'toggl-csv', csv: 'Project,Description,Start date,Start time,End date,End time\nX,Y,2024-13-01,09:00,2024-13-01,10:00\nX,Y,2024-01-01,25:00,2024-01-01,26:00\n' },
      'No row could be read: row 2 has "2024-13-01" where a date and time should be',
    ],
    ['an unknown zone', 400, 'INVALID_TIME_ZONE', { format: 'toggl-csv', csv: sampleFile('toggl-detailed.csv'), timeZone: 'Mars/Olympus' }, undefined],
  ] as const)('refuses %s with %s %s, changing nothing', async (_, status, code, body, message) => {
    const before = await api.snapshot();
    const answer = await importFile({ timeZone: 'Europe/Stockholm', ...body });
    expect(answer.statusCode).toBe(status);
    expect(answer.body).toMatchObject({ status: false, error: { code, ...(message === undefined ? {} : { message }) } });
    expect(await api.snapshot()).toEqual(before);
  });
});

describe('POST /time-import limits', () => {
  let api: TimeApi;

  beforeAll(async () => {
    api = await startTimeApi({ username: 'bounded', time: { maxImportBytes: 2_000, maxImportRows: 3, maxGroups: 2 } });
  });
  afterAll(async () => {
    await api.t.close();
  });

  const header = 'Project,Description,Start date,Start time,End date,End time\n';
  const row = (project: string, hour: number) => `${project},Work,2024-01-02,${hour}:00,2024-01-02,${hour}:30\n`;

  it.each([
    ['a file over the byte limit', 413, 'IMPORT_TOO_LARGE', header + 'x'.repeat(2_000)],
    ['a file over the row limit', 413, 'IMPORT_TOO_MANY_ROWS', header + [10, 11, 12, 13].map((hour) => row('A', hour)).join('')],
    ["a file past the account's groups", 409, 'TOO_MANY_TIME_GROUPS', header + row('A', 10) + row('B', 11) + row('C', 12)],
  ] as const)('refuses %s with %s %s, changing nothing', async (_, status, code, csv) => {
    const before = await api.snapshot();
    const answer = await api.call('importTime', { body: { format: 'toggl-csv', csv, timeZone: 'UTC' } });
    expect(answer.statusCode).toBe(status);
    expect(answer.body).toMatchObject({ status: false, error: { code } });
    expect(await api.snapshot()).toEqual(before);
  });
});
