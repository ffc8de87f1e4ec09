import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../components/Button';
import { OfflineIcon } from '../components/icons';
import * as styles from './OfflineBanner.css';

export const offlineBannerMessages = defineMessages({
  message: { id: 'shell.offlineBanner.message', defaultMessage: 'You are offline. Changes wait on this device and are sent when you are back online; one that cannot wait says so.' },
  retry: { id: 'shell.offlineBanner.retry', defaultMessage: 'Try again' },
  checking: { id: 'shell.offlineBanner.checking', defaultMessage: 'Checking…' },
});

export interface OfflineBannerProps {
  isOffline: boolean;
  isChecking: boolean;
  onRetry: () => void;
}

/**
 * Says the app cannot reach its server. The role=status wrapper is always rendered, so the
 * message is announced when it appears (a live region added with its text often is not).
 */
export function OfflineBanner({ isOffline, isChecking, onRetry }: OfflineBannerProps) {
  const intl = useIntl();
  return (
    <div role="status">
      {isOffline && (
        <div className={styles.banner}>
          <p className={styles.text}>
            <OfflineIcon size={20} />
            {intl.formatMessage(offlineBannerMessages.message)}
          </p>
          <Button size="sm" onClick={onRetry} disabled={isChecking} aria-busy={isChecking}>
            {intl.formatMessage(isChecking ? offlineBannerMessages.checking : offlineBannerMessages.retry)}
          </Button>
        </div>
      )}
    </div>
  );
}
