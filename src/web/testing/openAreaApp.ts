// Shared by the area route tests: the app at a path on a fake server that holds an area's fake
// store, the toasts it shows, and the request bodies it got.
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { loadApp, renderApp, type TestApp } from '../router/router.testUtils';
import { createFakeServer, type FakeServer } from './fakeServer';
import { storeSession } from './storedSession';
import { testUser } from './testUser';
import type { LocalUser } from '../session/localSession';

export interface OpenedApp<Store> {
  app: TestApp;
  server: FakeServer;
  store: Store;
  toasts: string[];
  user: ReturnType<typeof userEvent.setup>;
}

/** A fake server for `user` (signed in on this device) with one area's fake installed and seeded. */
export function areaServer<Seed, Store>(install: (server: FakeServer, seed: Seed) => Store, seed: Seed, user: LocalUser = testUser()) {
  storeSession(user);
  const server = createFakeServer({ user });
  const store = install(server, seed);
  return { server, store };
}

/** The app loaded at `path` (loaders run) and drawn, recording its toasts. */
export async function openApp<Store>(path: string, { server, store }: { server: FakeServer; store: Store }): Promise<OpenedApp<Store>> {
  const app = await loadApp(path, server);
  const toasts: string[] = [];
  const seen = new Set<number>();
  const subscription = app.toastActor.subscribe((snapshot) => {
    for (const toast of snapshot.context.queue) {
      if (seen.has(toast.id)) continue;
      seen.add(toast.id);
      toasts.push(toast.message);
    }
  });
  onTestFinished(() => subscription.unsubscribe());
  renderApp(app);
  return { app, server, store, toasts, user: userEvent.setup() };
}

/** The JSON bodies of the calls to `METHOD /path`. */
export async function bodies(server: FakeServer, route: string) {
  return (await server.calls(route)).map((call) => call.body);
}

/** The query strings of the calls to `METHOD /path`, as objects. */
export async function queries(server: FakeServer, route: string) {
  return (await server.calls(route)).map((call) => Object.fromEntries(new URL(call.request.url).searchParams));
}
