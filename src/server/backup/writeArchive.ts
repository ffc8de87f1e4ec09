import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';
import { MANIFEST_NAME, type BackupManifest } from './manifest';

const CHUNK_BYTES = 1 << 20;
/**
 * zlib's fastest level: text pages shrink about as much as at 6, and photos (stored in the
 * database) do not shrink at any level, so a higher one only costs time.
 */
const DEFLATE_LEVEL = 1;
/** The zip's code for deflate (APPNOTE 4.4.5). */
const DEFLATE = 8;

/**
 * Writes a zip of `files` (entry name → path on disk) and, last, `manifest.json` with each
 * entry's size and SHA-256, into `target` (created owner-only, must not exist), flushed to the
 * disk before it resolves; the zip's size in bytes. fflate lays out the zip; Node's own zlib
 * compresses and checksums, about ten times faster than fflate's JavaScript deflate on photos.
 */
export async function writeArchive(target: string, files: Record<string, string>, manifest: Omit<BackupManifest, 'files'>): Promise<number> {
  const fd = fs.openSync(target, 'wx', 0o600);
  let written = 0;
  try {
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error !== null) failure = error;
      else written += fs.writeSync(fd, chunk);
    });
    const entries: BackupManifest['files'] = {};
    for (const [name, file] of Object.entries(files)) entries[name] = await addEntry(zip, name, fs.createReadStream(file, { highWaterMark: CHUNK_BYTES }));
    const listing = Buffer.from(`${JSON.stringify({ ...manifest, files: entries }, null, 2)}\n`);
    await addEntry(zip, MANIFEST_NAME, [listing]);
    zip.end();
    if (failure !== null) throw failure;
    fs.fsyncSync(fd);
    return written;
  } finally {
    fs.closeSync(fd);
  }
}

/** Adds one deflated entry read from `source`; its size and SHA-256. */
async function addEntry(zip: Zip, name: string, source: AsyncIterable<Buffer> | Buffer[]): Promise<{ size: number; sha256: string }> {
  const entry: ZipInputFile = { filename: name, size: 0, crc: 0, compression: DEFLATE, mtime: new Date() };
  zip.add(entry);
  const hash = createHash('sha256');
  const deflate = zlib.createDeflateRaw({ level: DEFLATE_LEVEL });
  // zlib's output is never on a SharedArrayBuffer.
  deflate.on('data', (chunk: Buffer<ArrayBuffer>) => entry.ondata!(null, chunk, false));
  const ended = new Promise<void>((resolve, reject) => deflate.once('end', resolve).once('error', reject));
  for await (const chunk of source) {
    hash.update(chunk);
    entry.size += chunk.length;
    entry.crc = zlib.crc32(chunk, entry.crc);
    // Waits while the deflater is full, so a large database never piles up in memory.
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  // fflate keeps crc and size for the entry's data descriptor, written with the final chunk.
  entry.ondata!(null, new Uint8Array(0), true);
  return { size: entry.size, sha256: hash.digest('hex') };
}
