import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import { commonMessages as m } from '../messages';
import * as styles from '../vault.css';

/** What shows in place of a list while it loads (spec §3's loading flags), or after it failed, with a retry. */
export function LoadStatus({ status, loadingText, onRetry }: { status: 'loading' | 'error'; loadingText: string; onRetry: () => void }) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <p className={styles.muted} role="status">
        {loadingText}
      </p>
    );
  }
  return (
    <div className={form.actions}>
      <p className={form.alert} role="alert">
        {intl.formatMessage(m.loadFailed)}
      </p>
      <Button onClick={onRetry}>{intl.formatMessage(m.retry)}</Button>
    </div>
  );
}
