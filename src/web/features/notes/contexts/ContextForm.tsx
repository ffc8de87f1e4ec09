import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorCodeOf } from '../../../api/errorMessages';
import { Button } from '../../../components/Button';
import * as formStyles from '../../../components/form/form.css';
import { TextField } from '../../../components/form/TextField';
import { areaErrors as notesErrors } from '../errors';
import * as styles from './contexts.css';
import { contextsMessages as m } from './messages';

export interface ContextValues {
  name: string;
  description: string;
}

export interface ContextFormProps {
  nameLabel: string;
  descriptionLabel: string;
  submitLabel: string;
  /** The context being edited; absent for a new one (the form then empties once it is added). */
  initial?: ContextValues;
  /** With it the form offers Cancel, and Escape cancels. */
  onCancel?: () => void;
  /** Resolves once saved; a refusal keeps what was typed (and a name refusal shows at the name). */
  onSubmit: (values: ContextValues) => Promise<unknown>;
  isBusy?: boolean;
  /** Puts the caret in the name when the form appears (editing in place). */
  autoFocus?: boolean;
}

// The refusals that are about the name: said beside it as well as in the toast.
const nameRefusals = new Set<string>(['NOTE_CONTEXT_NAME_TAKEN', 'NOTE_CONTEXT_NAME_REQUIRED'] satisfies Array<keyof typeof notesErrors>);

/** A context's name and description, for adding one or editing one in place. */
export function ContextForm({ nameLabel, descriptionLabel, submitLabel, initial, onCancel, onSubmit, isBusy = false, autoFocus = false }: ContextFormProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(intl.formatMessage(m.nameRequired));
      nameInput.current?.focus();
      return;
    }
    onSubmit({ name: trimmed, description: description.trim() }).then(
      () => {
        if (initial) return;
        setName('');
        setDescription('');
      },
      (refusal: unknown) => {
        const code = errorCodeOf(refusal);
        if (code && nameRefusals.has(code)) {
          setError(intl.formatMessage(notesErrors[code as keyof typeof notesErrors]));
          nameInput.current?.focus();
        }
      },
    );
  };

  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} onKeyDown={escape} noValidate>
      <TextField
        ref={nameInput}
        label={nameLabel}
        value={name}
        error={error}
        maxLength={100}
        autoComplete="off"
        // Editing in place opens where the user asked for it; the caret belongs in its name.
        autoFocus={autoFocus}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(null);
        }}
      />
      <div className={formStyles.field}>
        <label htmlFor={descriptionId} className={formStyles.label}>
          {descriptionLabel}
        </label>
        <textarea
          id={descriptionId}
          className={`${formStyles.control} ${styles.textarea}`}
          value={description}
          maxLength={2000}
          rows={2}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={isBusy} aria-busy={isBusy}>
          {submitLabel}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button> : null}
      </div>
    </form>
  );
}
