import type { AreaDeps, DashboardSectionReader } from '../../area';
import { summariesOf } from './noteViews';
import * as collections from './repository/collections';
import * as notes from './repository/notes';
import type { NotesTables } from './tables';

/**
 * The dashboard's notes for a day: the journal (the collection `journalGroup` names, if the
 * user has it) with its note of the day when made, and every other note of that effective date.
 * No journal and no notes that day: no section.
 */
export function notesDashboardSection({ db }: AreaDeps<NotesTables>): DashboardSectionReader {
  return async ({ userId, date, preferences }) => {
    const [journal, rows] = await Promise.all([
      preferences.journalGroup === undefined ? undefined : collections.findCollection(db, userId, preferences.journalGroup),
      notes.notesOfDate(db, userId, date),
    ]);
    // As POST /journal-note finds it: the note opened as the date's, else the first one written in the journal that day.
    const inJournal = journal === undefined ? [] : rows.filter((row) => row.collection_id === journal.id);
    const journalNote = inJournal.find((row) => row.journal_date === date) ?? inJournal.find((row) => row.journal_date === null);
    const others = rows.filter((row) => row !== journalNote);
    if (journal === undefined && others.length === 0) return undefined;
    const [journalSummary] = journalNote === undefined ? [] : await summariesOf(db, userId, [journalNote]);
    return {
      area: 'notes',
      journal: journal === undefined ? null : { notesCollectionId: journal.id, name: journal.name, note: journalSummary ?? null },
      notes: await summariesOf(db, userId, others),
    };
  };
}
