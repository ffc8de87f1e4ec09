import { zipSync } from 'fflate';

/** The base64 of bytes, as POST /note-import takes the zip (in pieces: one huge spread overflows the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * The chosen files as one zip in base64: a zip as it is; a folder's files (`webkitdirectory`)
 * zipped here by their paths in the folder, so the server reads one shape.
 */
export async function archiveOf(files: readonly File[]): Promise<string> {
  const [first] = files;
  if (files.length === 1 && first !== undefined && (first.webkitRelativePath ?? '') === '') return toBase64(new Uint8Array(await first.arrayBuffer()));
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) {
    // Only the Markdown goes up: a vault's pictures would only be skipped there.
    const path = file.webkitRelativePath || file.name;
    entries[path] = /\.(md|markdown)$/i.test(path) ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(0);
  }
  return toBase64(zipSync(entries, { level: 1 }));
}
