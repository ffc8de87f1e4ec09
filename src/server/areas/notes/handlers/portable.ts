import { isTimeZone, localDate } from '../../../../domain/timePeriods';
import type { AreaDeps } from '../../../area';
import { readZip, ZipRefused } from '../../../archives/readZip';
import { attachment, datedFileName } from '../../../exports/attachment';
import type { SecuredHandlers } from '../../../handlers';
import { notesAsMarkdownZip } from '../export/markdownZip';
import { isWanted, planImport } from '../import/importPlan';
import { importRefusals, noteImportLimits, zipRefusal } from '../import/refusals';
import { collectionsByName, writeImport } from '../import/writeImport';
import type { NotesSettings } from '../settings';
import type { NotesTables } from '../tables';

/** /note-import and /note-export: Markdown in from Joplin, Obsidian and Memos, and out again. */
export function createPortableNoteHandlers({ db }: AreaDeps<NotesTables>, settings: NotesSettings) {
  return {
    async importNotes({ body: { archive, timeZone, dryRun }, caller: { userId } }) {
      const zone = timeZone ?? 'UTC';
      if (!isTimeZone(zone)) throw importRefusals.invalidTimeZone();
      const bytes = Buffer.from(archive, 'base64');
      if (bytes.length > noteImportLimits.maxZipBytes) throw importRefusals.tooLarge();
      const entries = await readZip(bytes, noteImportLimits, isWanted).catch((error: unknown) => {
        throw error instanceof ZipRefused ? zipRefusal(error.failure) : error;
      });
      const now = settings.now();
      const plan = planImport(entries, zone, localDate(now.getTime(), zone));
      const existing = await collectionsByName(db, userId);
      const names = [...new Map(plan.notes.flatMap((note) => (note.collection === null ? [] : [[note.collection.toLowerCase(), note.collection] as const]))).values()];
      const report = {
        dryRun: dryRun === true,
        notes: plan.notes.map(({ path, name, effectiveDate, collection }) => ({ path, name, effectiveDate, collection })),
        collections: names.map((name) => ({ name: existing.get(name.toLowerCase())?.name ?? name, isNew: !existing.has(name.toLowerCase()) })),
        skipped: plan.skipped,
      };
      if (dryRun === true) return report;
      if (plan.notes.length === 0) throw importRefusals.empty();
      await db.transaction().execute((trx) => writeImport(trx, userId, plan.notes, now.toISOString(), settings.maxCollections));
      return report;
    },

    async exportNotes({ caller: { userId } }) {
      return attachment(await notesAsMarkdownZip(db, userId), 'application/zip', datedFileName('notes', settings.now(), 'zip'));
    },
  } satisfies Partial<SecuredHandlers>;
}
