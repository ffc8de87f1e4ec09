import { eachZipEntry, type ZipLimits } from './zipEntries';

export { ZipRefused, type ZipFailure, type ZipLimits } from './zipEntries';

export interface ZipEntry {
  path: string;
  /** The unpacked bytes; undefined for an entry the caller did not want (never inflated). */
  bytes: Uint8Array | undefined;
}

/**
 * A zip's file entries in order, unpacking only those `wanted` says, within `limits`
 * (eachZipEntry says how the limits and paths are checked). Throws ZipRefused.
 */
export async function readZip(data: Uint8Array, limits: ZipLimits, wanted: (path: string) => boolean): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  await eachZipEntry({ bytes: data }, limits, (path) => {
    const entry: ZipEntry = { path, bytes: undefined };
    entries.push(entry);
    if (!wanted(path)) return undefined;
    const chunks: Buffer[] = [];
    return {
      push: (chunk) => {
        chunks.push(chunk);
      },
      end: () => {
        entry.bytes = Buffer.concat(chunks);
      },
    };
  });
  return entries;
}
