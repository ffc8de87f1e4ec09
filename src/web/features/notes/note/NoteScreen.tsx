import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { NoteDraftView } from '../../../../../machines/noteDraftMachine';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/form/TextField';
import { dayText } from '../../../i18n/dateText';
import { noteTitle } from '../noteText';
import type { Note, NoteContext, NotesCollection } from '../queries';
import { AnswerFields, ArchivedAnswers } from './AnswerFields';
import type { ContextsState } from './ContextPicker';
import { EntryList } from './EntryList';
import { noteMessages as m, noteValueMessages as v } from './messages';
import * as styles from './Note.css';
import { DeleteNote, NoteDetails, type NoteDetailsChange } from './NoteDetails';
import type { NoteDraft } from './noteDraft';
import { SaveStatus } from './SaveStatus';

/** The note's collection: none, or as far as it has loaded. */
export type CollectionState = { status: 'none' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: NotesCollection };

export interface NoteScreenProps {
  /** The note as the server has it: its questions, archived answers, date and collection. */
  note: Note;
  /** What is being written: title, answers and entries (saved quietly). */
  draft: NoteDraft;
  save: NoteDraftView;
  /** A save of the note waits in the outbox (offline): the save's state says "Not sent yet". */
  notSentYet?: boolean;
  collection: CollectionState;
  /** Every collection, for moving the note; undefined while they load. */
  collections: NotesCollection[] | undefined;
  contexts: ContextsState;
  isSavingDetails: boolean;
  isDeleting: boolean;
  onChange: (draft: NoteDraft) => void;
  /** A field lost focus: save now rather than after the pause. */
  onFlush: () => void;
  onRetrySave: () => void;
  onDismissRestored: () => void;
  onCreateContext: (name: string) => Promise<NoteContext>;
  onRetryContexts: () => void;
  onSaveDetails: (change: Partial<NoteDetailsChange>) => void;
  onDelete: () => void;
}

/**
 * /note/:id: the title, answers and entries, written with no Save button (issue 10: every change
 * is saved quietly and the page says so), and the explicit changes (date, collection, delete)
 * below. Presentational: the note, the draft and the save's state in, changes out.
 */
export function NoteScreen(props: NoteScreenProps) {
  const { note, draft, save, collection, collections, contexts, onChange } = props;
  const intl = useIntl();
  const titleId = useId();
  const split = (collection.status === 'ready' && collection.data.options.splitTitle) || draft.secondName !== '';
  const title = noteTitle({ name: draft.name, secondName: split ? draft.secondName : '' });
  const collectionName = collection.status === 'ready' ? collection.data.name : intl.formatMessage(m.collectionFallback);

  return (
    // Leaving any field saves what it holds now (focus moving out of a field bubbles here).
    <section className={styles.page} aria-labelledby={titleId} onBlur={props.onFlush}>
      <header className={styles.header}>
        <div className={styles.headingRow}>
          <h1 id={titleId} className={styles.heading}>{title.trim() ? title : intl.formatMessage(m.untitled)}</h1>
          <SaveStatus view={save} notSentYet={props.notSentYet} onRetry={props.onRetrySave} />
        </div>
        <p className={styles.meta}>
          <span>{dayText(intl, note.effectiveDate)}</span>
          <span aria-hidden="true">·</span>
          {note.notesCollectionId ? (
            <span>
              {intl.formatMessage(v.inCollection, {
                collection: collectionName,
                link: (chunks) => (
                  <Link key="collection" to="/notes-collection/$id" params={{ id: note.notesCollectionId! }} className={styles.link}>
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          ) : (
            <span>{intl.formatMessage(m.noCollection)}</span>
          )}
        </p>
        {save.restored ? (
          <div className={styles.notice}>
            <p className={styles.noticeText}>{intl.formatMessage(m.restored)}</p>
            <Button size="sm" variant="ghost" onClick={props.onDismissRestored}>
              {intl.formatMessage(m.dismiss)}
            </Button>
          </div>
        ) : null}
        <div className={styles.titleFields}>
          <TextField
            label={intl.formatMessage(m.titleLabel)}
            value={draft.name}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => onChange({ ...draft, name: event.target.value })}
            error={draft.name.trim() ? null : intl.formatMessage(m.titleRequired)}
          />
          {split ? (
            <TextField
              label={intl.formatMessage(m.secondTitleLabel)}
              value={draft.secondName}
              maxLength={200}
              autoComplete="off"
              onChange={(event) => onChange({ ...draft, secondName: event.target.value })}
            />
          ) : null}
        </div>
      </header>

      {note.answers.length > 0 || note.archivedAnswers.length > 0 ? (
        <section className={styles.section} aria-labelledby="note-answers">
          <h2 id="note-answers" className={styles.sectionHeading}>
            {intl.formatMessage(m.answers)}
          </h2>
          <AnswerFields answers={note.answers} values={draft.answers} onAnswer={(questionId, value) => onChange({ ...draft, answers: { ...draft.answers, [questionId]: value } })} />
          <ArchivedAnswers answers={note.archivedAnswers} />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="note-entries">
        <h2 id="note-entries" className={styles.sectionHeading}>
          {intl.formatMessage(m.entries)}
        </h2>
        <EntryList
          entries={draft.entries}
          contexts={contexts}
          onChange={(entries) => onChange({ ...draft, entries })}
          onCreateContext={props.onCreateContext}
          onRetryContexts={props.onRetryContexts}
        />
      </section>

      <section className={styles.section}>
        <NoteDetails
          effectiveDate={note.effectiveDate}
          notesCollectionId={note.notesCollectionId}
          collections={collections}
          isSaving={props.isSavingDetails}
          onSave={props.onSaveDetails}
        />
        <DeleteNote noteName={noteTitle(note)} isDeleting={props.isDeleting} onDelete={props.onDelete} />
      </section>
    </section>
  );
}
