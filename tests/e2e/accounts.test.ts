// The accounts journey in real Chromium against `npm start`: sign up, set up the profile, sign
// out and in, turn on two-factor authentication and sign in with a code, set the extra password
// and open the password area with it, survive a reload, sign out. No console errors, no axe
// violations on the login, code step, security settings and password login screens. And two
// browsers signed in to one account: 2FA turned off in one shows "Off" in the other without a reload.
// Along the way the rough edges a new user met (issue 7): /password-login before any extra password
// leads to setting one, the sidebar marks Passwords throughout the password area, a refusal goes
// once the form is edited, the username and then the code take focus, the code takes digits only.
// And a visitor whose browser prefers Swedish and dark gets both until choosing otherwise; and a
// user deletes their account (the password asked again) and can no longer sign in.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage } from './browser';
import { api, e2ePassword, seedUser, signUp, type SignedInUser } from './session';
import { expectToast, recordToasts } from './toasts';
import { totpFor } from './totp';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pathname = (page: Page) => new URL(page.url()).pathname;

/** The accessible label of the focused element, or its tag when it has none. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return element?.labels?.[0]?.textContent ?? element?.tagName ?? null;
  });

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

async function submitLogin(page: Page, username: string, password: string) {
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('a new user', () => {
  it('signs up, turns on two-factor authentication, sets the extra password and opens the password area', async () => {
    const { page, errors } = await openPage(browser, baseUrl);
    const username = `e2e-${randomBytes(4).toString('hex')}`;
    const password = 'correct horse battery';
    const extraPassword = 'staple of the vault 42';

    // Sign up → "Setup user profile" → skip → home.
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/setup-profile');
    await page.getByRole('heading', { level: 1, name: 'Setup user profile' }).waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    // Before any extra password, /password-login asks for none: it leads to where one is set.
    await page.goto('/password-login');
    await page.getByRole('heading', { level: 1, name: 'Open passwords' }).waitFor();
    expect(await page.getByLabel('Extra password', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Set an extra password' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/auth');
    await page.getByRole('region', { name: 'Extra password' }).waitFor();

    // Sign out from the user menu, then back in with username and password: the username has
    // the caret on arrival, and a refusal goes as soon as the form is edited.
    await signOut(page);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Username');
    await expectNoAxeViolations(page);
    await submitLogin(page, username, 'not the password');
    const loginAlert = page.getByRole('alert').filter({ hasText: 'Wrong username or password' });
    await loginAlert.waitFor();
    await page.getByLabel('Password', { exact: true }).fill('');
    await loginAlert.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter a password.').waitFor();
    expect(await page.getByText('Wrong username or password').count()).toBe(0);
    await submitLogin(page, username, password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    // Turn on two-factor authentication with a code computed from the key on the screen.
    await page.goto('/settings/auth');
    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactor.getByRole('button', { name: 'Turn on', exact: true }).click();
    const code = twoFactor.getByLabel('Code from the app');
    await code.waitFor();
    const shownKey = (await twoFactor.getByText(/^([A-Z2-7]{4} )*[A-Z2-7]{1,4}$/).textContent()) ?? '';
    expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/); // grouped in fours
    const totp = totpFor(shownKey);
    await twoFactor.getByRole('img', { name: 'QR code for adding this account to an authenticator app' }).waitFor();
    await expectNoAxeViolations(page);
    await code.fill(await totp.next());
    await twoFactor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const recovery = twoFactor.getByRole('group', { name: 'Your recovery codes' });
    await recovery.waitFor();
    expect(await recovery.getByRole('listitem').count()).toBe(10);
    await recovery.getByRole('button', { name: 'I have stored them' }).click();
    await twoFactor.getByText('On: signing in asks for a code from your authenticator app.').waitFor();

    // Sign out; signing in now asks for a code after the password.
    await signOut(page);
    await submitLogin(page, username, password);
    await page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }).waitFor();
    expect(pathname(page)).toBe('/login');
    // The code field has the caret, takes digits only and is made for one-time codes.
    await expect.poll(() => focusedLabel(page)).toBe('Code');
    const codeField = page.getByLabel('Code', { exact: true });
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    await page.keyboard.type('12ab3');
    expect(await codeField.inputValue()).toBe('123');
    await codeField.fill('');
    await expectNoAxeViolations(page);
    await codeField.fill(await totp.next()); // the next step's code: this one's was used
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.waitFor();
    expect(await sidebar.getByRole('link', { name: 'Passwords' }).count()).toBe(0); // still disabled

    // Set the extra password; the sidebar's Passwords entry becomes a link.
    await page.goto('/settings/auth');
    const extra = page.getByRole('region', { name: 'Extra password' });
    await extra.getByText('No extra password is set yet.').waitFor();
    await extra.getByLabel('Your account password', { exact: true }).fill(password);
    await extra.getByLabel('New extra password', { exact: true }).fill(extraPassword);
    await extra.getByLabel('Repeat the new extra password', { exact: true }).fill(extraPassword);
    await extra.getByRole('button', { name: 'Set extra password' }).click();
    await extra.getByText('An extra password is set.').waitFor();
    await sidebar.getByRole('link', { name: 'Passwords' }).waitFor();

    // The password area opens only with the right extra password. The sidebar marks Passwords
    // as the current page at its door and inside it; "Wrong password" goes once the field is edited.
    await sidebar.getByRole('link', { name: 'Passwords' }).click();
    await page.waitForURL((url) => url.pathname === '/password-login');
    await page.getByRole('heading', { level: 1, name: 'Open passwords' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Passwords' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page);
    const extraField = page.getByLabel('Extra password', { exact: true });
    await extraField.fill('not the extra password');
    await page.getByRole('button', { name: 'Open passwords' }).click();
    const wrongPassword = page.getByRole('alert').filter({ hasText: 'Wrong password' });
    await wrongPassword.waitFor();
    expect(pathname(page)).toBe('/password-login');
    await extraField.fill(extraPassword);
    await wrongPassword.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open passwords' }).click();
    await page.waitForURL((url) => url.pathname === '/password-groups');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => sidebar.getByRole('link', { name: 'Passwords' }).getAttribute('aria-current')).toBe('page');

    // A reload keeps both sessions: still on the password groups, not sent to a login.
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(pathname(page)).toBe('/password-groups');

    await signOut(page);

    // The wrong login and the wrong extra password are answered 401 on purpose, and Chromium logs
    // a failed response as a console error. Exactly those two lines are expected; anything else
    // (a third 401 too) fails.
    const refused = (text: string) => text.startsWith('Failed to load resource: the server responded with a status of 401');
    expect(errors.filter(refused)).toHaveLength(2);
    expect(errors.filter((text) => !refused(text))).toEqual([]);
  }, 150_000);
});

describe('two browsers signed in to one account', () => {
  it('shows 2FA turned off in one browser as "Off" in the other once it is looked at again, without a reload', async () => {
    // The account, with 2FA on and its recovery codes (each works once, so no waiting for new TOTP steps).
    const { username, user: first } = await signUp(baseUrl);
    const { secret } = await api<{ secret: string }>(baseUrl, 'POST', '/auth/2fa/setup', undefined, first.access.token);
    const { recoveryCodes } = await api<{ recoveryCodes: string[] }>(
      baseUrl, 'POST', '/auth/2fa/enable', { code: await totpFor(secret).next() }, first.access.token,
    );
    const signIn = async (recoveryCode: string) => {
      const pending = await api<{ token: string }>(baseUrl, 'POST', '/auth/login', { username, password: e2ePassword });
      return api<SignedInUser>(baseUrl, 'POST', '/auth/2fa', { code: recoveryCode }, pending.token);
    };

    // Browser B has /settings/auth open and says "On".
    const b = await openPage(browser, baseUrl);
    await seedUser(b.page, await signIn(recoveryCodes[0]!));
    await b.page.goto('/settings/auth');
    const twoFactorB = b.page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactorB.getByText('On: signing in asks for a code from your authenticator app.').waitFor();

    // Browser A turns it off.
    const a = await openPage(browser, baseUrl);
    await seedUser(a.page, await signIn(recoveryCodes[1]!));
    await a.page.goto('/settings/auth');
    const twoFactorA = a.page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactorA.getByRole('button', { name: 'Turn off', exact: true }).click();
    await twoFactorA.getByLabel('Your account password', { exact: true }).fill(e2ePassword);
    await twoFactorA.getByLabel('Code from the app', { exact: true }).fill(recoveryCodes[2]!);
    await twoFactorA.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await twoFactorA.getByText('Off: signing in asks only for your password.').waitFor();

    // Back in browser B: the tab is looked at again (focus); no reload.
    await b.page.bringToFront();
    await b.page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    await twoFactorB.getByText('Off: signing in asks only for your password.').waitFor();
    await twoFactorB.getByRole('button', { name: 'Turn on', exact: true }).waitFor();
    expect(await b.page.evaluate(() => (JSON.parse(localStorage.getItem('lifelog.user') ?? '{}') as { is2faEnabled?: boolean }).is2faEnabled)).toBe(false);
    await expectNoAxeViolations(b.page);
    expect([...a.errors, ...b.errors]).toEqual([]);
  }, 90_000);
});

describe('a visitor whose browser prefers Swedish and a dark scheme', () => {
  it('gets the app in Swedish and dark until choosing otherwise, and the choice holds', async () => {
    const { page, errors } = await openPage(browser, baseUrl, { locale: 'sv-SE', colorScheme: 'dark' });
    const root = page.locator('html');

    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    expect(await root.getAttribute('lang')).toBe('sv-SE');
    expect(await root.getAttribute('class')).toContain('theme-dark');
    await expectNoAxeViolations(page);

    // Choosing English and light (the footer's switches) is remembered by this browser.
    await page.getByRole('combobox', { name: 'Språk' }).selectOption({ label: 'English' });
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'Dark theme', pressed: true }).click();
    await page.getByRole('button', { name: 'Dark theme', pressed: false }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await root.getAttribute('lang')).toBe('en');
    expect(await root.getAttribute('class')).toContain('theme-light');
    expect(errors).toEqual([]);
  }, 60_000);

  it('gets the signed-in user\'s saved language and theme, not the browser\'s', async () => {
    const { page, errors } = await openPage(browser, baseUrl, { locale: 'sv-SE', colorScheme: 'dark' });
    const { user } = await signUp(baseUrl);
    // The account keeps the defaults (English, light); nothing is stored for this browser yet.
    await page.addInitScript((stored) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('lifelog.user', stored);
    }, JSON.stringify({ ...user, access: { ...user.access, created: new Date().toISOString() } }));
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('class')).toContain('theme-light');
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('a user leaving', () => {
  it('deletes the account after giving the password again, and can no longer sign in', async () => {
    const { page, errors } = await openPage(browser, baseUrl);
    await page.addInitScript(recordToasts);
    const refusedCalls: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refusedCalls.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    const { username, user } = await signUp(baseUrl);
    await seedUser(page, user);
    await page.goto('/settings/auth');
    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByText('It cannot be undone.', { exact: false }).waitFor();
    await section.getByRole('button', { name: 'Delete my account…' }).click();

    // The password field takes the caret; a wrong password deletes nothing and says so.
    const passwordField = section.getByLabel('Your account password', { exact: true });
    await expect.poll(() => passwordField.evaluate((field) => field === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await passwordField.fill('not the password');
    await section.getByRole('button', { name: 'Delete my account and everything in it' }).click();
    await section.getByRole('alert').filter({ hasText: 'Wrong password' }).waitFor();
    expect(pathname(page)).toBe('/settings/auth');

    await passwordField.fill(e2ePassword);
    await section.getByRole('button', { name: 'Delete my account and everything in it' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expectToast(page, 'Your account and everything in it were deleted.');

    // The account is gone: its password signs nobody in, and its old session is refused.
    await submitLogin(page, username, e2ePassword);
    await page.getByRole('alert').filter({ hasText: 'Wrong username or password' }).waitFor();
    const oldSession = await fetch(`${baseUrl}/api/auth/session`, { headers: { 'x-access-token': user.access.token } });
    expect(oldSession.status).toBe(401);

    // Refused on purpose: the wrong password and the sign-in (Chromium logs each as a console
    // error). The deletion ended the session, so signing out asked the server nothing.
    expect(refusedCalls).toEqual([`401 DELETE /api/auth/user/${user._id}`, '401 POST /api/auth/login']);
    expect(errors.filter((text) => !text.startsWith('Failed to load resource: the server responded with a status of 401'))).toEqual([]);
  }, 60_000);
});
