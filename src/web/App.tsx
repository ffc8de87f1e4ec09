import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from './i18n/I18nProvider';
import type { AppRouter } from './router/router';
import { ToastProvider } from './shell/ToastProvider';
import { ThemeProvider } from './theme/ThemeProvider';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
}

/**
 * The providers every screen relies on, outermost first: theme and language, toasts (their
 * text is translated, so inside the language), server data, then the router, whose root route
 * draws the shell (with its Toaster) around each screen.
 */
export function App({ router, queryClient }: AppProps) {
  return (
    <ThemeProvider>
      <I18nProvider>
        <ToastProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ToastProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
