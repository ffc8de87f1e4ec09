import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import type { NotePage, NotesCollection } from '../queries';
import * as styles from './collections.css';
import type { Findable, Loadable } from '../loadable';
import { NotReady } from '../../../components/status/NotReady';
import { LoadStatus } from '../../../components/status/LoadStatus';
import { collectionMessages as m, collectionNotReady, collectionValueMessages as mv, noteListMessages as n } from './messages';
import { NewNoteForm, type NewNoteValues } from './NewNoteForm';
import { BeyondEnd, NoteList, Pager } from './NoteList';
import { collectionTitles } from './pageTitles';

export interface CollectionScreenProps {
  collection: Findable<NotesCollection>;
  /** The page of its notes shown (`page`), newest date first. */
  notes: Loadable<NotePage>;
  page: number;
  /** Today in the user's time zone (YYYY-MM-DD): a new note's default date. */
  today: string;
  isCreating: boolean;
  /** Makes the note; resolves once made (the route then opens it). */
  onCreateNote: (values: NewNoteValues) => Promise<unknown>;
  onRetry: () => void;
  onRetryNotes: () => void;
  /** The search box (NoteSearch within this collection). */
  search?: ReactNode;
}

/**
 * /notes-collection/:id: the collection's notes, newest date first, a page at a time, each with
 * the answers the collection shows in its list (spec §3's options); "New note" opens a small form
 * (title, and a second or Swedish title when the collection asks for one, and the date).
 */
export function CollectionScreen(props: CollectionScreenProps) {
  const { collection, notes, page, today, isCreating, onCreateNote, onRetry, onRetryNotes, search } = props;
  const intl = useIntl();
  if (collection.status !== 'ready') return <NotReady status={collection.status} heading={intl.formatMessage(collectionTitles.collection)} messages={collectionNotReady} backTo="/notes-collections" onRetry={onRetry} />;
  return (
    // Keyed by the collection: another one (from the sidebar) starts with its own form.
    <Collection
      key={collection.data._id}
      collection={collection.data}
      notes={notes}
      page={page}
      today={today}
      isCreating={isCreating}
      onCreateNote={onCreateNote}
      onRetryNotes={onRetryNotes}
      search={search}
    />
  );
}

type CollectionProps = Omit<CollectionScreenProps, 'collection' | 'onRetry'> & { collection: NotesCollection };

function Collection({ collection, notes, page, today, isCreating, onCreateNote, onRetryNotes, search }: CollectionProps) {
  const intl = useIntl();
  const notesHeading = useId();
  // Opened by "New note"; an empty collection shows it from the start (there is nothing else to do).
  const [adding, setAdding] = useState<'asked' | 'closed' | null>(null);
  const isEmpty = notes.status === 'ready' && notes.data.notes.length === 0 && page <= 1;
  const formOpen = adding === 'asked' || (adding === null && isEmpty);
  const { options, questions } = collection;
  const headerActions = useRef<HTMLDivElement>(null);
  // Closing the form gives the focus back to the button that opened it.
  useEffect(() => {
    if (adding === 'closed') headerActions.current?.querySelector<HTMLButtonElement>('[data-new-note]')?.focus();
  }, [adding]);

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{collection.name}</h1>
        <div ref={headerActions} className={styles.actions}>
          <Link to="/notes-collection/$id/edit" params={{ id: collection._id }} className={styles.link}>
            {intl.formatMessage(m.editLink)}
          </Link>
          {!formOpen && (
            <Button data-new-note variant="primary" onClick={() => setAdding('asked')}>
              {intl.formatMessage(m.newNote)}
            </Button>
          )}
        </div>
      </div>
      <p className={styles.small}>
        {questions.length > 0
          ? intl.formatMessage(mv.asks, { questions: intl.formatList(questions.map((question) => question.text), { type: 'unit' }) })
          : intl.formatMessage(m.noQuestions)}
      </p>
      {formOpen && (
        <section className={styles.section}>
          <NewNoteForm
            options={options}
            today={today}
            isBusy={isCreating}
            autoFocus={adding === 'asked'}
            onSubmit={onCreateNote}
            onCancel={isEmpty ? undefined : () => setAdding('closed')}
          />
        </section>
      )}
      {search}
      <section className={styles.section} aria-labelledby={notesHeading} aria-busy={notes.status === 'loading'}>
        <h2 id={notesHeading} className={styles.sectionHeading}>
          {intl.formatMessage(m.notesHeading)}
        </h2>
        {notes.status !== 'ready' ? (
          <LoadStatus status={notes.status} loadingText={intl.formatMessage(n.loading)} failedText={intl.formatMessage(n.loadFailed)} onRetry={onRetryNotes} />
        ) : isEmpty ? (
          <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
        ) : notes.data.notes.length === 0 ? (
          <BeyondEnd page={page} totalPages={notes.data.totalPages} />
        ) : (
          <>
            <NoteList notes={notes.data.notes} labelledBy={notesHeading} showAnswers={options.displayInList} labelAfterAnswer={options.labelInListAfterAnswer} />
            <Pager page={page} totalPages={notes.data.totalPages} />
          </>
        )}
      </section>
    </div>
  );
}
