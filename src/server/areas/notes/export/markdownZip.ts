import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { stringify } from 'yaml';
import { safeFileName, UniqueNames } from '../../../exports/fileNames';
import { ZipBuilder } from '../../../exports/zipBuilder';
import * as collections from '../repository/collections';
import * as notes from '../repository/notes';
import type { NotesDb } from '../tables';

/** Notes read and zipped per batch, yielding to other requests between batches. */
const BATCH = 200;

/**
 * Every note of the user as a Markdown file in a zip: front matter (title, date, created, updated,
 * answers by question), the entries as the body; a folder per collection. Notes in the export's
 * order are by id, so the same data zips the same way.
 */
export async function notesAsMarkdownZip(db: NotesDb, userId: string): Promise<Buffer> {
  const zip = new ZipBuilder();
  const folders = new UniqueNames();
  const folderOf = new Map<string, { path: string; names: UniqueNames }>();
  for (const row of await collections.listCollections(db, userId)) {
    folderOf.set(row.id, { path: `${folders.take(safeFileName(row.name, 'Collection'))}/`, names: new UniqueNames() });
  }
  const topNames = new UniqueNames();
  let after = '';
  for (;;) {
    const rows = await notes.notesAfter(db, userId, after, BATCH);
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.id);
    const [entries, answers] = await Promise.all([notes.entriesOf(db, userId, ids), notes.answersOf(db, userId, ids)]);
    for (const row of rows) {
      const folder = row.collection_id === null ? undefined : folderOf.get(row.collection_id);
      const names = folder?.names ?? topNames;
      const fileName = names.take(safeFileName(row.name, 'Note'), '.md');
      const answered = (answers.get(row.id) ?? []).filter((answer) => answer.archived === 0 && answer.value !== 'null');
      const frontMatter: Record<string, unknown> = {
        title: row.second_name === '' ? row.name : `${row.name} ${row.second_name}`,
        date: row.effective_date,
        created: row.created_at,
        updated: row.updated_at,
      };
      if (answered.length > 0) frontMatter.answers = Object.fromEntries(answered.map((answer) => [answer.text, JSON.parse(answer.value) as unknown]));
      const body = (entries.get(row.id) ?? []).map((entry) => entry.text).join('\n\n');
      zip.add(`${folder?.path ?? ''}${fileName}`, `---\n${stringify(frontMatter)}---\n\n${body}\n`);
    }
    after = rows.at(-1)!.id;
    await yieldToLoop();
  }
  return zip.finish();
}
