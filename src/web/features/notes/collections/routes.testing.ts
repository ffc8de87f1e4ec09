// Shared by the collection route tests: the app at a path on a fake server that holds a notes
// store, the toasts it shows, and the request bodies it got.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { loadApp, renderApp, type TestApp } from '../../../router/router.testUtils';
import { createFakeServer, type FakeServer } from '../../../testing/fakeServer';
import { installFakeNotesServer, type FakeNotesSeed, type FakeNotesStore } from '../../../testing/fakeNotesServer';
import { storeSession } from '../../../testing/storedSession';
import { testUser } from '../../../testing/testUser';
import type { LocalUser } from '../../../session/localSession';

export interface OpenedApp {
  app: TestApp;
  server: FakeServer;
  store: FakeNotesStore;
  toasts: string[];
  user: ReturnType<typeof userEvent.setup>;
}

/** A fake server for `user` with the notes area seeded. */
export function notesServer(seed: FakeNotesSeed = {}, user: LocalUser = testUser()) {
  storeSession(user);
  const server = createFakeServer({ user });
  const store = installFakeNotesServer(server, seed);
  return { server, store };
}

/** The app loaded at `path` (loaders run) and drawn, recording its toasts. */
export async function openApp(path: string, { server, store }: { server: FakeServer; store: FakeNotesStore }): Promise<OpenedApp> {
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

/** The sidebar's list of the user's collections (spec §2). */
export async function sidebarCollections() {
  const sidebar = await screen.findByRole('navigation', { name: 'Main' });
  return within(sidebar).findByRole('region', { name: 'Notes collections' });
}
