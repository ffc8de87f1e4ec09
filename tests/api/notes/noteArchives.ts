// Zips for the notes import's tests: a fixture folder as its app exports it, or files made in the
// test (zip bombs and hostile paths are made here rather than committed).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync, type Zippable } from 'fflate';

const FIXTURES = join(import.meta.dirname, '../../fixtures/notes-import');

/** Every file under tests/fixtures/notes-import/<name>, by its path inside that folder. */
export function fixtureFiles(name: string): Record<string, Uint8Array> {
  const root = join(FIXTURES, name);
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[relative(root, join(entry.parentPath, entry.name)).split('\\').join('/')] = readFileSync(join(entry.parentPath, entry.name));
  }
  return files;
}

/** A zip of these files, base64 as POST /note-import takes it. */
export function archiveOf(files: Zippable): string {
  return Buffer.from(zipSync(files)).toString('base64');
}
