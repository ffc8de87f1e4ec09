// Proves the section as a user meets it, on a fake server with the real crypto: a Bitwarden CSV
// is previewed (count, groups new and existing, a duplicate of an existing entry skipped) and
// saved in one request that holds no plaintext; a failed save says nothing was saved and offers
// a retry; refused files say why and lead back; this app's export made with another extra
// password asks for it ('Wrong password' when wrong) and a tampered one saves nothing; the
// encrypted export downloads no secret; the plaintext CSV needs the extra password again.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vaultKeyStore } from '../../../vault/vaultKeyStore';
import { cheapKdfForTests } from '../../../vault/vault.testing';
import { sealSecrets } from '../../../vault/vaultCrypto';
import { createVault } from '../../../vault/vaultKeys';
import { en } from '../../../testing/catalogue';
import { createFakeServer, ok, refused } from '../../../testing/fakeServer';
import { recordToasts, renderWithShell } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import { testTokenPair } from '../../../testing/storedSession';
import { localSession } from '../../../session/localSession';
import { createToastActor } from '../../../shell/toastActor';
import { downloadText } from '../../../components/downloadText';
import { bitwardenCsv, bitwardenEncryptedJson } from './importFixtures';
import { ImportExportSection } from './ImportExportSection';
import { buildVaultFile } from './vaultFile';

// The extra password's derivation at a test cost (the app's is 64 MiB, a second a try).
vi.mock('../../../vault/vaultKeys', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../vault/vaultKeys')>();
  return { ...real, openVault: (password: string, vault: Parameters<typeof real.openVault>[1]) => real.openVault(password, vault, cheapKdfForTests) };
});
vi.mock('../../../components/downloadText', () => ({ downloadText: vi.fn() }));

const t = (key: string) => en(`passwords.${key}`);
const at = '2026-11-25T05:00:00.000Z';

async function setUp() {
  const { vault, vaultKey } = await createVault('extra pass phrase', cheapKdfForTests);
  const gitlab = { _id: 'entryGitLab1', name: 'GitLab', groupId: 'groupWork001', createdAt: at, updatedAt: at };
  const passwords = [{ ...gitlab, ...(await sealSecrets(vaultKey, gitlab._id, { username: 'anna.k', password: 'old-secret', url: 'https://gitlab.com', notes: '' })) }];
  const groups = [{ _id: 'groupWork001', name: 'Work', count: 1 }];
  const server = createFakeServer({ user: testUser({ hasExtraPassword: true }) });
  server.routes['GET /password'] = () => ok(passwords);
  server.routes['GET /password-group'] = () => ok(groups);
  server.routes['GET /auth/extra-password'] = () => ok(vault);
  server.routes['POST /password-import'] = (_request, body) => ok({ groups: (body as { groups: unknown[] }).groups.length, passwords: (body as { passwords: unknown[] }).passwords.length });
  const toastActor = createToastActor();
  const toasts = recordToasts(toastActor);
  const rendered = await renderWithShell(<ImportExportSection />, { user: testUser({ hasExtraPassword: true }), server, toastActor });
  // Logged in to the passwords: the extra token, and the tab's vault key (a session without that
  // token drops the key when it starts, so both are set once the shell is up).
  localSession.setExtraToken(testTokenPair('extra'));
  await vaultKeyStore.set(vaultKey);
  return { ...rendered, vault, vaultKey, passwords, groups, toasts };
}

/** The section's announced refusal (the shell has alert regions of its own). */
const alertIn = (heading: string) => () =>
  waitFor(() => {
    const alert = within(screen.getByRole('region', { name: heading })).getByRole('alert');
    expect(alert).not.toBeEmptyDOMElement();
    return alert;
  });
const importAlert = alertIn('Import passwords');
const exportAlert = alertIn('Export passwords');

