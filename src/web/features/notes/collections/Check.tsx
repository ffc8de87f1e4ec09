import { useId, type InputHTMLAttributes } from 'react';
import * as styles from './collections.css';

export interface CheckProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'onChange'> {
  label: string;
  /** One line on what ticking it does, read with the label. */
  hint: string;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label and a one-line explanation tied to it. */
export function Check({ label, hint, onChange, ...input }: CheckProps) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input {...input} id={id} type="checkbox" className={styles.checkInput} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.checked)} />
      <div className={styles.checkLabel}>
        <label htmlFor={id} className={styles.checkText}>
          {label}
        </label>
        <p id={`${id}-hint`} className={styles.small}>
          {hint}
        </p>
      </div>
    </div>
  );
}
