import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './form.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid'> {
  label: string;
  /** A rule shown before anything is typed, e.g. the password length. */
  hint?: ReactNode;
  /** This field's own error. */
  error?: string | null;
  /** Ids of other descriptions (the form's error) this field should also point at. */
  describedBy?: string;
  /** Something at the end of the input, such as the show-password button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are tied to it with `aria-describedby`. */
export function TextField({ label, hint, error, describedBy, trailing, className, ref, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedByIds = [error ? errorId : null, hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      ref={ref}
      id={id}
      className={[styles.control, className].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedByIds}
      {...inputProps}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {trailing ? (
        <div className={styles.withToggle}>
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
