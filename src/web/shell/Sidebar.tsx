import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { AppLink } from '../components/AppLink';
import { IconButton } from '../components/IconButton';
import { CloseIcon, LockIcon } from '../components/icons';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { setSidebarSlot } from './sidebarSection';
import { shellMessages } from './shellMessages';
import { isCurrentLink, type SidebarLink } from './sidebarLinks';
import * as styles from './Sidebar.css';
import { useToast } from './ToastProvider';

export const sidebarMessages = defineMessages({
  navLabel: { id: 'shell.sidebar.navLabel', defaultMessage: 'Main' },
  close: { id: 'shell.sidebar.close', defaultMessage: 'Close sidebar' },
  // Avoids the word "Passwords" itself: the link's name must stay the one thing saying it.
  passwordsDisabled: { id: 'shell.sidebar.passwordsDisabled', defaultMessage: 'Available once you have set an extra password in Settings.' },
});

export type SidebarMode = 'docked' | 'dockedWithoutNavbar' | 'drawer';

export interface SidebarProps {
  /** The element id the toggle buttons point at with aria-controls. */
  id: string;
  links: SidebarLink[];
  open: boolean;
  mode: SidebarMode;
  /** Seam for spec §2's "Passwords (disabled by default)": true once the user has an extra password. */
  hasExtraPassword: boolean;
  onClose: () => void;
}

/**
 * The area links with the app's name as heading (spec §2). Docked beside the content on wide
 * screens; on phones a drawer that closes on Escape, on a link and on the backdrop, takes focus
 * when it opens and gives it back to the button that opened it when it closes.
 */
export function Sidebar({ id, links, open, mode, hasExtraPassword, onClose }: SidebarProps) {
  const intl = useIntl();
  const toast = useToast();
  const reasonId = useId();
  const navRef = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const area = useRouterState({ select: (state) => state.matches.at(-1)?.staticData.area });
  const isDrawer = mode === 'drawer';
  const drawerOpen = isDrawer && open;

  // Before paint: remember who opened the drawer, then move focus into it.
  useLayoutEffect(() => {
    if (!drawerOpen) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    navRef.current?.querySelector<HTMLElement>('a[href], [tabindex="0"]')?.focus();
  }, [drawerOpen]);

  // After the drawer closes (and the page is no longer inert), focus goes back where it was,
  // unless a link was followed: then the new page owns focus.
  const returnFocus = useRef(true);
  useEffect(() => {
    if (drawerOpen || !opener.current) return;
    if (returnFocus.current) opener.current.focus();
    opener.current = null;
    returnFocus.current = true;
  }, [drawerOpen]);

  const close = (restoreFocus: boolean) => {
    returnFocus.current = restoreFocus;
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (drawerOpen && event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <>
      {drawerOpen && <div className={styles.backdrop} aria-hidden="true" onClick={() => close(true)} />}
      <nav
        ref={navRef}
        id={id}
        aria-label={intl.formatMessage(sidebarMessages.navLabel)}
        hidden={!open}
        className={styles.nav[mode]}
        // While the drawer is open the rest of the page is inert (AppShell), which makes it
        // modal without giving up the navigation landmark for a dialog role.
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 className={styles.heading}>{intl.formatMessage(shellMessages.appName)}</h2>
          {isDrawer && <IconButton label={intl.formatMessage(sidebarMessages.close)} icon={<CloseIcon />} onClick={() => close(true)} />}
        </div>
        <ul className={styles.list}>
          {links.map((link) => {
            const label = intl.formatMessage(link.label);
            if (link.needsExtraPassword && !hasExtraPassword) {
              const reason = intl.formatMessage(sidebarMessages.passwordsDisabled);
              return (
                <li key={link.id}>
                  {/* Not a link (nothing to follow) but a focusable disabled control, so keyboard,
                      screen-reader and touch users can still learn why: it says so when pressed. */}
                  <button
                    type="button"
                    aria-disabled="true"
                    title={reason}
                    aria-describedby={reasonId}
                    className={styles.disabledLink}
                    onClick={() => toast.show(reason, { kind: 'info', duration: 'extended' })}
                  >
                    {label}
                    <LockIcon size={16} />
                  </button>
                  <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
                </li>
              );
            }
            return (
              <li key={link.id}>
                <AppLink
                  to={link.path}
                  exact={link.path === '/'}
                  aria-current={isCurrentLink(link, { pathname, area }) ? 'page' : undefined}
                  className={styles.link}
                  onClick={() => isDrawer && close(false)}
                >
                  {label}
                </AppLink>
              </li>
            );
          })}
        </ul>
        {/* The current screen's own list, if it has one (sidebarSection.tsx). */}
        <div ref={setSidebarSlot} />
      </nav>
    </>
  );
}
