import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../components/AppLink';
import { Button } from '../../../components/Button';
import { listMessages } from './messages';
import * as styles from './views.css';

/** A view's data on its way: said politely, so a screen reader hears it once. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}

/** A failed load, said as an alert with a way out: try again, or go Home. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.alertText}>{children}</p>
      <Button onClick={onRetry}>{intl.formatMessage(listMessages.retry)}</Button>
      <AppLink to="/" className={styles.link}>
        {intl.formatMessage(listMessages.home)}
      </AppLink>
    </div>
  );
}

/** Nothing to show yet: what to do to start, with links to Home (stamping) and the admin (groups). */
export function EmptyState({ children, admin = true }: { children: ReactNode; admin?: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{children}</p>
      <div className={styles.links}>
        <AppLink to="/" className={styles.link}>
          {intl.formatMessage(listMessages.home)}
        </AppLink>
        {admin && (
          <AppLink to="/time-tracker/admin" className={styles.link}>
            {intl.formatMessage(listMessages.admin)}
          </AppLink>
        )}
      </div>
    </div>
  );
}
