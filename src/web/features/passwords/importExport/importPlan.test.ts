// Proves the preview: entries land in existing groups matched by name ignoring case (new ones
// marked), folderless entries in "Imported", duplicates flagged against the vault and within the
// file (same name ignoring case, same username), and skipping them leaves out their new groups.
import { describe, expect, it } from 'vitest';
import { entriesToCompare, entriesToImport, planImport } from './importPlan';
import type { ParsedImport, PlainEntry } from './importTypes';

const entry = (name: string, group: string | null, username = 'anna'): PlainEntry => ({ name, group, username, password: 'pw', url: '', notes: '' });
const parsed = (entries: PlainEntry[], skipped = 0): ParsedImport => ({ format: 'bitwardenCsv', entries, skipped });

describe('planImport', () => {
  it('matches existing groups ignoring case, marks new ones, and sends folderless entries to "Imported"', () => {
    const plan = planImport(parsed([entry('Mail', 'work'), entry('Bank', 'Money'), entry('Router', null), entry('Wiki', 'WORK')]), [{ _id: 'groupWork00', name: 'Work' }], []);
    expect(plan.groups).toEqual([
      { name: 'Imported', existingId: null, entries: 1 },
      { name: 'Money', existingId: null, entries: 1 },
      { name: 'Work', existingId: 'groupWork00', entries: 2 },
    ]);
    expect(plan.entries.map((planned) => planned.groupName)).toEqual(['Work', 'Money', 'Imported', 'Work']);
  });

  it('spells a new group as the file first does, and puts differently cased folders into it', () => {
    const plan = planImport(parsed([entry('A', 'Social'), entry('B', 'social')]), [], []);
    expect(plan.groups).toEqual([{ name: 'Social', existingId: null, entries: 2 }]);
  });

  it('flags an entry with the name (ignoring case) and username of an existing one, or of an earlier one in the file', () => {
    const plan = planImport(
      parsed([entry('gitlab', 'Work', 'anna.k'), entry('GitLab', 'Work', 'bot'), entry('Bank', null), entry(' bank ', null), entry('Bank', null, 'Anna')]),
      [],
      [{ name: 'GitLab', username: 'anna.k' }],
    );
    expect(plan.entries.map((planned) => planned.duplicate)).toEqual([true, false, false, true, false]);
    expect(plan.duplicates).toBe(2);
  });

  it('leaves out the duplicates, and a new group only they would fill, when they are skipped', () => {
    const plan = planImport(parsed([entry('Mail', 'Old', 'me'), entry('Bank', 'Money')]), [], [{ name: 'Mail', username: 'me' }]);
    expect(entriesToImport(plan, false).newGroups).toEqual(['Money', 'Old']);
    const skipping = entriesToImport(plan, true);
    expect(skipping.entries.map((planned) => planned.name)).toEqual(['Bank']);
    expect(skipping.newGroups).toEqual(['Money']);
  });
});

describe('entriesToCompare', () => {
  it('picks only the existing entries named like an imported one, so only their usernames are opened', () => {
    const existing = [{ _id: 'a', name: 'GitLab' }, { _id: 'b', name: 'Other' }, { _id: 'c', name: 'gitlab ' }];
    expect(entriesToCompare(parsed([entry('GITLAB', null)]), existing).map((found) => found._id)).toEqual(['a', 'c']);
  });
});
