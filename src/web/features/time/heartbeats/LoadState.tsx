import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as styles from './heartbeats.css';
import { heartbeatMessages as m } from './messages';

/** What a heartbeat screen shows before its data is in: a loading line, or the failure with a retry and a way out. */
export function LoadState({ status, onRetry }: { status: 'loading' | 'error'; onRetry: () => void }) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        {intl.formatMessage(m.loading)}
      </p>
    );
  }
  return (
    <div role="alert" className={styles.danger}>
      <p className={styles.muted}>{intl.formatMessage(m.loadFailed)}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{intl.formatMessage(m.retry)}</Button>
        <Link to="/time-tracker" className={styles.link}>
          {intl.formatMessage(m.toTracker)}
        </Link>
      </div>
    </div>
  );
}
