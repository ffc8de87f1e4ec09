import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import { FormAlert } from '../../../components/form/FormAlert';
import { PasswordField } from '../../../components/form/PasswordField';
import { useInitialFocus } from '../../../components/form/useInitialFocus';

export interface PasswordAskFormProps {
  label: string;
  submitLabel: string;
  cancelLabel: string;
  /** Said when the form is sent empty. */
  emptyText: string;
  /** The refusal to announce ('Wrong password'), or null. */
  error: string | null;
  /** While the password is checked: the button waits, and `busyText` is announced. */
  busyText?: string | null;
  /** Above the field: what the password is for (a warning, an explanation). */
  children?: ReactNode;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** Asks for an extra password once more (the export's, or before a plaintext export), with a way out. */
export function PasswordAskForm({ label, submitLabel, cancelLabel, emptyText, error, busyText, children, onSubmit, onCancel }: PasswordAskFormProps) {
  const alertId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  useInitialFocus(fieldRef);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busyText) return;
    if (password === '') {
      setEmpty(true);
      return fieldRef.current?.focus();
    }
    onSubmit(password);
  };

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      {children}
      <PasswordField
        ref={fieldRef}
        label={label}
        autoComplete="current-password"
        value={password}
        error={empty ? emptyText : null}
        describedBy={error ? alertId : undefined}
        onChange={(event) => {
          setPassword(event.target.value);
          setEmpty(false);
        }}
      />
      <FormAlert id={alertId}>{error}</FormAlert>
      <p role="status" className={form.hint}>
        {busyText ?? ''}
      </p>
      <div className={form.actions}>
        <Button type="submit" variant="primary" aria-disabled={busyText ? true : undefined}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
