import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../components/useMediaQuery';
import { useCurrentUser } from '../auth/AuthProvider';
import { phoneQuery } from '../theme/breakpoints';
import * as styles from './AppShell.css';
import { CommandLineLauncher } from './CommandLineLauncher';
import { UpdateOfferSlot } from '../pwa/updateOffer';
import { OfflineBanner } from './OfflineBanner';
import { isNavbarVisible } from './shellVisibility';
import { SkipLink } from './SkipLink';
import { Toaster } from './Toaster';
import { useConnectivity } from './useConnectivity';
import { useHasExtraPassword } from './useHasExtraPassword';
import { useSidebarState } from './useSidebarState';
import { useSignedInChrome } from './useSignedInChrome';
import { useSignOut } from './useSignOut';
import { FooterPlaceholder, VisitorFooter } from './VisitorFooter';
import type { SwipeAction } from './swipe';

/** The id of `<main>`, target of the skip link; screens may also focus it after navigation. */
export const mainContentId = 'main-content';

/**
 * The frame around every screen (spec §2): navbar, sidebar, footer, phone bottom bar, toasts,
 * the offline banner, the offer of a new version and, signed in, the note that saved data is
 * shown offline. Rendered by the root route around its `<Outlet />`.
 * Logged out, only the content and a footer with theme and language switches remain.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const loggedIn = user !== null;
  // Navbar, sidebar, bottom bar and the signed-in footer come in their own chunk (signedInChrome.ts).
  const chrome = useSignedInChrome(loggedIn);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const isPhone = useMediaQuery(phoneQuery);
  const sidebar = useSidebarState(isPhone);
  const [bottomBarShown, setBottomBarShown] = useState(true);
  const hasExtraPassword = useHasExtraPassword();
  const connectivity = useConnectivity();
  const signOut = useSignOut();
  const sidebarId = useId();
  const linkOrder = user?.preferences.linkOrder;
  // The app's areas, as the composition root put them in the router context.
  const areas = useRouter().options.context.areas;
  const links = useMemo(() => chrome?.areaLinksOf(areas).orderSidebarLinks(linkOrder) ?? [], [chrome, areas, linkOrder]);

  const showNavbar = isNavbarVisible(pathname, loggedIn);
  const drawerOpen = loggedIn && isPhone && sidebar.open;
  const showBottomBar = loggedIn && bottomBarShown;

  // A new page closes the phone drawer, whatever caused the navigation.
  const { setOpen: setSidebarOpen } = sidebar;
  useEffect(() => {
    if (isPhone) setSidebarOpen(false);
  }, [pathname, isPhone, setSidebarOpen]);

  const onSwipe = (action: SwipeAction) => {
    if (action === 'openSidebar') sidebar.setOpen(true);
    else if (action === 'closeSidebar') sidebar.setOpen(false);
    else setBottomBarShown(action === 'showBottomBar');
  };

  return (
    <div className={[styles.shell, showBottomBar ? styles.withBottomBar : ''].join(' ')}>
      <SkipLink targetId={mainContentId} inert={drawerOpen} />
      {showNavbar && chrome && (
        <chrome.TopNavbar sidebarId={sidebarId} sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} inert={drawerOpen} />
      )}
      <div className={styles.body}>
        {loggedIn && chrome && (
          <chrome.Sidebar
            id={sidebarId}
            links={links}
            open={sidebar.open}
            mode={isPhone ? 'drawer' : showNavbar ? 'docked' : 'dockedWithoutNavbar'}
            hasExtraPassword={hasExtraPassword}
            onClose={() => sidebar.setOpen(false)}
          />
        )}
        <main id={mainContentId} tabIndex={-1} className={styles.main} inert={drawerOpen}>
          <OfflineBanner isOffline={!connectivity.isOnline} isChecking={connectivity.isChecking} onRetry={connectivity.retry} />
          <UpdateOfferSlot />
          {loggedIn && chrome && <chrome.SavedDataStatus isOffline={!connectivity.isOnline} />}
          {children}
        </main>
      </div>
      {!loggedIn ? (
        <VisitorFooter inert={drawerOpen} />
      ) : chrome ? (
        <chrome.Footer
          username={user.username ?? ''}
          sidebarId={sidebarId}
          sidebarOpen={sidebar.open}
          onToggleSidebar={sidebar.toggle}
          onSignOut={signOut}
          inert={drawerOpen}
        />
      ) : (
        <FooterPlaceholder inert={drawerOpen} />
      )}
      {loggedIn && chrome && <chrome.BottomBar hidden={!bottomBarShown} inert={drawerOpen} />}
      {loggedIn && chrome && <chrome.SwipeGestures onSwipe={onSwipe} />}
      <Toaster />
      <CommandLineLauncher />
    </div>
  );
}
