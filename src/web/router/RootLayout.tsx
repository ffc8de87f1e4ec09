import { Outlet } from '@tanstack/react-router';
import { AppShell } from '../shell/AppShell';

/** The root route's component: the app shell around the matched screen. */
export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
