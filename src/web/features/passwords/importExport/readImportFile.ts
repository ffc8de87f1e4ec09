import { isBitwardenCsv, parseBitwardenCsv } from './bitwardenCsv';
import { isBitwardenJson, parseBitwardenJson } from './bitwardenJson';
import { ImportRefusedError, type ParsedImport } from './importTypes';
import { isKeepassxcCsv, parseKeepassxcCsv } from './keepassxcCsv';
import { readCsv } from './readCsv';
import { isVaultFile, readVaultFile, type VaultFile } from './vaultFile';

/** A file's content as read: entries in plaintext, or this app's encrypted export (opened later with a password). */
export type ImportFileContent = { kind: 'plain'; parsed: ParsedImport } | { kind: 'vault'; file: VaultFile };

function parseJson(content: string): unknown {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads an import file by its content, not its name: JSON is this app's encrypted export or
 * Bitwarden's export; anything else is read as CSV and recognised by its header (Bitwarden's or
 * KeePassXC's). Every other file is refused (`unknownFormat`), as is one with no entries to import.
 */
export function readImportFile(content: string): ImportFileContent {
  const text = content.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ImportRefusedError('emptyFile');
  const startsLikeJson = /^\s*[[{]/.test(text);
  const json = startsLikeJson ? parseJson(text) : undefined;
  if (json !== undefined) {
    if (isVaultFile(json)) return { kind: 'vault', file: readVaultFile(json) };
    if (isBitwardenJson(json)) return { kind: 'plain', parsed: withEntries(parseBitwardenJson(json)) };
    throw new ImportRefusedError('unknownFormat');
  }
  if (startsLikeJson) throw new ImportRefusedError('unknownFormat');
  const table = readCsv(text);
  if (isBitwardenCsv(table.header)) return { kind: 'plain', parsed: withEntries(parseBitwardenCsv(table)) };
  if (isKeepassxcCsv(table.header)) return { kind: 'plain', parsed: withEntries(parseKeepassxcCsv(table)) };
  throw new ImportRefusedError('unknownFormat');
}

/** A file with nothing to import is refused here, before any preview. */
export function withEntries(parsed: ParsedImport): ParsedImport {
  if (parsed.entries.length === 0) throw new ImportRefusedError('noEntries', parsed.skipped);
  return parsed;
}
