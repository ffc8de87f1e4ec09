// Issue 11's figure (not assertions): keystroke → suggestion, the work the command line does on
// every key typed (parse, find the command, its completion from the cache, match), with 1,000
// time groups and 1,000 password names cached. The aim is under one frame (16 ms). Run:
//   npx vitest bench --run --project web src/web/hubs/commandLine/suggestions.bench.ts
import { bench, describe } from 'vitest';
import { apiFor } from '../../api/api';
import { createQueryClient } from '../../api/queryClient';
import { loadAreaCommands } from '../../areaCommands';
import { createAuthRuntime } from '../../auth/authRuntime';
import type { CommandServices } from '../../commandDefinition';
import { createFakeServer } from '../../testing/fakeServer';
import { installFakePasswordsServer } from '../../features/passwords/fakeServer.testing';
import { installFakeTimeServer } from '../../features/time/fakeServer.testing';
import { createMemorySession } from '../../testing/memorySession';
import { testUser } from '../../testing/testUser';
import { vaultKeyStore } from '../../vault/vaultKeyStore';
import { completeLine, suggestFor } from './registry/suggest';

const COUNT = 1000;
const user = testUser({ hasExtraPassword: true });
const server = createFakeServer({ user });
const pad = (n: number) => String(n).padStart(4, '0');
installFakeTimeServer(server, {
  groups: Array.from({ length: COUNT }, (_, n) => ({ _id: `group0000${pad(n)}`.slice(-12), name: `Group ${pad(n)}` })),
  subGroups: Array.from({ length: COUNT }, (_, n) => ({ _id: `subgr000${pad(n)}`.slice(-12), name: `task ${pad(n)}`, timeGroupId: `group0000${pad(n % 10)}`.slice(-12) })),
});
installFakePasswordsServer(server, {
  groups: [{ _id: 'pwgroup00001', name: 'Everyday' }],
  entries: Array.from({ length: COUNT }, (_, n) => ({
    _id: `pwentry0${pad(n)}`.slice(-12),
    name: `Site ${pad(n)}`,
    groupId: 'pwgroup00001',
    username: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
    password: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
    url: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
    notes: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  })),
});
const runtime = createAuthRuntime({
  fetch: server.fetch,
  baseUrl: 'http://app.test/api',
  session: createMemorySession(user),
  toasts: { send: () => undefined },
  navigate: () => undefined,
  translate: (_id, text) => text,
  fingerprint: async () => 'fp',
});
const serverData = { queryClient: createQueryClient(), api: apiFor(runtime.client) };
const commands = await loadAreaCommands();
// This tab as logged in to passwords (the password commands cache names only then).
await vaultKeyStore.set((await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt'])) as CryptoKey);
const signedIn = await runtime.signedIn.load();
const services: CommandServices = {
  runtime: { ...runtime, signedIn: { ...runtime.signedIn, current: () => ({ ...signedIn, hasExtraToken: () => true }) } },
  serverData: async () => serverData,
  currentServerData: () => serverData,
  navigate: () => undefined,
  goRoutes: () => new Map([['notes', '/notes-collections']]),
  commands: () => commands,
  now: () => Date.now(),
};
// Tab once per command: the groups, a group's sub groups and the password names are cached.
for (const line of ['tm in Group 0001 ', 'tm in Group 0001 t', 'psw search Site']) await completeLine(line, commands, services);

/** Each keystroke of a line typed from its first character, as the screen asks after each key. */
function typeLine(line: string) {
  let shown = 0;
  for (let i = 1; i <= line.length; i += 1) shown += suggestFor(line.slice(0, i), commands, services).suggestions.length;
  return shown;
}

describe(`keystroke → suggestion, ${COUNT} groups and ${COUNT} password names cached`, () => {
  const groupLine = 'tm in Group 0001 task 0001';
  const passwordLine = 'psw search Site 0999';
  if (typeLine(groupLine) === 0 || typeLine(passwordLine) === 0) throw new Error('nothing was suggested: the cache is not primed');
  bench(`one keystroke of \`${groupLine}\` (mean over its ${groupLine.length} keys)`, () => {
    typeLine(groupLine);
  });
  bench(`one keystroke of \`${passwordLine}\` (mean over its ${passwordLine.length} keys)`, () => {
    typeLine(passwordLine);
  });
});