const file = (content: string, name: string) => new File([content], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/json' });

beforeEach(() => vi.mocked(downloadText).mockClear());
afterEach(() => vaultKeyStore.clear());

describe('ImportExportSection: import', () => {
  it('previews a Bitwarden CSV, skips the duplicate of an existing entry, and saves the rest sealed in one request', async () => {
    const { user, server, toasts } = await setUp();
    await user.upload(screen.getByLabelText(t('import.fileLabel')), file(bitwardenCsv, 'bitwarden_export.csv'));

    const preview = await screen.findByRole('group', { name: t('import.previewHeading') });
    expect(preview).toHaveTextContent('5 entries from Bitwarden (CSV).');
    expect(preview).toHaveTextContent('1 item that is not a login');
    const groupsList = within(preview).getAllByRole('list')[0]!;
    expect(within(groupsList).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Imported: 2 entriesnew group',
      'Social: 1 entrynew group',
      'Work: 1 entryexisting group',
    ]);
    expect(preview).toHaveTextContent('1 entry has the name and username of an entry already in your passwords');
    const skip = within(preview).getByRole('checkbox', { name: t('import.skipDuplicates') });
    expect(skip).toBeChecked();

    await user.click(skip);
    expect(within(preview).getByRole('button', { name: 'Import 5 entries' })).toBeInTheDocument();
    await user.click(skip);
    await user.click(within(preview).getByRole('button', { name: 'Import 4 entries' }));

    await waitFor(() => expect(toasts).toContain('Imported 4 passwords.'));
    const [call] = await server.calls('POST /password-import');
    const body = call!.body as { groups: Array<{ name: string }>; passwords: Array<{ name: string; groupId: string }> };
    expect(body.groups.map((group) => group.name).sort()).toEqual(['Imported', 'Social']);
    expect(body.passwords.map((entry) => entry.name)).toEqual(['Mastodon', 'Router', '=HYPERLINK("x")', 'www.example.com']);
    expect(body.passwords.find((entry) => entry.name === '=HYPERLINK("x")')?.groupId).toBe('groupWork001');
    const sent = JSON.stringify(body);
    for (const secret of ['anna@example.com', 'c0rrect-h0rse', 'Åsa på ön', 'mastodon.social', 'JBSWY3DPEHPK3PXP']) expect(sent).not.toContain(secret);
    expect(await screen.findByLabelText(t('import.fileLabel'))).toHaveFocus();
  });

  it('says nothing was saved when the server refuses the import, and shows the preview again on Try again', async () => {
    const { user, server } = await setUp();
    server.routes['POST /password-import'] = () => refused(500, 'INTERNAL', 'boom');
    await user.upload(screen.getByLabelText(t('import.fileLabel')), file(bitwardenCsv, 'export.csv'));
    await user.click(await screen.findByRole('button', { name: 'Import 4 entries' }));
    expect(await importAlert()).toHaveTextContent(`The import failed and nothing was saved. ${t('import.saveFailedReason')}`);
    await user.click(screen.getByRole('button', { name: t('import.tryAgain') }));
    expect(await screen.findByRole('button', { name: 'Import 4 entries' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('import.cancel') }));
    expect(screen.getByLabelText(t('import.fileLabel'))).toHaveFocus();
  });

  it.each([
    ['an encrypted Bitwarden export', bitwardenEncryptedJson, 'bitwarden_encrypted.json', 'import.encryptedBitwarden'],
    ['a file of another kind', 'url,username,password\nhttps://a.example,me,pw\n', 'chrome.csv', 'import.unknownFormat'],
  ])('refuses %s, says why, and leads back to the file field', async (_what, content, name, message) => {
    const { user, server } = await setUp();
    await user.upload(screen.getByLabelText(t('import.fileLabel')), file(content, name));
    expect(await importAlert()).toHaveTextContent(t(message));
    const back = screen.getByRole('button', { name: t('import.chooseAnother') });
    expect(back).toHaveFocus();
    await user.click(back);
    expect(screen.getByLabelText(t('import.fileLabel'))).toBeInTheDocument();
    expect(await server.calls('POST /password-import')).toEqual([]);
  });

  it('refuses a file too large to be an export before reading it', async () => {
    const { user } = await setUp();
    const huge = file('x', 'movie.csv');
    Object.defineProperty(huge, 'size', { value: 60 * 1024 * 1024 });
    const text = vi.spyOn(huge, 'text');
    await user.upload(screen.getByLabelText(t('import.fileLabel')), huge);
    expect(await importAlert()).toHaveTextContent(t('import.fileTooLarge'));
    expect(text).not.toHaveBeenCalled();
  });

  it("asks for the extra password of an export made with another vault key, refuses a wrong one, and previews its entries", async () => {
    const { user } = await setUp();
    const other = await createVault('the old vault', cheapKdfForTests);
    const entry = { _id: 'entryOther01', name: 'Bank', groupId: 'groupMoney01', createdAt: at, updatedAt: at };
    const sealed = { ...entry, ...(await sealSecrets(other.vaultKey, entry._id, { username: 'anna', password: 'pin', url: '', notes: '' })) };
    const exported = JSON.stringify(buildVaultFile(other.vault, [{ _id: 'groupMoney01', name: 'Money' }], [sealed]));
    await user.upload(screen.getByLabelText(t('import.fileLabel')), file(exported, 'lifelog-passwords.json'));

    const field = await screen.findByLabelText(t('import.filePasswordLabel'));
    expect(field).toHaveFocus();
    await user.type(field, 'not it{Enter}');
    expect(await importAlert()).toHaveTextContent('Wrong password');
    await user.clear(field);
    await user.type(field, 'the old vault{Enter}');
    const preview = await screen.findByRole('group', { name: t('import.previewHeading') });
    expect(preview).toHaveTextContent('1 entry from an encrypted export of this app.');
    expect(preview).toHaveTextContent('Money: 1 entrynew group');
  });

  it('re-imports its own export only when told to import the duplicates', async () => {
    const { user, server, vault, groups, passwords } = await setUp();
    await user.upload(screen.getByLabelText(t('import.fileLabel')), file(JSON.stringify(buildVaultFile(vault, groups, passwords)), 'backup.json'));
    // The tab's vault key opens it: no password asked. Every entry is already there.
    const preview = await screen.findByRole('group', { name: t('import.previewHeading') });
    expect(preview).toHaveTextContent(t('import.allDuplicates'));
    expect(within(preview).getByRole('button', { name: 'Import 0 entries' })).toBeDisabled();
    await user.click(within(preview).getByRole('checkbox', { name: t('import.skipDuplicates') }));
    await user.click(within(preview).getByRole('button', { name: 'Import 1 entry' }));
    await waitFor(async () => expect(await server.calls('POST /password-import')).toHaveLength(1));
    const [call] = await server.calls('POST /password-import');
    const body = call!.body as { groups: unknown[]; passwords: Array<{ _id: string; name: string; groupId: string }> };
    expect(body.groups).toEqual([]);
    expect(body.passwords).toMatchObject([{ name: 'GitLab', groupId: 'groupWork001' }]);
    expect(body.passwords[0]!._id).not.toBe('entryGitLab1');
  });

  it('refuses an export whose ciphertext was changed, and saves nothing', async () => {
    const { user, server, vault, groups, passwords } = await setUp();
    const tampered = structuredClone(passwords);
    tampered[0]!.password = passwords[0]!.username; // moved from another field: the associated data differs
    await user.upload(screen.getByLabelText(t('import.fileLabel')), file(JSON.stringify(buildVaultFile(vault, groups, tampered)), 'export.json'));
    // The tab's vault key does not open the first entry, so the file's password is asked first.
    await user.type(await screen.findByLabelText(t('import.filePasswordLabel')), 'extra pass phrase{Enter}');
    expect(await importAlert()).toHaveTextContent('This file was changed after it was exported: the entry “GitLab” does not decrypt. Nothing was imported.');
    expect(await server.calls('POST /password-import')).toEqual([]);
  });
});

