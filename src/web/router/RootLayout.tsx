import { Outlet } from '@tanstack/react-router';
import { AppShell } from '../shell/AppShell';
import { usePageTitle } from './usePageTitle';

/** The root route's component: the app shell around the matched screen, and the page's title. */
export function RootLayout() {
  usePageTitle();
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
