import { onTestFinished } from 'vitest';
import { apiFor } from '../../../api/api';
import { createAppOutbox } from '../../../outbox/appOutbox';
import { parseCommandLine } from '../../../../domain/commandLine/parse';
import type { CommandDefinition, CommandServices } from '../../../commandDefinition';
import { createTestCommandServices } from '../../../testing/commandServices';
import { createFakeServer } from '../../../testing/fakeServer';
import { installFakeTimeServer, type FakeTimeSeed } from '../fakeServer.testing';
import { testUser } from '../../../testing/testUser';

/** "Now" for the `tm` tests, on the fake server and the command line's clock alike. */
export const now = Date.parse('2025-03-04T10:00:00.000Z');
/** An ISO time `minutes` before `now`. */
export const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

/**
 * A signed-in user's command services on a fake time tracker seeded with the groups "Deep work",
 * "Exercise", "Work" and "Workout" (in the order the server lists them: by name) and a few sub
 * groups; `seed` replaces any part of it.
 */
export function timeCommandServices(seed: FakeTimeSeed = {}) {
  const user = testUser();
  const server = createFakeServer({ user });
  const store = installFakeTimeServer(server, {
    groups: [
      { _id: 'groupdeep001', name: 'Deep work' },
      { _id: 'groupexer001', name: 'Exercise' },
      { _id: 'groupwork001', name: 'Work' },
      { _id: 'groupwout001', name: 'Workout' },
    ],
    subGroups: [
      { _id: 'subwriting01', name: 'writing', timeGroupId: 'groupdeep001' },
      { _id: 'subcoding001', name: 'coding', timeGroupId: 'groupwork001' },
      { _id: 'subreview001', name: 'review', timeGroupId: 'groupwork001' },
      { _id: 'subrunning01', name: 'running', timeGroupId: 'groupwout001' },
    ],
    now: () => now,
    ...seed,
  });
  return { ...createTestCommandServices({ user, server, now: () => now }), store };
}

/** Runs `line` with `command` as the command line would: parsed, the command's own words taken off. */
export function runLine(command: CommandDefinition, line: string, services: CommandServices) {
  const parsed = parseCommandLine(line);
  return command.run({ line, parsed, args: parsed.commands.slice(command.words.length), answers: [] }, services);
}

/**
 * The same services with the app's outbox (on IndexedDB: import 'fake-indexeddb/auto' first),
 * signed in as the test user, so a command's change can wait offline.
 */
export function withOutbox({ services, runtime, queryClient, toastActor }: ReturnType<typeof timeCommandServices>) {
  const outbox = createAppOutbox({
    client: runtime.client,
    queryClient,
    watchUser: (onUser) => {
      onUser(testUser()._id);
      return () => {};
    },
    toast: (message) => toastActor.send({ type: 'toast.shown', toast: { message: String(message.defaultMessage), kind: 'error' } }),
  });
  onTestFinished(() => outbox.stop());
  const serverData = { queryClient, api: apiFor(runtime.client), outbox };
  return { ...services, serverData: async () => serverData, currentServerData: () => serverData } satisfies CommandServices;
}
