import type { SubGroup, TimeGroup, TimeStamp } from '../../../../contract/types';
import type { QuickStart, TimeHomeState, TodayTotal } from './TimeHome';

/** How many quick starts Home offers (each has a digit key). */
export const quickStartCount = 9;

/**
 * Home's view of the stores: running stamps (latest started first) with their group's name,
 * today's totals of the groups that have any (largest first), and the most used sub groups that
 * are not running (by `usage`, then name) as quick starts.
 */
export function timeHomeView(
  groups: readonly TimeGroup[],
  subGroups: readonly SubGroup[],
  activeStamps: readonly TimeStamp[],
  readAt: number,
): Extract<TimeHomeState, { status: 'ready' }> {
  const groupName = new Map(groups.map((group) => [group._id, group.name]));
  const active = [...activeStamps]
    .sort((a, b) => b.startTime.localeCompare(a.startTime))
    .map((stamp) => ({ stamp, groupName: groupName.get(stamp.timeGroupId) ?? '' }));
  const runningIn = (groupId: string) => activeStamps.filter((stamp) => stamp.timeGroupId === groupId).length;
  const today: TodayTotal[] = groups
    .map(({ _id, name, today }) => ({ _id, name, today, running: runningIn(_id) }))
    .filter((group) => group.today > 0 || group.running > 0)
    .sort((a, b) => b.today - a.today || a.name.localeCompare(b.name));
  const running = new Set(activeStamps.map((stamp) => stamp.subGroupId));
  const quickStarts: QuickStart[] = subGroups
    .filter((sub) => sub.usage > 0 && !sub.activeStamp && !running.has(sub._id) && groupName.has(sub.timeGroupId))
    .sort((a, b) => b.usage - a.usage || a.name.localeCompare(b.name))
    .slice(0, quickStartCount)
    .map((sub) => ({ subGroupId: sub._id, name: sub.name, timeGroupId: sub.timeGroupId, groupName: groupName.get(sub.timeGroupId) ?? '' }));
  return {
    status: 'ready',
    active,
    today,
    readAt,
    quickStarts,
    groups: groups.map(({ _id, name }) => ({ _id, name })),
    subGroups: subGroups.map(({ _id, name, timeGroupId }) => ({ _id, name, timeGroupId })),
  };
}
