// Proves the timeline's layout (issue 8: the chosen day's stamps on a 24-hour axis): stamps are
// placed by their part inside the local day, one across midnight is clipped to it (and marked),
// a running one reaches now, a daylight-saving day has 25 hours on its axis.
import { describe, expect, it } from 'vitest';
import type { TimeStamp } from '../../../../../contract/types';
import { timelineLayout } from './timelineLayout';

function stamp(id: string, startTime: string, endTime: string | null, subGroupId = 'sub-a'): TimeStamp {
  return { _id: id, name: subGroupId, subGroupId, timeGroupId: 'g1', startTime, endTime, date: startTime.slice(0, 10), ended: endTime !== null, durationInMs: 0 };
}

const zone = 'Europe/Stockholm';

describe('timelineLayout', () => {
  it('places a stamp by local time: 06:00 to 12:00 Stockholm is the second quarter of the day', () => {
    const { rows, totalMs } = timelineLayout([stamp('s1', '2026-11-23T05:00:00.000Z', '2026-11-23T11:00:00.000Z')], '2026-11-23', zone, 0);
    expect(rows[0]?.stamps[0]).toMatchObject({ start: 0.25, end: 0.5, fromBefore: false, intoAfter: false });
    expect(totalMs).toBe(6 * 3_600_000);
  });

  it('clips a stamp across midnight to each day it touches', () => {
    const across = stamp('s1', '2026-11-22T22:00:00.000Z', '2026-11-23T01:00:00.000Z'); // 23:00 to 02:00 local
    const before = timelineLayout([across], '2026-11-22', zone, 0).rows[0]?.stamps[0];
    const after = timelineLayout([across], '2026-11-23', zone, 0).rows[0]?.stamps[0];
    expect(before).toMatchObject({ start: 23 / 24, end: 1, fromBefore: false, intoAfter: true, msInDay: 3_600_000 });
    expect(after).toMatchObject({ start: 0, end: 2 / 24, fromBefore: true, intoAfter: false, msInDay: 2 * 3_600_000 });
    expect(timelineLayout([across], '2026-11-24', zone, 0).rows).toEqual([]);
  });

  it('draws a running stamp up to now', () => {
    const running = stamp('s1', '2026-11-23T11:00:00.000Z', null);
    const { rows } = timelineLayout([running], '2026-11-23', zone, Date.parse('2026-11-23T17:00:00.000Z'));
    expect(rows[0]?.stamps[0]).toMatchObject({ start: 0.5, end: 0.75, intoAfter: false });
  });

  it('puts each sub group on its own row, in order of its first stamp', () => {
    const { rows } = timelineLayout(
      [
        stamp('s3', '2026-11-23T12:00:00.000Z', '2026-11-23T13:00:00.000Z', 'sub-a'),
        stamp('s1', '2026-11-23T08:00:00.000Z', '2026-11-23T09:00:00.000Z', 'sub-b'),
        stamp('s2', '2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z', 'sub-a'),
      ],
      '2026-11-23',
      zone,
      0,
    );
    expect(rows.map((row) => [row.subGroupId, row.stamps.map((s) => s.stamp._id)])).toEqual([
      ['sub-b', ['s1']],
      ['sub-a', ['s2', 's3']],
    ]);
  });

  it('gives the autumn daylight-saving day 25 hours: 03:00 comes four hours in', () => {
    const { ticks } = timelineLayout([], '2026-10-25', zone, 0);
    expect(ticks.find((tick) => tick.hour === 3)?.at).toBeCloseTo(4 / 25);
    expect(ticks.at(-1)).toEqual({ hour: 24, at: 1 });
  });
});
