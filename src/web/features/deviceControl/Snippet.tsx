import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as styles from './deviceControl.css';
import { screenMessages as m } from './screenMessages';

/** One command or script with a button that copies it and says whether that worked. */
export function Snippet({ label, text, copy }: { label: string; text: string; copy: (text: string) => Promise<void> }) {
  const intl = useIntl();
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <div className={styles.snippet}>
      <span id={id} className={styles.label}>
        {label}
      </span>
      <div className={styles.snippetRow}>
        <pre className={styles.code} aria-labelledby={id} tabIndex={0}>
          <code>{text}</code>
        </pre>
        <Button size="sm" aria-label={intl.formatMessage(m.copyWhat, { what: label })} onClick={() => copy(text).then(() => setState('copied'), () => setState('failed'))}>
          {intl.formatMessage(state === 'copied' ? m.copied : m.copy)}
        </Button>
      </div>
      <p role="status" className={styles.label}>
        {state === 'failed' ? intl.formatMessage(m.copyFailed) : ''}
      </p>
    </div>
  );
}
