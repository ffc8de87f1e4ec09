import { Link } from '@tanstack/react-router';
import { defineMessages, useIntl } from 'react-intl';
import { IconButton } from '../components/IconButton';
import { SettingsIcon, SidebarIcon } from '../components/icons';
import * as styles from './Footer.css';
import { shellMessages } from './shellMessages';
import { UserMenu } from './UserMenu';
import { VisitorFooter } from './VisitorFooter';

export const footerMessages = defineMessages({
  settings: { id: 'shell.footer.settings', defaultMessage: 'Settings' },
});

export interface FooterProps {
  /** The signed-in user's name; null when logged out. */
  username: string | null;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onSignOut: () => void;
  inert?: boolean;
}

/**
 * Spec §2's footer: settings, a sidebar toggle and the user menu. Logged out there is no
 * navbar, settings or sidebar, so the footer carries the theme and language switches instead:
 * a visitor on /login must still be able to change them (VisitorFooter, which the app shell
 * draws itself; this one comes with the signed-in shell, signedInChrome.ts).
 */
export function Footer({ username, sidebarId, sidebarOpen, onToggleSidebar, onSignOut, inert }: FooterProps) {
  const intl = useIntl();
  if (username === null) return <VisitorFooter inert={inert} />;
  return (
    <footer className={styles.footer} inert={inert}>
      <Link to="/settings" className={styles.settingsLink}>
        <SettingsIcon size={20} />
        {intl.formatMessage(footerMessages.settings)}
      </Link>
      <IconButton
        label={intl.formatMessage(shellMessages.sidebarToggle)}
        icon={<SidebarIcon />}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      />
      <span className={styles.spacer} />
      <UserMenu username={username} onSignOut={onSignOut} />
    </footer>
  );
}
