import { QueryClientContext } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../components/IconButton';
import { MenuIcon } from '../components/icons';
import { OptionsMenu } from './OptionsMenu';
import { shellMessages } from './shellMessages';
import * as styles from './TopNavbar.css';

export interface TopNavbarProps {
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** True while the phone drawer is open and owns the keyboard. */
  inert?: boolean;
}

/**
 * Spec §2's top navbar: the burger (visible by default), the app name and the options menu. The
 * menu saves to the account through TanStack Query, whose client comes with the first signed-in
 * screen (ServerDataProvider): just after a sign-in the navbar may be drawn on /login or
 * /register before it, so the menu waits for it.
 */
export function TopNavbar({ sidebarId, sidebarOpen, onToggleSidebar, inert }: TopNavbarProps) {
  const intl = useIntl();
  const queryClient = useContext(QueryClientContext);
  return (
    <header className={styles.navbar} inert={inert}>
      <IconButton
        label={intl.formatMessage(shellMessages.sidebarToggle)}
        icon={<MenuIcon />}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      />
      <Link to="/" className={styles.brand}>
        {intl.formatMessage(shellMessages.appName)}
      </Link>
      {queryClient && <OptionsMenu />}
    </header>
  );
}
