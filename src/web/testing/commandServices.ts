import { onTestFinished } from 'vitest';
import { apiFor } from '../api/api';
import { createQueryClient } from '../api/queryClient';
import { translateStored } from '../auth/appAuthRuntime';
import { createAuthRuntime } from '../auth/authRuntime';
import type { CommandDefinition, CommandServices } from '../commandDefinition';
import { localSession, type LocalUser } from '../session/localSession';
import { createToastActor } from '../shell/toastActor';
import { createFakeServer, type FakeServer } from './fakeServer';
import { storeSession } from './storedSession';

export interface CommandServicesOptions {
  /** The signed-in user, or null (the default) for a visitor. */
  user?: LocalUser | null;
  /** The server behind the client; one that knows `user` by default (see fakeServer.ts). */
  server?: FakeServer;
  goRoutes?: ReadonlyMap<string, string>;
  commands?: readonly CommandDefinition[];
  now?: () => number;
}

/**
 * What the command line hands its commands, as the app builds it, on a fake server: the real
 * accounts runtime (signed in as `user`), a query cache on the typed client, and a recorded
 * `navigate`. Everything it started stops when the test ends.
 */
export function createTestCommandServices(options: CommandServicesOptions = {}) {
  const { user = null } = options;
  storeSession(user);
  const server = options.server ?? createFakeServer({ user });
  const toastActor = createToastActor();
  const navigated: string[] = [];
  const runtime = createAuthRuntime({
    fetch: server.fetch,
    baseUrl: 'http://app.test/api',
    session: localSession,
    toasts: toastActor,
    navigate: (path) => void navigated.push(path),
    translate: translateStored,
    fingerprint: async () => 'fp',
  });
  const queryClient = createQueryClient({ toasts: toastActor, translate: translateStored, refreshUser: runtime.refreshUser });
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const serverData = { queryClient, api: apiFor(runtime.client) };
  onTestFinished(() => {
    runtime.stop();
    queryClient.clear();
  });
  const services: CommandServices = {
    runtime,
    serverData: async () => serverData,
    currentServerData: () => serverData,
    navigate: (path) => void navigated.push(path),
    goRoutes: () => options.goRoutes ?? new Map(),
    commands: () => options.commands ?? [],
    now: options.now ?? Date.now,
  };
  return { services, server, runtime, queryClient, navigated, toastActor };
}
