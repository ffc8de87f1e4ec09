import { defaultGroupName, type ImportFormat, type ParsedImport, type PlainEntry } from './importTypes';

/** How names are compared: ignoring case and surrounding spaces, as the server compares group names. */
export const nameKey = (name: string) => name.trim().toLowerCase();

export interface ExistingGroup {
  _id: string;
  name: string;
}

/** An existing entry whose name some imported entry has, with its username opened. */
export interface ExistingLogin {
  name: string;
  username: string;
}

export interface PlannedEntry extends PlainEntry {
  /** The group it goes into, as shown (an existing group's own spelling). */
  groupName: string;
  /** Same name and username as an existing entry, or as an earlier entry of the file. */
  duplicate: boolean;
}

export interface PlannedGroup {
  name: string;
  /** The existing group of that name (ignoring case), or null for a new one. */
  existingId: string | null;
  /** How many of the file's entries go into it. */
  entries: number;
}

export interface ImportPlan {
  format: ImportFormat;
  entries: PlannedEntry[];
  groups: PlannedGroup[];
  skipped: number;
  duplicates: number;
}

const loginKey = (name: string, username: string) => `${nameKey(name)}\u0000${username}`;

/**
 * The preview of an import: each entry's group (an existing group when one has that name,
 * ignoring case; else a new one, spelled as the file first spells it) and whether it duplicates
 * an existing entry or an earlier one of the file (same name ignoring case, same username exactly).
 */
export function planImport(parsed: ParsedImport, existingGroups: readonly ExistingGroup[], existingLogins: readonly ExistingLogin[]): ImportPlan {
  const groups = new Map<string, PlannedGroup>();
  for (const group of existingGroups) groups.set(nameKey(group.name), { name: group.name, existingId: group._id, entries: 0 });
  const seen = new Set(existingLogins.map((login) => loginKey(login.name, login.username)));

  let duplicates = 0;
  const entries = parsed.entries.map((entry) => {
    const wanted = entry.group ?? defaultGroupName;
    const group = groups.get(nameKey(wanted)) ?? { name: wanted, existingId: null, entries: 0 };
    groups.set(nameKey(wanted), group);
    group.entries += 1;
    const key = loginKey(entry.name, entry.username);
    const duplicate = seen.has(key);
    seen.add(key);
    if (duplicate) duplicates += 1;
    return { ...entry, groupName: group.name, duplicate };
  });
  return {
    format: parsed.format,
    entries,
    groups: [...groups.values()].filter((group) => group.entries > 0).sort((a, b) => a.name.localeCompare(b.name)),
    skipped: parsed.skipped,
    duplicates,
  };
}

/** The entries an import sends, and the groups it must create for them. */
export function entriesToImport(plan: ImportPlan, skipDuplicates: boolean): { entries: PlannedEntry[]; newGroups: string[] } {
  const entries = skipDuplicates ? plan.entries.filter((entry) => !entry.duplicate) : plan.entries;
  const used = new Set(entries.map((entry) => nameKey(entry.groupName)));
  const newGroups = plan.groups.filter((group) => group.existingId === null && used.has(nameKey(group.name))).map((group) => group.name);
  return { entries, newGroups };
}

/** The existing entries whose usernames must be opened to find duplicates: those named like an imported entry. */
export function entriesToCompare<E extends { name: string }>(parsed: ParsedImport, existing: readonly E[]): E[] {
  const names = new Set(parsed.entries.map((entry) => nameKey(entry.name)));
  return existing.filter((entry) => names.has(nameKey(entry.name)));
}
