import { daySpan, overlapMs } from '../../../domain/timePeriods';
import type { AreaDeps, DashboardSectionReader } from '../../area';
import { listTimeGroups } from './repository/groups';
import { listStampsOverlapping } from './repository/stamps';
import type { TimeSettings } from './settings';
import type { TimeTables } from './tables';

/**
 * The dashboard's time for a day: each group's time inside the local day (a stamp across
 * midnight counts by its part, a running one up to now), most first, and the day's stamps.
 * Nothing stamped that day: no section.
 */
export function timeDashboardSection({ db }: AreaDeps<TimeTables>, settings: TimeSettings): DashboardSectionReader {
  return async ({ userId, date, timeZone }) => {
    const day = daySpan(date, timeZone);
    const now = settings.now().getTime();
    const [stamps, groups] = await Promise.all([listStampsOverlapping(db, userId, day), listTimeGroups(db, userId)]);
    const parts = stamps
      .map((stamp) => {
        const start = Date.parse(stamp.start_time);
        const end = stamp.end_time === null ? Math.max(start, now) : Date.parse(stamp.end_time);
        return { stamp, start, ms: overlapMs({ start, end }, day) };
      })
      // A stamp started this very moment has no time yet but belongs to the day; a running one
      // from an earlier day does not belong to a later day it has not reached.
      .filter(({ start, ms }) => ms > 0 || start >= day.start);
    if (parts.length === 0) return undefined;
    const names = new Map(groups.map((group) => [group.id, group.name]));
    const perGroup = new Map<string, number>();
    for (const { stamp, ms } of parts) perGroup.set(stamp.time_group_id, (perGroup.get(stamp.time_group_id) ?? 0) + ms);
    return {
      area: 'time',
      totalMs: parts.reduce((sum, { ms }) => sum + ms, 0),
      groups: [...perGroup]
        .map(([id, ms]) => ({ _id: id, name: names.get(id) ?? '', ms }))
        .sort((a, b) => b.ms - a.ms || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
      stamps: parts.map(({ stamp, ms }) => ({
        _id: stamp.id,
        timeGroupId: stamp.time_group_id,
        timeGroupName: names.get(stamp.time_group_id) ?? '',
        subGroupId: stamp.sub_group_id,
        subGroupName: stamp.name,
        startTime: stamp.start_time,
        endTime: stamp.end_time,
        ms,
      })),
    };
  };
}
