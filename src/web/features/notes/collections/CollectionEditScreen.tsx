import { Link, useBlocker } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import { TextField } from '../../../components/form/TextField';
import { useUnsavedWork } from '../../../pwa/unsavedWork';
import type { NotesCollection } from '../queries';
import { Check } from './Check';
import { draftOf, hasProblems, isChanged, problemsOf, type CollectionDraft, type DraftProblems } from './collectionDraft';
import * as styles from './collections.css';
import { DeleteCollection } from './DeleteCollection';
import type { Findable } from '../loadable';
import { NotReady } from '../../../components/status/NotReady';
import { collectionNotReady, editMessages as m, editValueMessages as v } from './messages';
import { collectionTitles } from './pageTitles';
import { QuestionsEditor } from './QuestionsEditor';

/** The "Use as journal" choice (the `journalGroup` preference, saved at once). */
export interface JournalChoice {
  /** This collection is the journal (or is being made it). */
  checked: boolean;
  /** The name of the collection that is the journal now, when another one is. */
  otherName?: string | null;
  isSaving: boolean;
}

export interface CollectionEditScreenProps {
  collection: Findable<NotesCollection>;
  onRetry: () => void;
  isSaving: boolean;
  /** Saves the values (PUT /notes-collection); resolves once saved and refreshed, rejects on a failure (the values stay). */
  onSave: (draft: CollectionDraft) => Promise<unknown>;
  journal: JournalChoice;
  onJournalChange: (useAsJournal: boolean) => void;
  isDeleting: boolean;
  /** Deletes the collection (and its notes with `deleteNotes`); the route then leaves for /notes-collections. */
  onDelete: (deleteNotes: boolean) => Promise<unknown>;
}

/** /notes-collection/:id/edit: the collection's name, questions and options; the journal choice; deleting it. */
export function CollectionEditScreen({ collection, onRetry, ...props }: CollectionEditScreenProps) {
  const intl = useIntl();
  if (collection.status !== 'ready') return <NotReady status={collection.status} heading={intl.formatMessage(collectionTitles.edit)} messages={collectionNotReady} backTo="/notes-collections" onRetry={onRetry} />;
  // Keyed by the collection: another one (from the sidebar) never inherits this one's draft.
  return <EditCollection key={collection.data._id} collection={collection.data} {...props} />;
}

type EditCollectionProps = Omit<CollectionEditScreenProps, 'collection' | 'onRetry'> & { collection: NotesCollection };

const noProblems: DraftProblems = { name: false, questions: [] };

