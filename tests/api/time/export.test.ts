// GET /time-export (issue 26): a range of the user's stamps as CSV or XLSX with the columns Kimai
// users know (group, sub group, tags, start, end, duration), in the chosen zone, formula cells
// escaped, another user's stamps absent, and the range and size bounded.
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/auth';
import { callOperation, callOperationForBytes, dataOf } from '../contractClient';
import { HOUR, MINUTE, startTimeApi, type TimeApi } from './timeApi';

describe('GET /time-export', () => {
  let api: TimeApi;
  const exportAs = (format: 'csv' | 'xlsx', from = '2026-03-28', to = '2026-03-31', timeZone = 'Europe/Stockholm') =>
    callOperationForBytes(api.t.app, 'exportTime', { query: { from, to, timeZone, format }, token: api.user.access.token });

  beforeAll(async () => {
    api = await startTimeApi({ username: 'exporter', time: { maxExportRows: 4 } });
    // A group whose name a spreadsheet would run, with a tag that would too.
    const group = await api.ok('createTimeGroup', { body: { name: '=HYPERLINK("http://evil.example","Click")' } });
    const tag = await api.ok('createTag', { body: { title: '@risk' } });
    await api.ok('createTag', { body: { title: 'Billable' } }).then((billable) => api.ok('updateTimeGroup', { body: { groupId: group._id, tags: [tag._id, billable._id] } }));
    const stamp = (name: string, startTime: string, endTime?: string) =>
      api.ok('createTimeStamp', { body: { name, timeGroupId: group._id, startTime, ...(endTime === undefined ? {} : { endTime }) } });
    // Across the night clocks move forward in Stockholm (29 March 2026, 02:00 → 03:00): 01:30 to 03:30 is one hour.
    await stamp('+Night', '2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z');
    await stamp('Plain', '2026-03-28T08:00:00.000Z', '2026-03-28T10:15:30.000Z');
    // Still running: no end and no duration.
    await stamp('Running', '2026-03-31T06:00:00.000Z');
    // The day before the range: 23:30 on 27 March in Stockholm.
    await stamp('Before', '2026-03-27T22:30:00.000Z', '2026-03-27T22:45:00.000Z');
    // Another user's stamp in the same days never shows.
    const other = await signUp(api.t.app, 'neighbour');
    const theirs = dataOf(await callOperation(api.t.app, 'createTimeGroup', { body: { name: 'Not yours' }, token: other.access.token }));
    await callOperation(api.t.app, 'createTimeStamp', {
      body: { name: 'Secret', timeGroupId: theirs._id, startTime: '2026-03-29T08:00:00.000Z', endTime: '2026-03-29T09:00:00.000Z' },
      token: other.access.token,
    });
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('writes a CSV of the range in the zone, earliest first, with formula cells escaped', async () => {
    const answer = await exportAs('csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="time-2026-03-28-2026-03-31.csv"; filename*=UTF-8''time-2026-03-28-2026-03-31.csv`);
    const group = `'=HYPERLINK(""http://evil.example"",""Click"")`;
    expect(answer.bytes.toString('utf8').split('\r\n')).toEqual([
      '\uFEFFGroup,Sub group,Tags,Start,End,Duration',
      `"${group}",Plain,"'@risk, Billable",2026-03-28 09:00:00,2026-03-28 11:15:30,2:15:30`,
      `"${group}",'+Night,"'@risk, Billable",2026-03-29 01:30:00,2026-03-29 03:30:00,1:00:00`,
      `"${group}",Running,"'@risk, Billable",2026-03-31 08:00:00,,`,
    ]);
  });

  it('writes the same rows as an XLSX sheet: texts escaped, times as dates, durations as time values', async () => {
    const answer = await exportAs('xlsx');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const files = unzipSync(new Uint8Array(answer.bytes));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()) + sheet;
    expect(strings).toContain(`<t>'=HYPERLINK("http://evil.example","Click")</t>`);
    expect(strings).toContain("<t>'+Night</t>");
    expect(strings).toContain("<t>'@risk, Billable</t>");
    expect(strings).not.toMatch(/<f>/);
    // 2:15:30 as a fraction of a day.
    expect(sheet).toContain(`<v>${(2 * HOUR + 15 * MINUTE + 30_000) / 86_400_000}</v>`);
  });

  it('names the columns in Swedish when asked, in the CSV and the XLSX', async () => {
    const query = { from: '2026-03-31', to: '2026-03-31', timeZone: 'Europe/Stockholm', language: 'sv' } as const;
    const csv = await callOperationForBytes(api.t.app, 'exportTime', { query: { ...query, format: 'csv' }, token: api.user.access.token });
    expect(csv.bytes.toString('utf8').split('\r\n')[0]).toBe('\uFEFFGrupp,Undergrupp,Taggar,Start,Slut,Tid');
    const xlsx = await callOperationForBytes(api.t.app, 'exportTime', { query: { ...query, format: 'xlsx' }, token: api.user.access.token });
    const files = unzipSync(new Uint8Array(xlsx.bytes));
    expect(strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()) + strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain('<t>Undergrupp</t>');
  });

  it('reads the days in the zone asked for', async () => {
    const rowsOf = async (timeZone: string) => Papa.parse<string[]>((await exportAs('csv', '2026-03-27', '2026-03-27', timeZone)).bytes.toString('utf8').slice(1), { skipEmptyLines: true }).data.slice(1);
    // 22:30 UTC on 27 March is 23:30 that day in Stockholm; in Tokyo it is already the 28th.
    expect((await rowsOf('UTC')).map((row) => row.slice(1))).toEqual([['Before', "'@risk, Billable", '2026-03-27 22:30:00', '2026-03-27 22:45:00', '0:15:00']]);
    expect((await rowsOf('Europe/Stockholm')).map((row) => row.slice(3))).toEqual([['2026-03-27 23:30:00', '2026-03-27 23:45:00', '0:15:00']]);
    expect(await rowsOf('Asia/Tokyo')).toEqual([]);
  });

  it.each([
    ['a reversed range', 400, 'RANGE_REVERSED', { from: '2026-03-02', to: '2026-03-01' }],
    ['a range over three years', 400, 'RANGE_TOO_LONG', { from: '2023-01-01', to: '2026-01-02' }],
    ['an unknown zone', 400, 'INVALID_TIME_ZONE', { timeZone: 'Nowhere/Else' }],
    ['a range holding more stamps than one export writes', 413, 'EXPORT_TOO_LARGE', { from: '2026-03-27' }],
  ] as const)('refuses %s with %s %s', async (_, status, code, change) => {
    const query = { from: '2026-03-28', to: '2026-03-31', timeZone: 'Europe/Stockholm', format: 'csv' as const, ...change };
    if (code === 'EXPORT_TOO_LARGE') await api.ok('createTimeStamp', { body: { name: 'Fifth', timeGroupId: (await api.ok('getTimeGroups', { query: { shallow: true } }) as Array<{ _id: string }>)[0]!._id, startTime: '2026-03-29T08:00:00.000Z', endTime: '2026-03-29T08:10:00.000Z' } });
    const answer = await callOperation(api.t.app, 'exportTime', { query, token: api.user.access.token });
    expect(answer.statusCode).toBe(status);
    expect(answer.body).toMatchObject({ status: false, error: { code } });
  });
});
