import { cleanName, entryName, maxGroupName, notesWith } from './cleanName';
import { ImportRefusedError, type ParsedImport, type PlainEntry } from './importTypes';

/** Bitwarden's item types (https://bitwarden.com/help/condition-bitwarden-import/): only logins are imported. */
const loginType = 1;

interface BitwardenField {
  name?: unknown;
  value?: unknown;
}

interface BitwardenItem {
  type?: unknown;
  name?: unknown;
  notes?: unknown;
  folderId?: unknown;
  collectionIds?: unknown;
  fields?: unknown;
  login?: { username?: unknown; password?: unknown; totp?: unknown; uris?: Array<{ uri?: unknown }> | null } | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Whether parsed JSON looks like a Bitwarden export (an `items` list, or an encrypted one). */
export function isBitwardenJson(json: unknown): json is Record<string, unknown> {
  return typeof json === 'object' && json !== null && ('items' in json || 'encrypted' in json) && !('format' in json);
}

/**
 * Bitwarden's unencrypted JSON export (personal or organization): every login item becomes an
 * entry in the group named after its folder (personal) or first collection (organization); other
 * item types (secure notes, cards, identities, SSH keys) are counted in `skipped`. The login's
 * first URI is the URL; its TOTP and custom fields go into the notes so nothing is lost.
 * An encrypted export (`"encrypted": true`) is refused: only the unencrypted one can be read here.
 */
export function parseBitwardenJson(json: Record<string, unknown>): ParsedImport {
  if (json.encrypted === true) throw new ImportRefusedError('encryptedBitwarden');
  if (!Array.isArray(json.items)) throw new ImportRefusedError('unknownFormat');
  const groupNames = new Map<string, string>();
  for (const list of [json.folders, json.collections]) {
    if (!Array.isArray(list)) continue;
    for (const folder of list as Array<{ id?: unknown; name?: unknown }>) {
      if (typeof folder?.id === 'string') groupNames.set(folder.id, cleanName(folder.name, maxGroupName));
    }
  }
  const groupOf = (item: BitwardenItem): string | null => {
    const collectionId = Array.isArray(item.collectionIds) ? item.collectionIds[0] : undefined;
    const id = typeof item.folderId === 'string' ? item.folderId : collectionId;
    return (typeof id === 'string' && groupNames.get(id)) || null;
  };

  const entries: PlainEntry[] = [];
  let skipped = 0;
  for (const item of json.items as BitwardenItem[]) {
    const login = item?.type === loginType ? item.login : undefined;
    if (!login) {
      skipped += 1;
      continue;
    }
    const url = text(login.uris?.[0]?.uri);
    const username = text(login.username);
    const name = entryName(item.name, url, username);
    if (!name) {
      skipped += 1;
      continue;
    }
    const fields = Array.isArray(item.fields) ? (item.fields as BitwardenField[]) : [];
    entries.push({
      name,
      group: groupOf(item),
      username,
      password: text(login.password),
      url,
      notes: notesWith(text(item.notes), [['TOTP', text(login.totp)], ...fields.map((field) => [text(field.name) || 'Field', text(field.value)] as const)]),
    });
  }
  return { format: 'bitwardenJson', entries, skipped };
}
