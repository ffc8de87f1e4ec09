import { useId, type ReactNode } from 'react';
import * as styles from './MessageScreen.css';

export interface MessageScreenProps {
  heading: ReactNode;
  body: ReactNode;
  /** The way out: one link, or a few controls side by side. */
  action?: ReactNode;
  /** Anything to say between the sentence and the way out (a live status line). */
  children?: ReactNode;
}

/** A whole screen that only says something: a heading, a sentence and a way out. */
export function MessageScreen({ heading, body, action, children }: MessageScreenProps) {
  const headingId = useId();
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.body}>{body}</p>
      {children}
      {action && <div className={styles.actions}>{action}</div>}
    </section>
  );
}
