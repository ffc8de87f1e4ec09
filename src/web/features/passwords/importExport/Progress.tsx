import * as styles from './ImportExportSection.css';

/** A long step's progress: a bar, and its words announced politely (`role="status"`). */
export function Progress({ text, done, total }: { text: string; done?: number; total?: number }) {
  return (
    <div className={styles.part}>
      {total ? <progress className={styles.progress} value={done ?? 0} max={total} aria-label={text} /> : null}
      <p role="status" className={styles.muted}>
        {text}
      </p>
    </div>
  );
}
