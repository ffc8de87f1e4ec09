import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../form/TextField';
import * as styles from './edit.css';

export interface NameFormProps {
  /** The field's label, e.g. "New name for Work". */
  label: string;
  submitLabel: string;
  /** Shown beside the field when the name is empty once trimmed. */
  requiredMessage: string;
  initialName?: string;
  /** With a cancel label the form also offers Cancel (and Escape cancels). */
  cancelLabel?: string;
  onCancel?: () => void;
  /** Resolves once saved: an "add" form (no `initialName`) empties; a rejection keeps what was typed. */
  onSubmit: (name: string) => Promise<unknown> | void;
  isBusy?: boolean;
  /** Puts the caret in the field when the form appears (an inline rename). */
  autoFocus?: boolean;
  maxLength?: number;
}

/**
 * One name and its button, for adding or renaming something in a list (time groups, sub groups,
 * tags). The texts come from the caller, so any area can use it with its own words.
 */
export function NameForm(props: NameFormProps) {
  const { label, submitLabel, requiredMessage, initialName = '', cancelLabel, onCancel, onSubmit, isBusy = false, autoFocus = false, maxLength = 100 } = props;
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(requiredMessage);
      input.current?.focus();
      return;
    }
    const saving = onSubmit(trimmed);
    if (saving) saving.then(() => !initialName && setName(''), () => undefined);
  };

  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form className={styles.inlineForm} onSubmit={submit} onKeyDown={escape} noValidate>
      <div className={styles.grow}>
        <TextField
          ref={input}
          label={label}
          value={name}
          error={error}
          maxLength={maxLength}
          autoComplete="off"
          // An inline rename opens where the user asked for it; the caret belongs in its field.
          autoFocus={autoFocus}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
        />
      </div>
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={isBusy} aria-busy={isBusy}>
          {submitLabel}
        </Button>
        {cancelLabel && onCancel ? <Button onClick={onCancel}>{cancelLabel}</Button> : null}
      </div>
    </form>
  );
}
