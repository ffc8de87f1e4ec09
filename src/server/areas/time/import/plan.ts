import { newId } from '../../../ids';
import { stampKey } from '../repository/imports';
import type { ImportEntry, Skip } from './readEntries';
import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** What the user has that an import may reuse: groups by name, sub groups, tags by title, tag links. */
export interface Existing {
  groups: ReadonlyArray<{ id: string; name: string }>;
  subGroups: ReadonlyArray<{ id: string; time_group_id: string; name: string }>;
  tags: ReadonlyArray<{ id: string; title: string }>;
  /** Per group id, the ids of its tags. */
  groupTags: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface PlannedGroup {
  id: string;
  name: string;
  isNew: boolean;
  newSubGroups: number;
  stamps: number;
  durationMs: number;
  tags: string[];
}

export interface ImportPlan {
  groups: PlannedGroup[];
  newSubGroups: Array<{ id: string; time_group_id: string; name: string }>;
  newTags: Array<{ id: string; title: string }>;
  newGroupTags: Array<{ groupId: string; tagId: string }>;
  stamps: Array<{ id: string; time_group_id: string; sub_group_id: string; start: number; end: number }>;
  /** The entries skipped as duplicates (of stored stamps or of an earlier row). */
  duplicates: Skip[];
}

const key = (name: string) => name.toLowerCase();
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Matches the entries to the user's groups (by name, ignoring case), sub groups (by name within
 * the group) and tags (by title), makes new ones for the rest, and leaves out every entry whose
 * sub group already has a stamp with the same start and end (stored, or an earlier row's).
 * `storedKeys` reads the stored stamps' keys of the matched sub groups.
 */
export async function planImport(entries: readonly ImportEntry[], existing: Existing, storedKeys: (subGroupIds: string[]) => Promise<Set<string>>): Promise<ImportPlan> {
  const groups = new Map<string, PlannedGroup>();
  for (const group of existing.groups) if (!groups.has(key(group.name))) groups.set(key(group.name), { id: group.id, name: group.name, isNew: false, newSubGroups: 0, stamps: 0, durationMs: 0, tags: [] });
  const subGroups = new Map(existing.subGroups.map((row) => [`${row.time_group_id}|${key(row.name)}`, row.id]));
  const tags = new Map(existing.tags.map((tag) => [key(tag.title), tag.id]));
  const plan: ImportPlan = { groups: [], newSubGroups: [], newTags: [], newGroupTags: [], stamps: [], duplicates: [] };
  const touched = new Set<PlannedGroup>();
  const links = new Set<string>();
  const placed: Array<{ entry: ImportEntry; group: PlannedGroup; subGroupId: string }> = [];

  for (const [index, entry] of entries.entries()) {
    if (index > 0 && index % 2_000 === 0) await yieldToLoop();
    let group = groups.get(key(entry.group));
    if (group === undefined) {
      group = { id: newId(), name: entry.group, isNew: true, newSubGroups: 0, stamps: 0, durationMs: 0, tags: [] };
      groups.set(key(entry.group), group);
    }
    if (!touched.has(group)) {
      touched.add(group);
      plan.groups.push(group);
    }
    const subKey = `${group.id}|${key(entry.subGroup)}`;
    let subGroupId = subGroups.get(subKey);
    if (subGroupId === undefined) {
      subGroupId = newId();
      subGroups.set(subKey, subGroupId);
      plan.newSubGroups.push({ id: subGroupId, time_group_id: group.id, name: entry.subGroup });
      group.newSubGroups += 1;
    }
    for (const title of entry.tags) {
      let tagId = tags.get(key(title));
      if (tagId === undefined) {
        tagId = newId();
        tags.set(key(title), tagId);
        plan.newTags.push({ id: tagId, title });
      }
      const link = `${group.id}|${tagId}`;
      if (links.has(link)) continue;
      links.add(link);
      group.tags.push(title);
      if (!existing.groupTags.get(group.id)?.has(tagId)) plan.newGroupTags.push({ groupId: group.id, tagId });
    }
    placed.push({ entry, group, subGroupId });
  }

  const newSubGroupIds = new Set(plan.newSubGroups.map((row) => row.id));
  const seen = await storedKeys([...new Set(placed.map((item) => item.subGroupId))].filter((id) => !newSubGroupIds.has(id)));
  for (const { entry, group, subGroupId } of placed) {
    const stamp = stampKey(subGroupId, iso(entry.start), iso(entry.end));
    if (seen.has(stamp)) {
      plan.duplicates.push({ row: entry.row, reason: 'duplicate' });
      continue;
    }
    seen.add(stamp);
    plan.stamps.push({ id: newId(), time_group_id: group.id, sub_group_id: subGroupId, start: entry.start, end: entry.end });
    group.stamps += 1;
    group.durationMs += entry.end - entry.start;
  }
  return plan;
}
