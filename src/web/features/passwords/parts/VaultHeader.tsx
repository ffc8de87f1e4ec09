import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { LockIcon } from '../../../components/icons';
import { commonMessages as m } from '../screenMessages';
import { passwordTitles } from '../pageTitles';
import * as styles from '../vault.css';

export interface VaultHeaderProps {
  title: ReactNode;
  /** The password logout (spec §4): the extra token and the vault key go; the user stays signed in. */
  onLock: () => void;
  /** Off on the hub itself; elsewhere a link back to it. */
  showHubLink?: boolean;
}

/** The top of every vault screen: its heading, the way back to the hub, and the password logout. */
export function VaultHeader({ title, onLock, showHubLink = true }: VaultHeaderProps) {
  const intl = useIntl();
  return (
    <header className={styles.header}>
      <div>
        {showHubLink ? (
          <Link to="/password-parent" className={styles.small}>
            {intl.formatMessage(passwordTitles.parent)}
          </Link>
        ) : null}
        <h1 className={styles.heading}>{title}</h1>
      </div>
      <Button onClick={onLock} title={intl.formatMessage(m.logoutHint)}>
        <LockIcon size={18} /> {intl.formatMessage(m.logout)}
      </Button>
    </header>
  );
}
