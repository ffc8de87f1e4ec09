import { useId, useState } from 'react';
import { Button } from '../Button';
import * as styles from './CopySnippet.css';

/** The words around a snippet, in the area's own catalogue. */
export interface CopySnippetTexts {
  copy: string;
  copied: string;
  failed: string;
  /** The button's accessible name, e.g. "Copy the curl command". */
  copyWhat: (what: string) => string;
}

/** One command, key or script, with a button that copies it and says whether that worked. */
export function CopySnippet({ label, text, copy, texts }: { label: string; text: string; copy: (text: string) => Promise<void>; texts: CopySnippetTexts }) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <div className={styles.snippet}>
      <span id={id} className={styles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <pre className={styles.code} aria-labelledby={id} tabIndex={0}>
          <code>{text}</code>
        </pre>
        <Button size="sm" aria-label={texts.copyWhat(label)} onClick={() => copy(text).then(() => setState('copied'), () => setState('failed'))}>
          {state === 'copied' ? texts.copied : texts.copy}
        </Button>
      </div>
      <p role="status" className={styles.label}>
        {state === 'failed' ? texts.failed : ''}
      </p>
    </div>
  );
}