function EditCollection({ collection, isSaving, onSave, journal, onJournalChange, isDeleting, onDelete }: EditCollectionProps) {
  const intl = useIntl();
  const questionsHeading = useId();
  const journalHeading = useId();
  const deleteHeading = useId();
  const formStatusId = useId();
  // Untouched, the form shows the saved collection (and follows it when it is refreshed); the
  // first change copies it into a draft, which a successful save or Discard drops again.
  const [draft, setDraft] = useState<CollectionDraft | null>(null);
  const values = draft ?? draftOf(collection);
  const dirty = draft !== null && isChanged(draft, collection);
  const [problems, setProblems] = useState<DraftProblems>(noProblems);
  const [formStatus, setFormStatus] = useState<'nothingChanged' | 'fixErrors' | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const nextKey = useRef(0);
  // Deleting makes the draft moot: leaving then must not ask about it.
  const leavingOnPurpose = useRef(false);

  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !leavingOnPurpose.current,
    enableBeforeUnload: () => dirty && !leavingOnPurpose.current,
    withResolver: true,
  });
  // Nor is a new version of the app offered over unsaved changes.
  useUnsavedWork(dirty);

  const update = (patch: Partial<CollectionDraft>) => {
    setDraft({ ...values, ...patch });
    setFormStatus(null);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    if (hasProblems(found)) {
      setFormStatus('fixErrors');
      if (found.name) nameField.current?.focus();
      else formRef.current?.querySelector<HTMLElement>(`[data-question="${found.questions[0]}"] [data-focus="text"]`)?.focus();
      return;
    }
    if (!dirty) {
      setFormStatus('nothingChanged');
      return;
    }
    setFormStatus(null);
    // Saved: the form shows the collection as the server now has it (new questions with their
    // ids), unless the user changed something more meanwhile.
    const saving = draft;
    onSave(values).then(
      () => setDraft((now) => (now === saving ? null : now)),
      () => undefined,
    );
  };

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{intl.formatMessage(v.heading, { name: collection.name })}</h1>
        <Link to="/notes-collection/$id" params={{ id: collection._id }} className={styles.link}>
          {intl.formatMessage(v.backTo, { name: collection.name })}
        </Link>
      </div>
      <form ref={formRef} className={styles.form} noValidate onSubmit={save}>
        <section className={styles.section}>
          <TextField
            ref={nameField}
            label={intl.formatMessage(m.name)}
            value={values.name}
            maxLength={100}
            autoComplete="off"
            error={problems.name && !values.name.trim() ? intl.formatMessage(m.nameRequired) : null}
            onChange={(event) => update({ name: event.target.value })}
          />
        </section>
        <section className={styles.section} aria-labelledby={questionsHeading}>
          <h2 id={questionsHeading} className={styles.sectionHeading}>
            {intl.formatMessage(m.questionsHeading)}
          </h2>
          <p className={styles.small}>{intl.formatMessage(m.questionsLead)}</p>
          <QuestionsEditor
            questions={values.questions}
            missing={problems.questions}
            newKey={() => `new-${(nextKey.current += 1)}`}
            onChange={(questions) => update({ questions })}
          />
          <Check label={intl.formatMessage(m.retro)} hint={intl.formatMessage(m.retroHint)} checked={values.retro} onChange={(retro) => update({ retro })} />
        </section>
        <section className={styles.section}>
          <fieldset className={styles.fieldset}>
            <legend className={`${styles.sectionHeading} ${styles.legend}`}>{intl.formatMessage(m.optionsHeading)}</legend>
            <Check
              label={intl.formatMessage(m.displayInList)}
              hint={intl.formatMessage(m.displayInListHint)}
              checked={values.options.displayInList}
              onChange={(displayInList) => update({ options: { ...values.options, displayInList } })}
            />
            <Check
              label={intl.formatMessage(m.labelAfter)}
              hint={intl.formatMessage(m.labelAfterHint)}
              checked={values.options.labelInListAfterAnswer}
              onChange={(labelInListAfterAnswer) => update({ options: { ...values.options, labelInListAfterAnswer } })}
            />
            <Check
              label={intl.formatMessage(m.promptSwedish)}
              hint={intl.formatMessage(m.promptSwedishHint)}
              checked={values.options.promptSwedishTitle}
              onChange={(promptSwedishTitle) => update({ options: { ...values.options, promptSwedishTitle } })}
            />
            <Check
              label={intl.formatMessage(m.splitTitle)}
              hint={intl.formatMessage(m.splitTitleHint)}
              checked={values.options.splitTitle}
              onChange={(splitTitle) => update({ options: { ...values.options, splitTitle } })}
            />
          </fieldset>
        </section>
        {blocker.status === 'blocked' && <LeaveDialog onLeave={blocker.proceed} onStay={blocker.reset} />}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={isSaving} aria-busy={isSaving}>
            {intl.formatMessage(m.save)}
          </Button>
          {dirty && (
            <Button
              onClick={() => {
                setDraft(null);
                setProblems(noProblems);
                setFormStatus(null);
              }}
            >
              {intl.formatMessage(m.discard)}
            </Button>
          )}
          <p id={formStatusId} role="status" className={formStatus === 'fixErrors' ? form.fieldError : styles.small}>
            {formStatus === 'fixErrors'
              ? intl.formatMessage(m.fixErrors)
              : formStatus === 'nothingChanged'
                ? intl.formatMessage(m.nothingChanged)
                : dirty
                  ? intl.formatMessage(m.unsaved)
                  : ''}
          </p>
        </div>
      </form>
      <section className={styles.section} aria-labelledby={journalHeading}>
        <h2 id={journalHeading} className={styles.sectionHeading}>
          {intl.formatMessage(m.journalHeading)}
        </h2>
        <Check
          label={intl.formatMessage(m.useAsJournal)}
          hint={intl.formatMessage(m.journalHint)}
          checked={journal.checked}
          aria-busy={journal.isSaving}
          onChange={onJournalChange}
        />
        {journal.otherName && !journal.checked && <p className={styles.small}>{intl.formatMessage(v.journalElsewhere, { name: journal.otherName })}</p>}
      </section>
      <section className={styles.section} aria-labelledby={deleteHeading}>
        <h2 id={deleteHeading} className={styles.sectionHeading}>
          {intl.formatMessage(m.deleteHeading)}
        </h2>
        <DeleteCollection
          name={collection.name}
          noteCount={collection.noteCount}
          isDeleting={isDeleting}
          onDelete={(deleteNotes) => {
            leavingOnPurpose.current = true;
            onDelete(deleteNotes).catch(() => {
              leavingOnPurpose.current = false;
            });
          }}
        />
      </section>
    </div>
  );
}

/** Asked when the user leaves with unsaved changes (a link, Back); focus starts on Stay. */
function LeaveDialog({ onLeave, onStay }: { onLeave: () => void; onStay: () => void }) {
  const intl = useIntl();
  const textId = useId();
  const stay = useRef<HTMLDivElement>(null);
  useEffect(() => stay.current?.querySelector<HTMLButtonElement>('[data-stay]')?.focus(), []);
  return (
    <div
      ref={stay}
      role="alertdialog"
      aria-labelledby={textId}
      className={styles.dialog}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onStay();
        }
      }}
    >
      <p id={textId} className={styles.warning}>
        {intl.formatMessage(m.leaveQuestion)}
      </p>
      <div className={styles.actions}>
        <Button onClick={onLeave}>{intl.formatMessage(m.leave)}</Button>
        <Button data-stay variant="primary" onClick={onStay}>
          {intl.formatMessage(m.stay)}
        </Button>
      </div>
    </div>
  );
}
