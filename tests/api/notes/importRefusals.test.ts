// Proves that POST /note-import refuses a hostile or broken zip whole, with the code a person can
// act on, and changes nothing: not a zip, paths leaving the zip, too many entries, zip bombs (one
// file or many, made here with fflate rather than committed), a damaged zip, a zip too large, an
// unknown zone, nothing to import, too many collections.
import { randomBytes } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../src/contract/types';
import { signUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp } from '../../helpers/testApp';
import { callOperation } from '../contractClient';
import { archiveOf } from './noteArchives';
import { expectRefusal, startNotesApi, type Caller, type NotesApi } from './notesApi';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A zip whose one file's deflate data starts with a block type that does not exist. */
function damagedZip(): string {
  const zip = zipSync({ 'note.md': strToU8('A note long enough to be deflated. '.repeat(20)) });
  zip[30 + 'note.md'.length] = 0xff;
  return base64(zip);
}

describe('refusing a notes import', () => {
  let api: NotesApi;
  let attacker: Caller;
  beforeAll(async () => {
    api = await startNotesApi('vera');
    await api.makeNote({ name: "Vera's own", entries: [{ text: 'Mine' }] });
    attacker = await api.otherUser('arvid');
  });
  afterAll(async () => {
    await api.t.close();
  });

  const many = (count: number, make: (index: number) => [string, Uint8Array]): Zippable => Object.fromEntries(Array.from({ length: count }, (_, index) => make(index)));

  it.each<[string, () => string, number, ErrorCode]>([
    ['a text file', () => base64(strToU8('# Not a zip\n')), 400, 'NOTE_IMPORT_NOT_A_ZIP'],
    ['a path up out of the zip', () => archiveOf({ 'notes/../../etc/evil.md': strToU8('x') }), 400, 'NOTE_IMPORT_UNSAFE_PATH'],
    ['an absolute path', () => archiveOf({ '/etc/evil.md': strToU8('x') }), 400, 'NOTE_IMPORT_UNSAFE_PATH'],
    ['a backslash path', () => archiveOf({ 'notes\\evil.md': strToU8('x') }), 400, 'NOTE_IMPORT_UNSAFE_PATH'],
    ['a drive path', () => archiveOf({ 'C:/evil.md': strToU8('x') }), 400, 'NOTE_IMPORT_UNSAFE_PATH'],
    ['more than 5,000 entries', () => archiveOf(many(5001, (index) => [`n${index}.txt`, new Uint8Array(0)])), 413, 'NOTE_IMPORT_TOO_MANY_FILES'],
    ['a zip bomb in one file', () => base64(zipSync({ 'bomb.md': new Uint8Array(16 * 1024 * 1024) }, { level: 1 })), 413, 'NOTE_IMPORT_FILE_TOO_LARGE'],
    ['a zip bomb in many files', () => base64(zipSync(many(51, (index) => [`b${index}.md`, new Uint8Array(1_040_000)]), { level: 1 })), 413, 'NOTE_IMPORT_UNPACKS_TOO_LARGE'],
    ['a damaged zip', damagedZip, 422, 'NOTE_IMPORT_UNREADABLE'],
    ['a zip over 10 MiB', () => base64(zipSync({ 'big.bin': randomBytes(10 * 1024 * 1024 + 1) }, { level: 0 })), 413, 'NOTE_IMPORT_TOO_LARGE'],
    ['a zip with no note in it', () => archiveOf({ 'photo.jpg': new Uint8Array(8), 'empty.md': strToU8('\n') }), 400, 'NOTE_IMPORT_EMPTY'],
  ])('refuses %s, changing nothing', async (_, archive, status, code) => {
    const before = await api.snapshot();
    expectRefusal(await attacker.call('importNotes', { body: { archive: archive() } }), status, code);
    expect(await api.snapshot()).toEqual(before);
  });

  it('refuses an unknown time zone', async () => {
    expectRefusal(await attacker.call('importNotes', { body: { archive: archiveOf({ 'a.md': strToU8('a') }), timeZone: 'Mars/Olympus', dryRun: true } }), 400, 'INVALID_TIME_ZONE');
  });

  it('refuses an import that would pass the collections a user keeps, adding nothing', async () => {
    const t = await createTestApp({ settings: { notes: { maxCollections: 2 } } });
    try {
      const user = await signUp(t.app, 'kim');
      const archive = archiveOf({ 'One/a.md': strToU8('a'), 'Two/b.md': strToU8('b'), 'Three/c.md': strToU8('c') });
      const before = await tableSnapshot(t.database.db);
      expectRefusal(await callOperation(t.app, 'importNotes', { body: { archive }, token: user.access.token }), 409, 'TOO_MANY_NOTES_COLLECTIONS');
      expect(await tableSnapshot(t.database.db)).toEqual(before);
    } finally {
      await t.close();
    }
  });
});
