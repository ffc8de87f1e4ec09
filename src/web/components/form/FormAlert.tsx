import * as styles from './form.css';

/**
 * The form's error, announced by screen readers. The element stays mounted (empty when there is
 * no error) because a live region that appears together with its text is not always announced.
 */
export function FormAlert({ id, children }: { id: string; children: string | null }) {
  return (
    <p id={id} role="alert" className={styles.alert}>
      {children}
    </p>
  );
}
