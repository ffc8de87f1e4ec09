import { useId, type TextareaHTMLAttributes } from 'react';
import * as form from '../../components/form/form.css';
import * as styles from './recipes.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** How to write it, tied to the field with `aria-describedby`. */
  hint?: string;
}

/** A labelled text area (ingredients and steps one per line, notes), with its hint. */
export function TextAreaField({ label, hint, ...props }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <textarea id={id} className={styles.textArea} aria-describedby={hint ? hintId : undefined} {...props} />
      {hint ? (
        <p id={hintId} className={form.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
