/** What `tm in` needs of a time group (GET /time-group?shallow=true). */
export interface NamedGroup {
  _id: string;
  name: string;
}

/** The groups as `tm in` and its completion look them up; built once per list the cache holds. */
export interface GroupIndex<Group extends NamedGroup = NamedGroup> {
  groups: readonly Group[];
  /** The names, in the groups' order (completion candidates). */
  names: readonly string[];
  /** Each name as it is compared (`nameKey`), in the groups' order. */
  keys: readonly string[];
  /** The groups by `nameKey` (two groups may share a name ignoring case). */
  byKey: ReadonlyMap<string, readonly Group[]>;
  /** The most words a name has: the longest run of typed words worth trying. */
  maxWords: number;
}

/** A name or typed text as compared: case and runs of spaces ignored. */
export function nameKey(text: string): string {
  return text.trim().split(/\s+/).join(' ').toLocaleLowerCase();
}

const indexes = new WeakMap<readonly NamedGroup[], GroupIndex>();

/**
 * The index of a list of groups. The query cache hands out the same list until the groups
 * change, so completion builds it once, not on every keystroke.
 */
export function groupIndex<Group extends NamedGroup>(groups: readonly Group[]): GroupIndex<Group> {
  let index = indexes.get(groups);
  if (!index) {
    const keys = groups.map((group) => nameKey(group.name));
    const byKey = new Map<string, NamedGroup[]>();
    keys.forEach((key, i) => byKey.set(key, [...(byKey.get(key) ?? []), groups[i]!]));
    const maxWords = keys.reduce((most, key) => Math.max(most, key === '' ? 0 : key.split(' ').length), 0);
    index = { groups, names: groups.map((group) => group.name), keys, byKey, maxWords };
    indexes.set(groups, index);
  }
  return index as GroupIndex<Group>;
}

/** The groups the leading words name, and how many words name them. */
export interface GroupMatch<Group extends NamedGroup> {
  matches: readonly Group[];
  /** How many of the words were the group's (0 when nothing matched). */
  words: number;
}

/**
 * The groups `words` start with: the longest leading run of words that is a group's whole name
 * (ignoring case), so `deep work coding` finds "Deep work"; failing that, the groups whose names
 * start with the first word (`wo` → "Work", "Workout").
 */
export function matchGroups<Group extends NamedGroup>(index: GroupIndex<Group>, words: readonly string[]): GroupMatch<Group> {
  for (let count = Math.min(words.length, index.maxWords); count >= 1; count -= 1) {
    const found = index.byKey.get(nameKey(words.slice(0, count).join(' ')));
    if (found) return { matches: found, words: count };
  }
  const first = words[0] === undefined ? '' : nameKey(words[0]);
  if (first === '') return { matches: [], words: 0 };
  const matches = index.groups.filter((_group, i) => index.keys[i]!.startsWith(first));
  return { matches, words: matches.length ? 1 : 0 };
}

/** Which of the matched groups a command means. */
export type GroupChoice<Group> = { kind: 'found'; group: Group } | { kind: 'notFound' } | { kind: 'several'; groups: readonly Group[] };

/**
 * One group, or why not: with a position (1-based), the position-th match in the order the
 * groups are listed; without, the only match.
 */
export function chooseGroup<Group>(matches: readonly Group[], position: number | null): GroupChoice<Group> {
  if (position !== null) {
    const group = matches[position - 1];
    return group ? { kind: 'found', group } : { kind: 'notFound' };
  }
  if (matches.length === 0) return { kind: 'notFound' };
  if (matches.length > 1) return { kind: 'several', groups: matches };
  return { kind: 'found', group: matches[0]! };
}
