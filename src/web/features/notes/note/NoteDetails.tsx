import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { ConfirmPanel } from '../../../components/edit/ConfirmPanel';
import * as form from '../../../components/form/form.css';
import { TextField } from '../../../components/form/TextField';
import type { NotesCollection } from '../queries';
import { noteMessages as m, noteValueMessages as v } from './messages';
import * as styles from './Note.css';

export interface NoteDetailsChange {
  effectiveDate: string;
  notesCollectionId: string | null;
}

export interface NoteDetailsProps {
  effectiveDate: string;
  notesCollectionId: string | null;
  /** The collections it can move to; undefined while they load. */
  collections: NotesCollection[] | undefined;
  isSaving: boolean;
  /** PUT /note with the changed fields; says 'Updated note'. */
  onSave: (change: Partial<NoteDetailsChange>) => void;
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/**
 * The explicit changes of a note, saved by a button with spec §8's 'Updated note': its effective
 * date and its collection (or none).
 */
export function NoteDetails({ effectiveDate, notesCollectionId, collections, isSaving, onSave }: NoteDetailsProps) {
  const intl = useIntl();
  const selectId = useId();
  const [date, setDate] = useState(effectiveDate);
  const [collectionId, setCollectionId] = useState(notesCollectionId ?? '');
  const [invalid, setInvalid] = useState(false);
  // Saved (or changed elsewhere): the form starts again from the note.
  const [shown, setShown] = useState({ effectiveDate, notesCollectionId });
  if (shown.effectiveDate !== effectiveDate || shown.notesCollectionId !== notesCollectionId) {
    setShown({ effectiveDate, notesCollectionId });
    setDate(effectiveDate);
    setCollectionId(notesCollectionId ?? '');
  }

  const change: Partial<NoteDetailsChange> = {
    ...(date !== effectiveDate ? { effectiveDate: date } : {}),
    ...(collectionId !== (notesCollectionId ?? '') ? { notesCollectionId: collectionId || null } : {}),
  };
  const changed = Object.keys(change).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDate(date)) return setInvalid(true);
    setInvalid(false);
    if (changed) onSave(change);
  };

  // A collection since deleted is still named, so the select never shows a wrong one.
  const choices = collections ?? [];
  const missing = notesCollectionId !== null && !choices.some((collection) => collection._id === notesCollectionId);

  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>{intl.formatMessage(m.details)}</summary>
      <div className={styles.panel}>
        <form className={styles.detailsForm} onSubmit={submit} noValidate aria-label={intl.formatMessage(m.details)}>
          <TextField
            type="date"
            label={intl.formatMessage(m.dateLabel)}
            value={date}
            required
            onChange={(event) => setDate(event.target.value)}
            error={invalid ? intl.formatMessage(m.invalidDate) : null}
          />
          <div className={form.field}>
            <label htmlFor={selectId} className={form.label}>
              {intl.formatMessage(m.collectionLabel)}
            </label>
            <select id={selectId} className={styles.select} value={collectionId} onChange={(event) => setCollectionId(event.target.value)}>
              <option value="">{intl.formatMessage(m.noCollectionOption)}</option>
              {missing ? <option value={notesCollectionId}>{intl.formatMessage(m.collectionFallback)}</option> : null}
              {choices.map((collection) => (
                <option key={collection._id} value={collection._id}>
                  {collection.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.wide}>
            <Button type="submit" disabled={!changed || isSaving} aria-busy={isSaving}>
              {intl.formatMessage(m.saveDetails)}
            </Button>
          </div>
        </form>
      </div>
    </details>
  );
}

/** Deletes the note after a confirmation (focus starts on Cancel; Escape cancels). */
export function DeleteNote({ noteName, isDeleting, onDelete }: { noteName: string; isDeleting: boolean; onDelete: () => void }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.actions}>
      {confirming ? (
        <ConfirmPanel
          message={intl.formatMessage(v.confirmDelete, { name: noteName })}
          confirmLabel={intl.formatMessage(m.confirmYes)}
          cancelLabel={intl.formatMessage(m.cancel)}
          isBusy={isDeleting}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Button onClick={() => setConfirming(true)}>{intl.formatMessage(m.deleteNote)}</Button>
      )}
    </div>
  );
}
