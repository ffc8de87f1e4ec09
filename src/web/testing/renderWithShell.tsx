import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type StaticDataRouteOption } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import type { LanguageCode, Theme } from '../../domain/preferences';
import { apiFor } from '../api/api';
import { appAreas } from '../appAreas';
import { createQueryClient } from '../api/queryClient';
import { createServerDataLoader } from '../api/serverData';
import { translateStored } from '../auth/appAuthRuntime';
import { AuthProvider } from '../auth/AuthProvider';
import { createAuthRuntime } from '../auth/authRuntime';
import { CommandLineOverlay } from '../hubs';
import { storeLanguage } from '../i18n/languageStorage';
import { localSession, type LocalUser } from '../session/localSession';
import { ShellProviders } from '../shell/ShellProviders';
import { createToastActor, type ToastActor } from '../shell/toastActor';
import { createFakeServer, type FakeServer } from './fakeServer';
import { createMemoryRouter } from './memoryRouter';
import { storeSession } from './storedSession';

export interface RenderWithShellOptions {
  /** Where the memory router starts. */
  path?: string;
  /** The signed-in user, or null (the default) for a visitor. */
  user?: LocalUser | null;
  theme?: Theme;
  /** The interface language, as if the visitor had chosen it before. */
  language?: LanguageCode;
  /** Defaults to "online" so no test sends a request; pass a stub to test offline behaviour. */
  connectivityCheck?: () => Promise<boolean>;
  toastActor?: ToastActor;
  /** The server behind the client; one that knows `user` by default (see fakeServer.ts). */
  server?: FakeServer;
  /** The route's `staticData`, for components that read it (the not-built screen's title). */
  staticData?: StaticDataRouteOption;
}

/**
 * Renders `ui` as the app would: inside the shell's providers, the real accounts workflows (signed
 * in as `user`, on a fake server), the query cache and a memory router (createMemoryRouter).
 * Resolves once the router has rendered; everything it started stops when the test ends.
 */
export async function renderWithShell(ui: ReactNode, options: RenderWithShellOptions = {}) {
  const { path = '/', user = null, theme, language, connectivityCheck = async () => true } = options;
  storeSession(user);
  if (language) storeLanguage(language);
  const server = options.server ?? createFakeServer({ user });
  const toastActor = options.toastActor ?? createToastActor();
  const runtime = createAuthRuntime({
    fetch: server.fetch,
    baseUrl: 'http://app.test/api',
    session: localSession,
    toasts: toastActor,
    navigate: (to) => void router.navigate({ to: to as never }),
    translate: translateStored,
    fingerprint: async () => 'fp',
  });
  const queryClient = createQueryClient({ toasts: toastActor, translate: translateStored, refreshUser: runtime.refreshUser });
  // A test sees a failure at once; the app's one retry is for network blips.
  queryClient.setDefaultOptions({ queries: { retry: false } });
  // The server data the app's router context hands out, on this query cache, and what the
  // composition root hands the shell (the app's areas, the command line's overlay).
  const serverData = createServerDataLoader(async () => ({ queryClient, api: apiFor(runtime.client) }));
  const router = createMemoryRouter(() => ui, path, options.staticData, { serverData, areas: appAreas, CommandLineOverlay });
  onTestFinished(() => {
    runtime.stop();
    queryClient.clear();
  });

  await router.load();
  const result = render(
    <ShellProviders initialTheme={theme} initialLanguage={language} connectivityCheck={connectivityCheck} toastActor={toastActor}>
      <AuthProvider runtime={runtime}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AuthProvider>
    </ShellProviders>,
  );
  return { ...result, router, runtime, server, queryClient, user: userEvent.setup() };
}

/** Every toast message the actor shows, in order (a toast lasts 1 s, so the queue alone could miss one). */
export function recordToasts(toastActor: ToastActor): string[] {
  const shown: string[] = [];
  const seen = new Set<number>();
  const subscription = toastActor.subscribe((snapshot) => {
    for (const toast of snapshot.context.queue) {
      if (seen.has(toast.id)) continue;
      seen.add(toast.id);
      shown.push(toast.message);
    }
  });
  onTestFinished(() => subscription.unsubscribe());
  return shown;
}
