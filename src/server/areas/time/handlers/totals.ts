import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { daysInRange, rangePeriods } from '../../../../domain/timePeriods';
import { refusals } from '../refusals';
import * as groupQueries from '../repository/groups';
import { endedStampsByPeriod } from '../repository/periodTotals';
import { activeStampsOf } from '../repository/stamps';
import * as subGroupQueries from '../repository/subGroups';
import type { TimeSettings } from '../settings';
import type { TimeTables } from '../tables';
import { zoneOf } from '../timeZone';
import { toTotalsPeriods } from '../views';

/**
 * The longest range GET /time-total reads at once, in days: a quarter by day, half a year by week,
 * three years by month or whole (so at most 93 periods). The answer grows with periods × sub groups
 * with time in them: at 100,000 stamps a year by day was 2.5 MB and well over 100 ms, a year by
 * week 1.9 MB and about 100 ms; a quarter by day or half a year by week a third of that.
 */
const MAX_RANGE_DAYS = { day: 93, week: 183, month: 1096, range: 1096 } as const;

/** /time-total: the totals of a range of days, by day, week, month or whole. */
export function createTotalHandlers({ db }: AreaDeps<TimeTables>, settings: TimeSettings) {
  return {
    async getTimeTotals({ query, caller: { userId } }) {
      const { from, to, timeGroupId } = query;
      const by = query.by ?? 'range';
      const zone = zoneOf(query.timeZone);
      const days = daysInRange(from, to);
      if (days < 1) throw refusals.rangeReversed();
      if (days > MAX_RANGE_DAYS[by]) throw refusals.rangeTooLong(MAX_RANGE_DAYS[by], by);
      const periods = rangePeriods(from, to, zone, by);
      const now = settings.now().getTime();
      const [groups, subGroups, { inside, across }, actives] = await Promise.all([
        timeGroupId === undefined ? groupQueries.listTimeGroups(db, userId) : groupQueries.findTimeGroup(db, userId, timeGroupId).then((group) => (group === undefined ? [] : [group])),
        subGroupQueries.listSubGroups(db, userId, timeGroupId),
        endedStampsByPeriod(db, userId, periods, timeGroupId),
        activeStampsOf(db, userId),
      ]);
      if (timeGroupId !== undefined && groups.length === 0) throw refusals.timeGroupNotFound();
      const stamps = [
        ...across.map((stamp) => ({ subGroupId: stamp.sub_group_id, start: Date.parse(stamp.start_time), end: Date.parse(stamp.end_time) })),
        ...actives
          .filter((active) => timeGroupId === undefined || active.time_group_id === timeGroupId)
          .map((active) => ({ subGroupId: active.sub_group_id, start: Date.parse(active.start_time), end: Math.max(now, Date.parse(active.start_time)) })),
      ];
      return { from, to, by, periods: toTotalsPeriods(periods, inside, stamps, groups, subGroups) };
    },
  } satisfies Partial<SecuredHandlers>;
}
