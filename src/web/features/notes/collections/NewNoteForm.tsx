import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/form/TextField';
import { isIsoDate } from '../../../router/localDate';
import type { NotesCollection } from '../queries';
import * as styles from './collections.css';
import { commonMessages as c, newNoteMessages as m, newNoteValueMessages as v } from './messages';
import { noteTitle } from '../noteText';

/** What POST /note gets from the form (the route adds the collection). */
export interface NewNoteValues {
  name: string;
  /** Only when the collection asks for a second title (split, or Swedish); empty is left out. */
  secondName?: string;
  effectiveDate: string;
}

export interface NewNoteFormProps {
  options: NotesCollection['options'];
  /** The default date: today in the user's time zone (YYYY-MM-DD). */
  today: string;
  isBusy: boolean;
  /** Resolves once the note is made (the route then opens it); a rejection keeps what was typed. */
  onSubmit: (values: NewNoteValues) => Promise<unknown>;
  /** Offered as Cancel (and Escape) when the form can be closed. */
  onCancel?: () => void;
  /** Puts the caret in the title when the form opens at the user's request. */
  autoFocus?: boolean;
}

/**
 * A new note's title and date. The note has two title fields, `name` and `secondName` (spec §3):
 * with `splitTitle` both show as the title's two parts ("first — second"); with
 * `promptSwedishTitle` the second one is asked for as the Swedish title. With both options on, the
 * second field is the Swedish title (the note has no third title field), so a split title there
 * reads "title — Swedish title".
 */
export function NewNoteForm({ options, today, isBusy, onSubmit, onCancel, autoFocus = false }: NewNoteFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const [name, setName] = useState('');
  const [secondName, setSecondName] = useState('');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<{ name?: string; date?: string }>({});
  const nameField = useRef<HTMLInputElement>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const asksSecond = options.splitTitle || options.promptSwedishTitle;
  const nameLabel = options.splitTitle && !options.promptSwedishTitle ? m.firstTitle : m.title;
  const secondLabel = options.promptSwedishTitle ? m.swedishTitle : m.secondTitle;
  const preview = options.splitTitle && name.trim() && secondName.trim() ? noteTitle({ name: name.trim(), secondName: secondName.trim() }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : intl.formatMessage(m.titleRequired),
      date: isIsoDate(date) ? undefined : intl.formatMessage(m.dateRequired),
    };
    setErrors(found);
    if (found.name) return nameField.current?.focus();
    if (found.date) return dateField.current?.focus();
    const second = asksSecond ? secondName.trim() : '';
    onSubmit({ name: name.trim(), ...(second ? { secondName: second } : {}), effectiveDate: date }).catch(() => undefined);
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <div className={styles.fieldRow}>
        <TextField
          ref={nameField}
          label={intl.formatMessage(nameLabel)}
          value={name}
          error={errors.name}
          maxLength={200}
          autoComplete="off"
          // Opened by "New note": the user is about to type its title.
          autoFocus={autoFocus}
          onChange={(event) => {
            setName(event.target.value);
            if (errors.name) setErrors({ ...errors, name: undefined });
          }}
        />
        {asksSecond && (
          <TextField
            label={intl.formatMessage(secondLabel)}
            value={secondName}
            maxLength={200}
            autoComplete="off"
            lang={options.promptSwedishTitle ? 'sv' : undefined}
            hint={preview ? intl.formatMessage(v.shownAs, { title: preview }) : undefined}
            onChange={(event) => setSecondName(event.target.value)}
          />
        )}
      </div>
      <TextField
        ref={dateField}
        type="date"
        label={intl.formatMessage(m.date)}
        hint={intl.formatMessage(m.dateHint)}
        value={date}
        error={errors.date}
        required
        onChange={(event) => {
          setDate(event.target.value);
          if (errors.date) setErrors({ ...errors, date: undefined });
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isBusy} aria-busy={isBusy}>
          {intl.formatMessage(m.submit)}
        </Button>
        {onCancel && <Button onClick={onCancel}>{intl.formatMessage(c.cancel)}</Button>}
      </div>
    </form>
  );
}
