import { useId, type TextareaHTMLAttributes } from 'react';
import * as form from '../../components/form/form.css';
import * as styles from './drinks.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** How to write it, tied to the field with `aria-describedby`. */
  hint?: string;
  error?: string;
}

/** A labelled text area (ingredients and steps one per line, notes), with its hint and error. */
export function TextAreaField({ label, hint, error, ...props }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <textarea id={id} className={styles.textArea} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...props} />
      {error ? (
        <p id={errorId} className={form.fieldError}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={form.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
