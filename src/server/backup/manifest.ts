/** What `manifest.json`, the last entry of every backup zip, says. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The app version that wrote it (package.json). */
  appVersion: string;
  /** ISO 8601 UTC: the moment the database was copied. */
  createdAt: string;
  /** `file`: the secret is in the zip; `environment`: the server took it from SECRET, which is not. */
  secret: 'file' | 'environment';
  /** Every other entry of the zip, with its size and SHA-256, so a damaged copy is found. */
  files: Record<string, { size: number; sha256: string }>;
}

export const BACKUP_FORMAT = 'lifelog-server-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

/** The manifest's text as a manifest, or why it is not one this version can restore. */
export function readManifest(text: string): BackupManifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'its manifest.json is not JSON';
  }
  const manifest = value as Partial<BackupManifest> | null;
  if (typeof manifest !== 'object' || manifest === null || manifest.format !== BACKUP_FORMAT) return 'it is not a Lifelog server backup';
  if (typeof manifest.version !== 'number') return 'its manifest.json has no format version';
  if (manifest.version > BACKUP_FORMAT_VERSION) {
    return `it was made by a newer Lifelog (backup format ${manifest.version}, this one reads ${BACKUP_FORMAT_VERSION}): update this server first`;
  }
  const files = manifest.files;
  const fine =
    typeof manifest.createdAt === 'string' &&
    (manifest.secret === 'file' || manifest.secret === 'environment') &&
    typeof files === 'object' &&
    files !== null &&
    Object.values(files).every((file) => Number.isInteger(file?.size) && typeof file?.sha256 === 'string');
  return fine ? (manifest as BackupManifest) : 'its manifest.json is incomplete';
}