describe('ImportExportSection: export', () => {
  it('downloads the encrypted file: the wrapped key and the sealed entries, no secret', async () => {
    const { user, vault, toasts } = await setUp();
    await user.click(screen.getByRole('button', { name: t('export.encryptedButton') }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    const [name, text, type] = vi.mocked(downloadText).mock.calls[0]!;
    expect(name).toMatch(/^lifelog-passwords-\d{4}-\d{2}-\d{2}\.json$/);
    expect(type).toBe('application/json');
    expect(JSON.parse(text)).toMatchObject({ format: 'lifelog-vault', version: 1, kdf: vault.kdf, wrappedVaultKey: vault.wrappedVaultKey, groups: [{ _id: 'groupWork001', name: 'Work' }] });
    for (const secret of ['anna.k', 'old-secret', 'gitlab.com', 'extra pass phrase']) expect(text).not.toContain(secret);
    await waitFor(() => expect(toasts).toContain('Exported 1 password to an encrypted file.'));
  });

  it('downloads the plaintext CSV only behind the warning and the extra password typed again', async () => {
    const { user, toasts } = await setUp();
    await user.click(screen.getByRole('button', { name: t('export.csvStart') }));
    const field = screen.getByLabelText(t('export.csvPasswordLabel'));
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t('export.csvSubmit') }));
    expect(field).toHaveAccessibleDescription(t('export.csvPasswordEmpty'));
    await user.type(field, 'wrong one{Enter}');
    expect(await exportAlert()).toHaveTextContent('Wrong password');
    expect(downloadText).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'extra pass phrase{Enter}');
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    const [name, csv] = vi.mocked(downloadText).mock.calls[0]!;
    expect(name).toMatch(/-plaintext\.csv$/);
    expect(csv.split('\r\n')).toEqual([
      'folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp',
      'Work,,login,GitLab,,,0,https://gitlab.com,anna.k,old-secret,',
    ]);
    await waitFor(() => expect(toasts).toContain('Exported 1 password in plaintext. Delete the file when you are done with it.'));
    expect(screen.queryByLabelText(t('export.csvPasswordLabel'))).not.toBeInTheDocument();
  });

  it('says there is nothing to export in an empty vault', async () => {
    const { user, server } = await setUp();
    server.routes['GET /password'] = () => ok([]);
    await user.click(screen.getByRole('button', { name: t('export.encryptedButton') }));
    expect(await exportAlert()).toHaveTextContent(t('export.nothing'));
    expect(downloadText).not.toHaveBeenCalled();
  });
});
