import type { RouterHistory } from '@tanstack/react-router';
import type { ApiClient } from './api/client';
import { createServerDataLoader, type ServerDataLoader } from './api/serverData';
import { appAreas } from './appAreas';
import { createAppAuthRuntime, translateStored } from './auth/appAuthRuntime';
import type { AuthRuntime } from './auth/authRuntime';
import { runtimeSessionGuard } from './auth/sessionGuard';
import { CommandLineOverlay } from './hubs';
import { createAppRouter, type AppRouter } from './router/router';
import { invalidateOnSessionChange } from './router/sessionSync';
import { createToastActor, type ToastActor } from './shell/toastActor';

export interface AppParts {
  toastActor: ToastActor;
  authRuntime: AuthRuntime;
  /** TanStack Query's client and hooks, loaded with the first signed-in screen. */
  serverData: ServerDataLoader;
  router: AppRouter;
  /** Stops what the parts started (tests; the app runs until the tab closes). */
  stop: () => void;
}

export interface AppPartsOptions {
  /** The app's client (api.ts `apiClient`); tests pass one on a fake fetch. */
  client: ApiClient;
  /** Defaults to the browser history; tests pass `createMemoryHistory`. */
  history?: RouterHistory;
  fingerprint?: (userId: string) => Promise<string>;
}

/**
 * The app's long-lived parts, wired once (DESIGN §5): the toasts, the accounts workflows on the
 * client, the query cache that toasts failures and refreshes what a change names (loaded with the
 * first signed-in screen), and the router
 * whose guards ask the workflows and re-run when they change, built from the app's areas
 * (appAreas.ts), which its context hands on to the shell. main.tsx and the app tests both start
 * from here: the composition root, the one place that names every area and hub.
 */
export function createAppParts({ client, history, fingerprint }: AppPartsOptions): AppParts {
  const toastActor = createToastActor();
  // The runtime navigates only after start (a logout), by which time the router exists.
  const routerRef: { current?: AppRouter } = {};
  const authRuntime = createAppAuthRuntime({
    client,
    navigate: (path) => void routerRef.current?.navigate({ to: path as never }),
    toastActor,
    fingerprint,
  });
  // In its own chunk: only signed-in screens use server data, so the sign-in screen does not load it.
  const serverData = createServerDataLoader(async () =>
    (await import('./api/serverDataParts')).createServerData(client, {
      toasts: toastActor,
      translate: translateStored,
      refreshUser: authRuntime.refreshUser,
      session,
    }),
  );
  const session = runtimeSessionGuard(authRuntime);
  const router = createAppRouter({ history, areas: appAreas, context: { session, serverData, CommandLineOverlay } });
  routerRef.current = router;
  const stopInvalidating = invalidateOnSessionChange(router, session);
  return {
    toastActor,
    authRuntime,
    serverData,
    router,
    stop() {
      stopInvalidating();
      authRuntime.stop();
      toastActor.stop();
      serverData.current()?.offlineCache?.stop();
      serverData.current()?.outbox?.stop();
      serverData.current()?.queryClient.clear();
    },
  };
}
