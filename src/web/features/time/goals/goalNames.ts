import type { Goal } from '../views/viewQueries';

/**
 * Names a goal among every group's: the group's name for its own goal, "sub group (group)" for a
 * sub group's (as Home names its quick starts).
 */
export function goalNamer(groups: ReadonlyArray<{ _id: string; name: string }>, subGroups: ReadonlyArray<{ _id: string; name: string }>) {
  const groupNames = new Map(groups.map((group) => [group._id, group.name]));
  const subGroupNames = new Map(subGroups.map((sub) => [sub._id, sub.name]));
  return (goal: Goal): string => {
    const group = groupNames.get(goal.timeGroupId) ?? '';
    const sub = goal.subGroupId ? subGroupNames.get(goal.subGroupId) : undefined;
    return sub ? `${sub} (${group})` : group;
  };
}
