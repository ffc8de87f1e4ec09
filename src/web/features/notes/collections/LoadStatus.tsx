import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import * as styles from './collections.css';
import { commonMessages as m } from './messages';

export interface LoadStatusProps {
  status: 'loading' | 'error';
  loadingText: string;
  failedText: string;
  onRetry: () => void;
}

/** What shows in place of something while it loads, or after it failed, with Try again. */
export function LoadStatus({ status, loadingText, failedText, onRetry }: LoadStatusProps) {
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
        {failedText}
      </p>
      <Button onClick={onRetry}>{intl.formatMessage(m.retry)}</Button>
    </div>
  );
}
