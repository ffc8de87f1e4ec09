import { useId, type ReactNode } from 'react';
import * as styles from './MessageScreen.css';

export interface MessageScreenProps {
  heading: ReactNode;
  body: ReactNode;
  /** The way out, usually one link. */
  action?: ReactNode;
}

/** A whole screen that only says something: a heading, a sentence and a way out. */
export function MessageScreen({ heading, body, action }: MessageScreenProps) {
  const headingId = useId();
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.body}>{body}</p>
      {action}
    </section>
  );
}
