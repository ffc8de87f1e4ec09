// Proves the vault's screens as routes of the app (loaders, lazy screens and texts, the real
// crypto) against the fake server: the hub searches by name and lists the groups; groups are
// added, renamed and deleted (a non-empty one asks where its entries go); a group's page lists
// its entries with their usernames opened in the browser and filters them; an entry's password is
// masked until shown, copies, edits (re-sealing only what changed), deletes after asking, and a
// seal that does not open says so; a new entry leaves the browser sealed. Spec §8's toasts, to the
// letter, with their kinds.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApp, renderApp, seedSession, type TestApp } from '../../router/router.testUtils';
import { installFakePasswordsServer, type FakePasswordsStore } from './fakeServer.testing';
import { createFakeServer, refused, type FakeServer } from '../../testing/fakeServer';
import { testUser } from '../../testing/testUser';
import { openField, sealSecrets } from '../../vault/vaultCrypto';
import { vaultKeyStore } from '../../vault/vaultKeyStore';
import type { PasswordEntry } from './queries';

// The shell has its own tests; here it is a bare frame around the route.
vi.mock('../../shell/AppShell', () => ({ AppShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

const work = { _id: 'pwgroupwork1', name: 'Work' };
const home = { _id: 'pwgrouphome1', name: 'Home' };
const stamp = '2026-11-20T10:00:00.000Z';

let vaultKey: CryptoKey;
let server: FakeServer;
let store: FakePasswordsStore;

async function entry(_id: string, name: string, groupId: string, secrets: { username: string; password: string; url?: string; notes?: string }): Promise<PasswordEntry> {
  const sealed = await sealSecrets(vaultKey, _id, { url: '', notes: '', ...secrets });
  return { _id, name, groupId, ...sealed, createdAt: stamp, updatedAt: stamp };
}

async function serve() {
  server = createFakeServer({ user: testUser() });
  store = installFakePasswordsServer(server, {
    groups: structuredClone([work, home]),
    entries: [
      await entry('pwentrymail1', 'Mail', work._id, { username: 'ada@work.example', password: 'correct horse', url: 'https://mail.example', notes: 'Desk 4' }),
      await entry('pwentrygit01', 'GitHub', work._id, { username: 'ada-l', password: 'battery staple' }),
      await entry('pwentrybank1', 'Bank', home._id, { username: 'ada.home', password: 'pin 1234' }),
    ],
  });
}

/** Every toast shown, with its kind (a toast lasts 1 s, so the queue alone could miss one). */
function recordToasts(app: TestApp) {
  const shown: Array<{ message: string; kind: string }> = [];
  const seen = new Set<number>();
  app.toastActor.subscribe((snapshot) => {
    for (const toast of snapshot.context.queue) {
      if (seen.has(toast.id)) continue;
      seen.add(toast.id);
      shown.push({ message: toast.message, kind: toast.kind });
    }
  });
  return shown;
}

async function open(path: string) {
  const app = await loadApp(path, server);
  const toasts = recordToasts(app);
  renderApp(app);
  return { app, toasts, user: userEvent.setup() };
}

const bodies = async (route: string) => (await server.calls(route)).map((call) => call.body as Record<string, unknown>);

beforeEach(async () => {
  seedSession('extra');
  vaultKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  await vaultKeyStore.set(vaultKey);
  await serve();
});

describe('/password-parent', () => {
  it('lists the groups with their counts, linked to their pages, and has the password logout', async () => {
    await open('/password-parent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password vault' })).toBeVisible();
    expect(document.title).toMatch(/^Password vault/);
    const groups = screen.getByRole('list', { name: 'Groups' });
    expect(within(groups).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home1 password', 'Work2 passwords']);
    expect(within(groups).getByRole('link', { name: /Work/ })).toHaveAttribute('href', '/password-group/pwgroupwork1');
    expect(screen.getByRole('button', { name: 'Lock passwords' })).toBeVisible();
    // Import and export (importExport/) load after the hub, below the groups.
    expect(await screen.findByRole('heading', { level: 2, name: 'Import passwords' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Export passwords' })).toBeVisible();
  });

  it('searches by name and shows each result with its username opened in the browser', async () => {
    const { app, user } = await open('/password-parent');
    await user.type(await screen.findByRole('searchbox', { name: 'Search passwords by name' }), 'MA');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 password named like “MA”')).toBeVisible();
    const results = screen.getByRole('list', { name: 'Search' });
    await waitFor(() => expect(within(results).getByRole('link')).toHaveTextContent('Mailada@work.exampleWork'));
    expect(app.router.state.location.search).toEqual({ name: 'MA' });
    const searches = server.requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === '/api/password');
    expect(searches.map((request) => new URL(request.url).searchParams.get('name'))).toEqual(['MA']);
  });

  it('says when nothing is named like the search, and clears it', async () => {
    const { user } = await open('/password-parent?name=zebra');
    expect(await screen.findByText('No passwords named like “zebra”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(screen.queryByText(/named like/)).toBeNull());
  });

  it('says how to start when there are no groups', async () => {
    store.groups = [];
    store.entries = [];
    await open('/password-parent');
    expect(await screen.findByText(/No groups yet\. Start with Manage groups/)).toBeVisible();
  });

  it("says 'Could not fetch password groups' when they cannot be fetched, and tries again", async () => {
    const real = server.routes['GET /password-group']!;
    server.routes['GET /password-group'] = () => refused(500, 'INTERNAL', 'boom');
    const { toasts, user } = await open('/password-parent');
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Could not fetch password groups', kind: 'error' }));
    server.routes['GET /password-group'] = real;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Work/ })).toBeVisible();
  });
});

describe('/password-groups', () => {
  it("adds a group with the info toast 'Added password group.'", async () => {
    const { toasts, user } = await open('/password-groups');
    await user.type(await screen.findByLabelText('New group'), 'Banking{Enter}');
    expect(await screen.findByRole('link', { name: 'Open Banking' })).toBeVisible();
    expect(toasts).toContainEqual({ message: 'Added password group.', kind: 'info' });
    expect(await bodies('POST /password-group')).toEqual([{ name: 'Banking' }]);
  });

  it("says 'Could not add password group.' when the server refuses", async () => {
    const { toasts, user } = await open('/password-groups');
    await user.type(await screen.findByLabelText('New group'), 'work{Enter}');
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Could not add password group.', kind: 'error' }));
    expect(screen.getByLabelText('New group')).toHaveValue('work');
  });

  it('renames a group in place', async () => {
    const { user } = await open('/password-groups');
    await user.click(await screen.findByRole('button', { name: 'Rename Home' }));
    const field = screen.getByLabelText('New name for Home');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Family{Enter}');
    expect(await screen.findByRole('link', { name: 'Open Family' })).toBeVisible();
    expect(await bodies('PUT /password-group')).toEqual([{ _id: home._id, name: 'Family' }]);
  });

  it('deletes an empty group after asking', async () => {
    store.entries = store.entries.filter((e) => e.groupId !== home._id);
    const { user } = await open('/password-groups');
    await user.click(await screen.findByRole('button', { name: 'Delete Home' }));
    expect(screen.getByRole('group', { name: 'Delete the empty group Home?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Home' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open Home' })).toBeNull());
    expect(await bodies('DELETE /password-group')).toEqual([{ data: home._id }]);
  });

  it('asks what becomes of a non-empty group’s entries, and moves them into another group', async () => {
    const { user } = await open('/password-groups');
    await user.click(await screen.findByRole('button', { name: 'Delete Work' }));
    const panel = screen.getByRole('group', { name: 'Work holds 2 passwords. What should happen to the passwords?' });
    expect(within(panel).getByRole('radio', { name: 'Delete them with the group' })).toBeChecked();
    await user.click(within(panel).getByRole('radio', { name: 'Move them to another group' }));
    expect(within(panel).getByRole('combobox', { name: 'Move to' })).toHaveValue(home._id);
    await user.click(within(panel).getByRole('button', { name: 'Move and delete Work' }));
    expect(await screen.findByText('3 passwords')).toBeVisible();
    expect(await bodies('DELETE /password-group')).toEqual([{ data: work._id, entries: 'move', moveTo: home._id }]);
    expect(store.entries.map((e) => e.groupId)).toEqual([home._id, home._id, home._id]);
  });

  it('deletes a non-empty group with its entries when asked to', async () => {
    const { user } = await open('/password-groups');
    await user.click(await screen.findByRole('button', { name: 'Delete Work' }));
    await user.click(screen.getByRole('button', { name: 'Delete Work and its passwords' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open Work' })).toBeNull());
    expect(store.entries.map((e) => e.name)).toEqual(['Bank']);
  });
});

describe('/password-group/:groupId', () => {
  it('lists its entries by name with their usernames opened, and filters by either', async () => {
    const { user } = await open('/password-group/pwgroupwork1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
    const list = () => screen.getByRole('list', { name: 'Work' });
    await waitFor(() => expect(within(list()).getAllByRole('link').map((link) => link.textContent)).toEqual(['GitHubada-l', 'Mailada@work.example']));
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name or username' }), 'work.ex');
    await waitFor(() => expect(within(list()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Mailada@work.example']));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No password matches “work.exzzz”.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add password' })).toHaveAttribute('href', '/add-password/pwgroupwork1');
  });

  it('says how to start in an empty group', async () => {
    store.entries = [];
    await open('/password-group/pwgroupwork1');
    expect(await screen.findByText(/No passwords in this group yet/)).toBeVisible();
  });

  it('says a group that does not exist is not there, with the way back', async () => {
    await open('/password-group/pwgroupnone1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This group does not exist (any more).');
    expect(screen.getByRole('link', { name: 'Back to the vault' })).toHaveAttribute('href', '/password-parent');
  });

  it('marks an entry whose username does not open instead of showing garbage', async () => {
    const other = store.entries.find((e) => e._id === 'pwentrybank1')!;
    store.entries.find((e) => e._id === 'pwentrygit01')!.username = other.username;
    await open('/password-group/pwgroupwork1');
    const row = await screen.findByRole('link', { name: /GitHub/ });
    await waitFor(() => expect(row).toHaveTextContent(/Cannot be decrypted/));
    expect(row).not.toHaveTextContent('ada.home');
  });

  it("says 'Could not get passwords.' when the entries cannot be fetched", async () => {
    server.routes['GET /password'] = () => refused(500, 'INTERNAL', 'boom');
    const { toasts } = await open('/password-group/pwgroupwork1');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Could not get passwords.', kind: 'error' }));
  });
});

describe('/password/:passwordId', () => {
  it('shows the username, masks the password until shown, and opens the rest', async () => {
    const { user } = await open('/password/pwentrymail1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
    expect(await screen.findByText('ada@work.example')).toBeVisible();
    expect(screen.queryByText('correct horse')).toBeNull();
    expect(screen.getByLabelText('Hidden')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByText('correct horse')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'https://mail.example' })).toHaveAttribute('rel', 'noreferrer noopener');
    expect(screen.getByText('Desk 4')).toBeVisible();
  });

  it('copies the password and clears the clipboard 30 s later if it still holds it', async () => {
    const { toasts, user } = await open('/password/pwentrymail1');
    await screen.findByText('ada@work.example');
    let clipboard = '';
    const timers: Array<() => void> = [];
    const writeText = vi.fn(async (text: string) => void (clipboard = text));
    // After user-event's setup, which puts a clipboard of its own on navigator.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText, readText: async () => clipboard }, configurable: true });
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    await waitFor(() => expect(clipboard).toBe('correct horse'));
    const clearing = setTimeoutSpy.mock.calls.find((call) => call[1] === 30_000);
    expect(clearing).toBeDefined();
    timers.push(clearing![0] as () => void);
    setTimeoutSpy.mockRestore();
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Copied. The clipboard is cleared in 30 seconds.', kind: 'info' }));
    await act(async () => timers[0]!());
    await waitFor(() => expect(clipboard).toBe(''));
  });

  it("edits the entry, sending only the changed fields, sealed: 'Updated password.'", async () => {
    const { toasts, user } = await open('/password/pwentrymail1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const username = screen.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'ada@new.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ada@new.example')).toBeVisible();
    expect(toasts).toContainEqual({ message: 'Updated password.', kind: 'success' });
    const [body] = await bodies('PUT /password');
    expect(Object.keys(body!)).toEqual(['_id', 'username']);
    expect(JSON.stringify(body)).not.toContain('ada@new.example');
    expect(await openField(vaultKey, 'pwentrymail1', 'username', body!.username as string)).toBe('ada@new.example');
  });

  it("says 'Could not update password.' and keeps the form when the server refuses", async () => {
    server.routes['PUT /password'] = () => refused(500, 'INTERNAL', 'boom');
    const { toasts, user } = await open('/password/pwentrymail1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Notes'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Could not update password.', kind: 'error' }));
    expect(screen.getByLabelText('Notes')).toHaveValue('Desk 4!');
  });

  it("deletes after asking, with the info toast 'Password deleted.', and returns to its group", async () => {
    const { app, toasts, user } = await open('/password/pwentrymail1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Mail' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/password-group/pwgroupwork1'));
    expect(toasts).toContainEqual({ message: 'Password deleted.', kind: 'info' });
    expect(toasts.map((toast) => toast.message)).not.toContain('Could not get password.');
    expect(store.entries.map((e) => e.name)).toEqual(['GitHub', 'Bank']);
  });

  it("says 'Could not delete password.' when the server refuses", async () => {
    server.routes['DELETE /password'] = () => refused(500, 'INTERNAL', 'boom');
    const { toasts, user } = await open('/password/pwentrymail1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete Mail' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Could not delete password.', kind: 'error' }));
  });

  it('says clearly that a ciphertext moved from another entry cannot be decrypted, and shows none of it', async () => {
    const bank = store.entries.find((e) => e._id === 'pwentrybank1')!;
    store.entries.find((e) => e._id === 'pwentrymail1')!.password = bank.password;
    await open('/password/pwentrymail1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This entry cannot be decrypted.');
    expect(screen.queryByText('ada@work.example')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('says a tampered ciphertext cannot be decrypted', async () => {
    const mail = store.entries.find((e) => e._id === 'pwentrymail1')!;
    const last = mail.notes.at(-2) === 'A' ? 'B' : 'A';
    mail.notes = `${mail.notes.slice(0, -2)}${last}${mail.notes.at(-1)}`;
    await open('/password/pwentrymail1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This entry cannot be decrypted.');
  });

  it("says 'Could not get password.' for an entry that does not exist, with the way back", async () => {
    const { toasts } = await open('/password/pwentrynone1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password does not exist (any more).');
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Could not get password.', kind: 'error' }));
  });
});

describe('/add-password/:groupId', () => {
  it("seals the secrets in the browser and sends only ciphertext: 'Added password.'", async () => {
    const { app, toasts, user } = await open('/add-password/pwgrouphome1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add password' })).toBeVisible();
    await user.type(screen.getByLabelText('Name'), 'Library');
    await user.type(screen.getByLabelText('Username'), 'reader42');
    await user.type(screen.getByLabelText('Password'), 's3cret-shelf');
    await user.type(screen.getByLabelText('Website'), 'https://library.example');
    await user.click(screen.getByRole('button', { name: 'Add password' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/password-group/pwgrouphome1'));
    expect(toasts).toContainEqual({ message: 'Added password.', kind: 'success' });
    const [body] = await bodies('POST /password');
    const sent = JSON.stringify(body);
    for (const secret of ['reader42', 's3cret-shelf', 'library.example']) expect(sent).not.toContain(secret);
    expect(body).toMatchObject({ name: 'Library', groupId: home._id });
    expect(String(body!._id)).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await openField(vaultKey, String(body!._id), 'password', String(body!.password))).toBe('s3cret-shelf');
    expect(await screen.findByRole('link', { name: /Libraryreader42/ })).toBeVisible();
  });

  it('puts a generated password in the form', async () => {
    const { user } = await open('/add-password/pwgrouphome1');
    await user.click(await screen.findByRole('button', { name: 'Generate a password' }));
    const length = screen.getByRole('spinbutton', { name: /Length/ });
    await user.clear(length);
    await user.type(length, '32');
    await user.click(screen.getByRole('checkbox', { name: 'Symbols (!#$…)' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const generated = screen.getByRole('status', { name: 'Generated password' }).textContent!;
    expect(generated).toMatch(/^[A-Za-z0-9]{32}$/);
    await user.click(screen.getByRole('button', { name: 'Use this password' }));
    expect(screen.getByLabelText('Password')).toHaveValue(generated);
  });

  it('makes a passphrase of words from the list', async () => {
    const { user } = await open('/add-password/pwgrouphome1');
    await user.click(await screen.findByRole('button', { name: 'Generate a password' }));
    await user.click(screen.getByRole('radio', { name: 'Passphrase' }));
    const separator = screen.getByLabelText('Between words');
    await user.clear(separator);
    await user.type(separator, '.');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Generated password' }).textContent).toMatch(/^[a-z-]+(\.[a-z-]+){5}$/));
  });

  it("says 'Could not add password.' and keeps what was typed", async () => {
    server.routes['POST /password'] = () => refused(500, 'INTERNAL', 'boom');
    const { toasts, user } = await open('/add-password/pwgrouphome1');
    await user.type(await screen.findByLabelText('Name'), 'Library');
    await user.click(screen.getByRole('button', { name: 'Add password' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Could not add password.', kind: 'error' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Library');
  });

  it('asks for a name first', async () => {
    const { user } = await open('/add-password/pwgrouphome1');
    await user.click(await screen.findByRole('button', { name: 'Add password' }));
    expect(screen.getByText('Give the password a name')).toBeVisible();
    expect(await bodies('POST /password')).toEqual([]);
  });
});

describe('the password logout', () => {
  it('locks the vault: the key goes and the page goes to /password-login', async () => {
    const { app, user } = await open('/password-group/pwgroupwork1');
    await user.click(await screen.findByRole('button', { name: 'Lock passwords' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/password-login'));
    expect(vaultKeyStore.get()).toBeNull();
  });
});
