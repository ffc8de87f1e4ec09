import type { Schemas } from '../../../../contract/types';
import { openSecrets, SealBrokenError } from '../../../vault/vaultCrypto';
import { openVault, VaultKdfError, WrongExtraPasswordError, type TestOnlyKdfOptions, type Vault } from '../../../vault/vaultKeys';
import { cleanName, maxEntryName, maxGroupName } from './cleanName';
import { ImportRefusedError, type ParsedImport } from './importTypes';
import { EntryBrokenError, openEntries, type PasswordEntry, type Progress } from './sealedEntries';

type PasswordGroup = Pick<Schemas['PasswordGroup'], '_id' | 'name'>;

/**
 * This app's encrypted export: the entries exactly as the server holds them (names and groups in
 * plaintext, secrets sealed with the vault key under each entry's id), with the vault key wrapped
 * by the extra password it was made with. Without that password it reveals what the server's
 * database reveals, and nothing more.
 */
export interface VaultFile {
  format: 'lifelog-vault';
  version: 1;
  exportedAt: string;
  kdf: Vault['kdf'];
  wrappedVaultKey: string;
  groups: PasswordGroup[];
  passwords: PasswordEntry[];
}

export function buildVaultFile(vault: Vault, groups: readonly PasswordGroup[], passwords: readonly PasswordEntry[], now = new Date()): VaultFile {
  return {
    format: 'lifelog-vault',
    version: 1,
    exportedAt: now.toISOString(),
    kdf: vault.kdf,
    wrappedVaultKey: vault.wrappedVaultKey,
    groups: groups.map(({ _id, name }) => ({ _id, name })),
    passwords: [...passwords],
  };
}

export function isVaultFile(json: unknown): boolean {
  return typeof json === 'object' && json !== null && (json as { format?: unknown }).format === 'lifelog-vault';
}

const idPattern = /^[A-Za-z0-9_-]{12}$/;
const sealedPattern = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isSealed = (value: unknown) => typeof value === 'string' && value.length <= 65536 && sealedPattern.test(value);

function isEntry(value: unknown): value is PasswordEntry {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    idPattern.test(value._id) &&
    typeof value.name === 'string' &&
    typeof value.groupId === 'string' &&
    (['username', 'password', 'url', 'notes'] as const).every((field) => isSealed(value[field]))
  );
}

/** The file checked field by field (a file is input like any other); anything amiss is `badVaultFile`. */
export function readVaultFile(json: unknown): VaultFile {
  if (!isRecord(json) || json.version !== 1 || !isRecord(json.kdf) || !isSealed(json.wrappedVaultKey)) throw new ImportRefusedError('badVaultFile');
  const { groups, passwords } = json;
  if (!Array.isArray(groups) || !groups.every((group) => isRecord(group) && typeof group._id === 'string' && typeof group.name === 'string')) {
    throw new ImportRefusedError('badVaultFile');
  }
  if (!Array.isArray(passwords) || !passwords.every(isEntry)) throw new ImportRefusedError('badVaultFile');
  if (passwords.length === 0) throw new ImportRefusedError('noEntries', 0);
  return json as unknown as VaultFile;
}

/**
 * Whether `vaultKey` opens the file's entries, i.e. the file was made from this vault (changing
 * the extra password keeps the vault key, so an older export still opens without its password).
 */
export async function vaultFileOpensWith(file: VaultFile, vaultKey: CryptoKey): Promise<boolean> {
  const first = file.passwords[0];
  if (!first) return false;
  try {
    await openSecrets(vaultKey, first._id, first);
    return true;
  } catch (error) {
    if (error instanceof SealBrokenError) return false;
    throw error;
  }
}

/** The file's vault key, unwrapped with the extra password the file was made with: `wrongPassword` when it does not open it. */
export async function unlockVaultFile(file: VaultFile, extraPassword: string, options?: TestOnlyKdfOptions): Promise<CryptoKey> {
  try {
    return (await openVault(extraPassword, { kdf: file.kdf, wrappedVaultKey: file.wrappedVaultKey }, options)).vaultKey;
  } catch (error) {
    if (error instanceof WrongExtraPasswordError) throw new ImportRefusedError('wrongPassword');
    if (error instanceof VaultKdfError) throw new ImportRefusedError('badVaultFile');
    throw error;
  }
}

/**
 * Every entry of the file in plaintext, opened with the file's vault key under its own id, in
 * the group the file names. One that does not open (changed, or moved to another entry) refuses
 * the whole file as tampered with: nothing is imported from it.
 */
export async function openVaultFile(file: VaultFile, vaultKey: CryptoKey, onProgress?: Progress): Promise<ParsedImport> {
  const groupNames = new Map(file.groups.map((group) => [group._id, cleanName(group.name, maxGroupName)]));
  let opened;
  try {
    opened = await openEntries(vaultKey, file.passwords, onProgress);
  } catch (error) {
    if (error instanceof EntryBrokenError) throw new ImportRefusedError('tamperedVaultFile', error.entryName);
    throw error;
  }
  const entries = opened.map((entry) => {
    const name = cleanName(entry.name, maxEntryName);
    if (!name) throw new ImportRefusedError('badVaultFile');
    return { name, group: groupNames.get(entry.groupId) || null, username: entry.username, password: entry.password, url: entry.url, notes: entry.notes };
  });
  return { format: 'lifelogVault', entries, skipped: 0 };
}
