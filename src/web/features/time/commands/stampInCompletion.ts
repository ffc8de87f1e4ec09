import type { QueryClient } from '@tanstack/react-query';
import type { SubGroup } from '../../../../contract/types';
import type { Api } from '../../../api/api';
import type { CommandServices, CompletionSlot } from '../../../commandDefinition';
import { shallowTimeGroupsQuery, subGroupsQuery } from '../queries';
import { cachedQuery, ensureQuery } from './cachedQuery';
import { groupIndex } from './groupMatch';
import { stampInTarget } from './stampInTarget';

// Names per list the cache holds: the cache hands out the same list until it changes, so a
// keystroke reads them instead of mapping a long list again.
const subGroupNames = new WeakMap<readonly SubGroup[], string[]>();
const namesByGroup = new WeakMap<readonly SubGroup[], Map<string, string[]>>();

function namesOf(subGroups: readonly SubGroup[]): string[] {
  let names = subGroupNames.get(subGroups);
  if (!names) {
    names = subGroups.map((subGroup) => subGroup.name);
    subGroupNames.set(subGroups, names);
  }
  return names;
}

/** A group's sub group names from the cache: its own list (GET /sub-group?timeGroupId=), else the list of all. */
function cachedSubGroupNames(queryClient: QueryClient, api: Api, timeGroupId: string): string[] | null {
  const own = cachedQuery(queryClient, subGroupsQuery(api, timeGroupId));
  if (own) return namesOf(own);
  const all = cachedQuery(queryClient, subGroupsQuery(api));
  if (!all) return null;
  let byGroup = namesByGroup.get(all);
  if (!byGroup) {
    byGroup = new Map();
    for (const subGroup of all) byGroup.set(subGroup.timeGroupId, [...(byGroup.get(subGroup.timeGroupId) ?? []), subGroup.name]);
    namesByGroup.set(all, byGroup);
  }
  return byGroup.get(timeGroupId) ?? [];
}

/**
 * `tm in`'s completion, from the cache only: the groups' names while the group is typed, then
 * the chosen group's sub group names. Null while what it needs is not cached.
 */
export function completeStampIn(argumentText: string, services: CommandServices): CompletionSlot | null {
  const data = services.currentServerData();
  if (!data) return null;
  const groups = cachedQuery(data.queryClient, shallowTimeGroupsQuery(data.api));
  if (!groups) return null;
  const index = groupIndex(groups);
  const target = stampInTarget(argumentText, index);
  if (target.kind === 'group') return { from: target.from, candidates: index.names };
  const names = cachedSubGroupNames(data.queryClient, data.api, target.group._id);
  return names ? { from: target.from, candidates: names } : null;
}

/** Loads what `completeStampIn` reads: the groups, then the sub groups of the group typed. */
export async function prepareStampInCompletion(argumentText: string, services: CommandServices): Promise<void> {
  try {
    const { queryClient, api } = await services.serverData();
    const index = groupIndex(await ensureQuery(queryClient, shallowTimeGroupsQuery(api)));
    const target = stampInTarget(argumentText, index);
    if (target.kind === 'subGroup') await ensureQuery(queryClient, subGroupsQuery(api, target.group._id));
  } catch {
    // Tab then completes what it can; the command itself says what went wrong when it runs.
  }
}
