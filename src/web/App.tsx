import { RouterProvider } from '@tanstack/react-router';
import type { ServerDataLoader } from './api/serverData';
import { ServerDataProvider } from './api/ServerDataProvider';
import { AuthProvider } from './auth/AuthProvider';
import type { AuthRuntime } from './auth/authRuntime';
import { UserPreferencesSync } from './auth/UserPreferencesSync';
import type { AppRouter } from './router/router';
import { ShellProviders } from './shell/ShellProviders';
import type { ToastActor } from './shell/toastActor';

export interface AppProps {
  router: AppRouter;
  /** TanStack Query's client, loaded with the first signed-in screen (serverData.ts). */
  serverData: ServerDataLoader;
  /** The app's one toast actor, shared with code outside React (the session warnings, the query cache). */
  toastActor: ToastActor;
  /** The accounts workflows, started once (appParts.ts). */
  authRuntime: AuthRuntime;
}

/**
 * The providers every screen relies on: theme, language, toasts and the connectivity check
 * (ShellProviders), then the accounts workflows, server data (once loaded), and the router, whose root route
 * draws the shell around each screen.
 */
export function App({ router, serverData, toastActor, authRuntime }: AppProps) {
  return (
    <ShellProviders toastActor={toastActor}>
      <AuthProvider runtime={authRuntime}>
        <UserPreferencesSync />
        <ServerDataProvider serverData={serverData}>
          <RouterProvider router={router} />
        </ServerDataProvider>
      </AuthProvider>
    </ShellProviders>
  );
}
