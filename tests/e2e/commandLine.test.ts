// The command line as its user meets it in real Chromium against `npm start` (issue 11's "done
// when"): Shift+. opens it over a page, `tm in` with Tab completion starts a stamp and `tm out`
// stops it, `go notes` goes there, `psw search` then `psw cp 1` puts the secret on the clipboard,
// `/cli/tm%20out` from the address bar runs, and a visitor and a user without the password login
// get spec §6's two refusals.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newEntryId, sealSecrets } from '../../src/web/vault/vaultCrypto';
import { createVault } from '../../src/web/vault/vaultKeys';
import { expectNoAxeViolations, launchBrowser, openPage, type WatchedPage } from './browser';
import { api, e2ePassword, seedUser, signUp, type SignedInUser } from './session';

const baseUrl = inject('baseUrl');
const extraPassword = 'Otter-Beacon-Extra-2290';
const github = { username: 'cli-e2e@example.test', password: 'Cli-Secret-Github-e2e-64!', url: '', notes: '' };

let browser: Browser;
let watched: WatchedPage;
let page: Page;
let token: string;

interface Stamp {
  _id: string;
  name: string;
  ended: boolean;
}
const activeStamps = async () => (await api<{ timeStamps: Stamp[] }>(baseUrl, 'GET', '/time-stamp?active=true', undefined, token)).timeStamps;

const dialog = () => page.getByRole('dialog', { name: 'Command line' });
const commandField = () => page.getByRole('combobox', { name: 'Command' });
const output = () => page.getByRole('log', { name: 'Command output' });

/** Shift+. on whatever has the focus: the overlay opens with its field focused. */
async function openCommandLine() {
  await page.keyboard.press('Shift+Period');
  await dialog().waitFor();
  await expect.poll(() => commandField().evaluate((field) => field === document.activeElement)).toBe(true);
}

/** Types a line, Enter, and waits for `answer` (a whole line, or a pattern) in the output. */
async function run(line: string, answer: string | RegExp, timeout = 10_000) {
  await commandField().fill(line);
  await commandField().press('Enter');
  await output().getByText(answer, { exact: true }).last().waitFor({ timeout });
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { username } = await signUp(baseUrl);
  const login = () => api<SignedInUser>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword });
  const user = await login();
  token = user.access.token;
  for (const name of ['Work', 'Writing']) await api(baseUrl, 'POST', '/time-group', { name }, token);

  // The vault as the browser makes it (src/web/vault at its real cost), with one entry.
  const created = await createVault(extraPassword);
  await api(baseUrl, 'PUT', `/auth/user/${user._id}`, { currentPassword: e2ePassword, extraPassword: created.authKey, vault: created.vault }, token);
  const extra = await api<{ token: string }>(baseUrl, 'POST', '/auth/extra-password', { extraPassword: created.authKey }, token);
  const withExtra = async <T>(method: string, path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-access-token': token, 'x-extra-token': extra.token },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { status: boolean; data: T };
    expect(envelope.status, JSON.stringify(envelope)).toBe(true);
    return envelope.data;
  };
  const group = await withExtra<{ _id: string }>('POST', '/password-group', { name: 'Everyday' });
  const _id = newEntryId();
  await withExtra('POST', '/password', { _id, name: 'GitHub', groupId: group._id, ...(await sealSecrets(created.vaultKey, _id, github)) });

  watched = await openPage(browser, baseUrl, { permissions: ['clipboard-read', 'clipboard-write'] });
  page = watched.page;
  await seedUser(page, await login());
}, 60_000);

afterAll(async () => {
  expect(watched.errors).toEqual([]);
  await browser?.close();
});

describe('the command line', () => {
  it('tells a visitor every command but the login needs one (spec §6)', async () => {
    const visitor = await openPage(browser, baseUrl);
    await visitor.page.goto('/cli/tm%20groups');
    await visitor.page.getByRole('log', { name: 'Command output' }).getByText('Not logged in.').waitFor();
    await visitor.page.close();
    expect(visitor.errors).toEqual([]);
  });

  it('opens with Shift+. and starts a stamp with tm in, Tab completing the group', async () => {
    await page.goto('/');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await openCommandLine();
    await expectNoAxeViolations(page);
    await commandField().pressSequentially('tm in wo');
    await commandField().press('Tab');
    await expect.poll(() => commandField().inputValue()).toBe('tm in Work ');
    await commandField().pressSequentially('coding');
    await commandField().press('Enter');
    await output().getByText('Stamped in: Work › coding', { exact: true }).waitFor();
    expect((await activeStamps()).map((stamp) => stamp.name)).toEqual(['coding']);
  });

  it('stops it with tm out', async () => {
    await run('tm out', /^Stamped out: Work › coding after/);
    expect(await activeStamps()).toEqual([]);
    await run('tm out', 'No active stamps');
  });

  it('goes to the notes with go notes, and the overlay gives way', async () => {
    await commandField().fill('go notes');
    await commandField().press('Enter');
    await page.waitForURL('**/notes-collections');
    expect(await dialog().count()).toBe(0);
  });

  it('refuses psw without the password login, then opens it with us -p', async () => {
    await openCommandLine();
    await run('psw search git', 'You are not logged in to passwords. Please login first.');
    await commandField().fill('us -p');
    await commandField().press('Enter');
    const secret = dialog().getByLabel('Extra password');
    await secret.waitFor();
    expect(await secret.getAttribute('type')).toBe('password');
    await secret.fill(extraPassword);
    await secret.press('Enter');
    await output().getByText('Logged in to passwords', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await dialog().textContent()).not.toContain(extraPassword);
  }, 90_000);

  it('finds a password with psw search and copies it with psw cp 1', async () => {
    await run('psw search git', 'GitHub');
    await run('psw cp 1', 'Password copied to clipboard');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(github.password);
  });

  it('recalls the last lines with Up', async () => {
    await commandField().press('ArrowUp');
    await expect.poll(() => commandField().inputValue()).toBe('psw cp 1');
    await commandField().press('ArrowUp');
    await expect.poll(() => commandField().inputValue()).toBe('psw search git');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('runs tm out from the address bar: /cli/tm%20out, with no navbar', async () => {
    const groups = await api<Array<{ _id: string; name: string }>>(baseUrl, 'GET', '/time-group?shallow=true', undefined, token);
    const work = groups.find((group) => group.name === 'Work')!;
    await api(baseUrl, 'POST', '/time-stamp', { name: 'review', timeGroupId: work._id }, token);
    expect(await activeStamps()).toHaveLength(1);
    await page.goto('/cli/tm%20out');
    await output().getByText(/^Stamped out: Work › review after/).waitFor();
    expect(await activeStamps()).toEqual([]);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.title()).toContain('Command line');
    await expectNoAxeViolations(page);
  });
});
