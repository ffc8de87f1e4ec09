// Proves `psw cp <index|id>` (issue 11) against a fake vault with the real crypto: the entry is
// read, its password opened with this tab's vault key and copied, and the clipboard cleared 30 s
// later; an argument of exactly 12 characters is an id (spec §5), a number an index into the last
// search, kept 5 minutes (spec §4, §9) and forgotten when the password login ends. Spec §8's
// messages for each way it cannot copy.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outcomeTexts } from '../../../testing/commandOutput';
import { refused } from '../../../testing/fakeServer';
import { generateVaultKey } from '../../../vault/vaultCrypto';
import { keptForMs } from './keptResults';
import { home, passwordTab, sealedEntry, stubClipboard } from './passwordTab.testing';

vi.mock('../../../vault/masterKey', () => import('../../../testing/fastMasterKey'));

afterEach(() => {
  vi.useRealTimers();
});

describe('psw cp', () => {
  it('copies the password at an index of the last search, and clears the clipboard 30 s later', async () => {
    const tab = await passwordTab();
    const clipboard = stubClipboard();
    await tab.run('psw search ba');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = await tab.run('psw cp 2');
    expect(answer.status).toBe('ok');
    expect(outcomeTexts(answer)).toEqual(['Password copied to clipboard', 'Bank 2']);
    expect(clipboard.text).toBe('pin 5678');
    expect(tab.reads('/password')).toEqual([{ passwordId: '000000000042' }]);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(clipboard.text).toBe('pin 5678');
    await vi.advanceTimersByTimeAsync(1);
    expect(clipboard.text).toBe('');
  });

  it('takes an argument of exactly 12 characters as an id, even one of digits, without a search', async () => {
    const tab = await passwordTab();
    const clipboard = stubClipboard();
    expect(outcomeTexts(await tab.run('psw cp pwentrymail1'))).toEqual(['Password copied to clipboard', 'Mail']);
    expect(clipboard.text).toBe('correct horse');
    expect(outcomeTexts(await tab.run('psw cp 000000000042'))).toEqual(['Password copied to clipboard', 'Bank 2']);
    expect(clipboard.text).toBe('pin 5678');
    expect(tab.reads('/password-shallow')).toEqual([]);
  });

  it("says 'No password found with id' for an id the vault does not hold", async () => {
    const tab = await passwordTab();
    const clipboard = stubClipboard();
    const answer = await tab.run('psw cp pwentryzzzz9');
    expect(answer.status).toBe('error');
    expect(outcomeTexts(answer)).toEqual(['No password found with id']);
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it("says 'No password found at index' past the last search's results, or without a search", async () => {
    const tab = await passwordTab();
    stubClipboard();
    expect(outcomeTexts(await tab.run('psw cp 1'))).toEqual(['No password found at index']);
    await tab.run('psw search ba');
    expect(outcomeTexts(await tab.run('psw cp 3'))).toEqual(['No password found at index']);
    expect(outcomeTexts(await tab.run('psw cp 0'))).toEqual(['No password found at index']);
    expect(tab.reads('/password')).toEqual([]);
  });

  it('keeps the search results for 5 minutes, then clears them', async () => {
    const tab = await passwordTab();
    const clipboard = stubClipboard();
    await tab.run('psw search ba');
    tab.clock.now += keptForMs - 1;
    expect(outcomeTexts(await tab.run('psw cp 1'))).toEqual(['Password copied to clipboard', 'Bank']);
    expect(clipboard.text).toBe('pin 1234');
    tab.clock.now += 1;
    expect(outcomeTexts(await tab.run('psw cp 1'))).toEqual(['No password found at index']);
    expect(outcomeTexts(await tab.run('psw cp'))).toEqual(['No search value provided']);
    expect(keptForMs).toBe(5 * 60 * 1000);
  });

  it('forgets the search results when a search finds nothing', async () => {
    const tab = await passwordTab();
    stubClipboard();
    await tab.run('psw search ba');
    await tab.run('psw search zebra');
    expect(outcomeTexts(await tab.run('psw cp 1'))).toEqual(['No password found at index']);
  });

  it('forgets the search results when the password login ends', async () => {
    const tab = await passwordTab();
    stubClipboard();
    await tab.run('psw search ba');
    tab.session.extraAuth.send({ type: 'logout.requested' });
    await tab.logInToPasswords();
    expect(outcomeTexts(await tab.run('psw cp 1'))).toEqual(['No password found at index']);
  });

  it('without an index or id, copies the only result of the last search, and lists several', async () => {
    const tab = await passwordTab();
    const clipboard = stubClipboard();
    expect(outcomeTexts(await tab.run('psw cp'))).toEqual(['No search value provided']);
    await tab.run('psw search ba');
    const several = await tab.run('psw cp');
    expect(several.status).toBe('error');
    expect(outcomeTexts(several)).toEqual(['Multiple passwords found, please specify index or id', '1. Bank (Home)', '2. Bank 2 (Home)']);
    expect(clipboard.writeText).not.toHaveBeenCalled();

    await tab.run('psw search hub');
    expect(outcomeTexts(await tab.run('psw cp'))).toEqual(['Password copied to clipboard', 'GitHub']);
    expect(clipboard.text).toBe('battery staple');
  });

  it('takes a name too: its only match is copied, several are listed and kept for the index', async () => {
    const tab = await passwordTab();
    const clipboard = stubClipboard();
    expect(outcomeTexts(await tab.run('psw cp mail'))).toEqual(['Password copied to clipboard', 'Mail']);
    expect(clipboard.text).toBe('correct horse');
    expect(outcomeTexts(await tab.run('psw cp bank'))).toEqual(['Multiple passwords found, please specify index or id', '1. Bank (Home)', '2. Bank 2 (Home)']);
    expect(outcomeTexts(await tab.run('psw cp 2'))).toEqual(['Password copied to clipboard', 'Bank 2']);
    expect(outcomeTexts(await tab.run('psw cp zebra'))).toEqual(['No matching passwords found']);
  });

  it("says 'Could not copy password' when the password does not open with this tab's key", async () => {
    const tab = await passwordTab();
    const clipboard = stubClipboard();
    tab.store.entries.push(await sealedEntry(await generateVaultKey(), 'pwentryold01', 'Old', home._id, 'lost'));
    const answer = await tab.run('psw cp pwentryold01');
    expect(answer.status).toBe('error');
    expect(outcomeTexts(answer)).toEqual(['Could not copy password']);
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it("says 'Could not copy password' when the browser refuses the clipboard", async () => {
    const tab = await passwordTab();
    const clipboard = stubClipboard();
    clipboard.writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    expect(outcomeTexts(await tab.run('psw cp pwentrymail1'))).toEqual(['Could not copy password']);
    expect(clipboard.text).toBe('');
  });

  it("says 'Could not get password.' when the entry cannot be read", async () => {
    const tab = await passwordTab();
    stubClipboard();
    tab.server.routes['GET /password'] = () => refused(500, 'INTERNAL', 'boom');
    expect(outcomeTexts(await tab.run('psw cp pwentrymail1'))).toEqual(['Could not get password.']);
  });
});
