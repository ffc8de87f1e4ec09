import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DashboardSectionOf } from '../../../areaDefinition';
import { Button } from '../../../components/Button';
import { listAnswerText, noteTitle } from '../noteText';
import type { NoteSummary, NotesCollection } from '../queries';
import * as styles from './NotesCard.css';
import { notesDashboardMessages as m, notesDashboardValueMessages as v } from './messages';

export type NotesDashboardSection = DashboardSectionOf<'notes'>;

/** How many of the day's other notes the summary shows; 'View all' shows the rest. */
export const notesInSummary = 3;

export interface NotesCardProps {
  section: NotesDashboardSection;
  /** The date written out ("Monday, November 23"). */
  dateText: string;
  view: 'summary' | 'all';
  /** The dashboard's 'View all' link. */
  viewAll: ReactNode;
  /** The user's collections by id (names and list options); empty when they could not be fetched. */
  collections: ReadonlyMap<string, NotesCollection>;
  /** Opens the journal's note of the date, making it first. */
  onWriteJournal: () => void;
  isOpeningJournal: boolean;
}

/**
 * The notes area's card: the journal (the collection the `journalGroup` preference names) with
 * its note of the date, or a button that writes it; a way to choose a journal when none is; and
 * the other notes dated that day.
 */
export function NotesCard({ section, dateText, view, viewAll, collections, onWriteJournal, isOpeningJournal }: NotesCardProps) {
  const intl = useIntl();
  const { journal, notes } = section;
  const shown = view === 'all' ? notes : notes.slice(0, notesInSummary);
  const hidden = notes.length - shown.length;

  return (
    <section className={styles.card} aria-labelledby="dashboard-notes">
      <h2 id="dashboard-notes" className={styles.heading}>
        {intl.formatMessage(m.heading)}
      </h2>

      {journal ? (
        <section className={styles.part} aria-labelledby="dashboard-journal">
          <h3 id="dashboard-journal" className={styles.subHeading}>
            {intl.formatMessage(v.journalHeading, { name: journal.name })}
          </h3>
          {journal.note ? (
            <NoteItem note={journal.note} collection={collections.get(journal.notesCollectionId)} showCollection={false} />
          ) : (
            <Button variant="primary" className={styles.writeButton} onClick={onWriteJournal} disabled={isOpeningJournal} aria-busy={isOpeningJournal || undefined}>
              {isOpeningJournal ? intl.formatMessage(m.opening) : intl.formatMessage(v.writeJournal, { date: dateText })}
            </Button>
          )}
        </section>
      ) : (
        <p className={styles.hint}>
          {intl.formatMessage(m.noJournal)}{' '}
          <Link to="/notes-collections" className={styles.link}>
            {intl.formatMessage(m.chooseJournal)}
          </Link>
        </p>
      )}

      {notes.length > 0 ? (
        <section className={styles.part} aria-labelledby="dashboard-day-notes">
          <h3 id="dashboard-day-notes" className={styles.subHeading}>
            {intl.formatMessage(journal ? m.otherNotesHeading : m.notesHeading)}
          </h3>
          <ul className={styles.list}>
            {shown.map((note) => (
              <li key={note._id}>
                <NoteItem note={note} collection={note.notesCollectionId ? collections.get(note.notesCollectionId) : undefined} showCollection />
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <p className={styles.more}>
              <span>{intl.formatMessage(v.more, { count: hidden })}</span>
              {viewAll}
            </p>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}

/** A note as the card lists it: its title (a link to it), its collection and its chosen answers. */
function NoteItem({ note, collection, showCollection }: { note: NoteSummary; collection: NotesCollection | undefined; showCollection: boolean }) {
  const intl = useIntl();
  // The collection's own list options (spec §3) when known; its answers shown otherwise.
  const answers =
    collection?.options.displayInList === false
      ? []
      : note.listAnswers.flatMap((answer) => {
          const text = listAnswerText(intl, answer, collection?.options.labelInListAfterAnswer ?? false);
          return text === null ? [] : [{ key: answer.questionId, text }];
        });
  const collectionText = note.notesCollectionId === null ? intl.formatMessage(m.outsideCollection) : collection?.name;
  return (
    <div className={styles.note}>
      <Link to="/note/$id" params={{ id: note._id }} className={styles.noteLink}>
        {noteTitle(note)}
      </Link>
      {showCollection && collectionText ? <span className={styles.muted}>{collectionText}</span> : null}
      {answers.length > 0 ? (
        <ul className={styles.answers} aria-label={intl.formatMessage(m.answers)}>
          {answers.map((answer) => (
            <li key={answer.key} className={styles.answer} title={answer.text}>
              {answer.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
