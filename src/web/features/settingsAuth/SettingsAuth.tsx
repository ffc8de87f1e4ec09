import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { screenMessages as m } from './screenMessages';
import { pageTitles } from './pageTitles';
import * as styles from './SettingsAuth.css';

/** The /settings/auth page: a heading and its sections. */
export function SettingsAuth({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div className={styles.screen} role="region" aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.pageHeading}>
        {intl.formatMessage(pageTitles.security)}
      </h1>
      <p className={styles.text}>{intl.formatMessage(m.lead)}</p>
      {children}
    </div>
  );
}
