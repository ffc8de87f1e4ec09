import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router/router';
import { ShellProviders } from './shell/ShellProviders';
import type { ToastActor } from './shell/toastActor';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  /** The app's one toast actor, shared with code outside React (e.g. the API client). */
  toastActor?: ToastActor;
}

/**
 * The providers every screen relies on: theme, language, toasts and the connectivity check
 * (ShellProviders), then server data, then the router, whose root route draws the shell around
 * each screen.
 */
export function App({ router, queryClient, toastActor }: AppProps) {
  return (
    <ShellProviders toastActor={toastActor}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShellProviders>
  );
}
