import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createAppAuthRuntime, navigateWith } from './auth/appAuthRuntime';
import { AuthProvider } from './auth/AuthProvider';
import { UserPreferencesSync } from './auth/UserPreferencesSync';
import type { AuthRuntime } from './auth/authRuntime';
import type { AppRouter } from './router/router';
import { ShellProviders } from './shell/ShellProviders';
import { createToastActor, type ToastActor } from './shell/toastActor';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  /** The app's one toast actor, shared with code outside React (e.g. the API client). */
  toastActor?: ToastActor;
  /** The accounts workflows (main.tsx starts them on the app's client); made here if absent. */
  authRuntime?: AuthRuntime;
}

/**
 * The providers every screen relies on: theme, language, toasts and the connectivity check
 * (ShellProviders), then the accounts workflows, server data, and the router, whose root route
 * draws the shell around each screen.
 */
export function App({ router, queryClient, toastActor, authRuntime }: AppProps) {
  const [toasts] = useState(() => toastActor ?? createToastActor());
  const [auth] = useState(() => authRuntime ?? createAppAuthRuntime({ navigate: navigateWith(router), toastActor: toasts }));
  return (
    <ShellProviders toastActor={toasts}>
      <AuthProvider runtime={auth}>
        <UserPreferencesSync />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AuthProvider>
    </ShellProviders>
  );
}
