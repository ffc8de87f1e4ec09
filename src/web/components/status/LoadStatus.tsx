import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../Button';
import * as form from '../form/form.css';
import * as page from '../page/page.css';

const messages = defineMessages({
  retry: { id: 'components.loadStatus.retry', defaultMessage: 'Try again' },
});

export interface LoadStatusProps {
  status: 'loading' | 'error';
  loadingText: string;
  failedText: string;
  onRetry: () => void;
}

/** What shows in place of something while it loads (spec §4's loading flag), or after it failed, with Try again. */
export function LoadStatus({ status, loadingText, failedText, onRetry }: LoadStatusProps) {
  const intl = useIntl();
  if (status === 'loading') {
    return (
      <p className={page.muted} role="status">
        {loadingText}
      </p>
    );
  }
  return (
    <div className={form.actions}>
      <p className={form.alert} role="alert">
        {failedText}
      </p>
      <Button onClick={onRetry}>{intl.formatMessage(messages.retry)}</Button>
    </div>
  );
}
