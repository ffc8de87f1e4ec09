// What the time import and export tests share: the sample files of tests/fixtures/time-import and
// a user's groups with their sub groups and stamps, as a person would check them after an import.
import { readFileSync } from 'node:fs';
import type { TimeApi } from './timeApi';

/** A sample export (Toggl's, Clockify's or Kimai's, with their quirks) as text. */
export const sampleFile = (name: 'toggl-detailed.csv' | 'clockify-detailed.csv' | 'kimai-export.csv') =>
  readFileSync(new URL(`../../fixtures/time-import/${name}`, import.meta.url), 'utf8');

export interface GroupSeen {
  name: string;
  tags: string[];
  total: number;
  subGroups: Record<string, Array<[string, string | null]>>;
}

/** Every group of the user by name: its tags, all-time total and each sub group's stamps (start, end). */
export async function groupsSeen(api: TimeApi): Promise<Record<string, GroupSeen>> {
  const seen: Record<string, GroupSeen> = {};
  const groups = (await api.ok('getTimeGroups', { query: {} })) as Array<{ _id: string; name: string; total: number; tags: Array<{ title: string }> }>;
  for (const group of groups) {
    const subGroups = (await api.ok('getSubGroups', { query: { timeGroupId: group._id } })) as Array<{ _id: string; name: string }>;
    const stamps: GroupSeen['subGroups'] = {};
    for (const subGroup of subGroups) {
      const page = (await api.ok('getTimeStamps', { query: { subGroupId: subGroup._id } })) as { timeStamps: Array<{ startTime: string; endTime: string | null }> };
      stamps[subGroup.name] = page.timeStamps.map((stamp) => [stamp.startTime, stamp.endTime] as [string, string | null]).reverse();
    }
    seen[group.name] = { name: group.name, tags: group.tags.map((tag) => tag.title).sort(), total: group.total, subGroups: stamps };
  }
  return seen;
}
