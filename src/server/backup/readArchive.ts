import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eachZipEntry, ZipRefused, type ZipFailure } from '../archives/zipEntries';

export interface ExtractedFile {
  size: number;
  sha256: string;
}

/**
 * Unpacks the zip `file` into the empty folder `into`, each entry owner-only and flushed, with
 * its size and SHA-256, a piece at a time (the database is never whole in memory). Only the names
 * in `allowed` may appear: no path of an entry reaches outside `into`. Throws a message naming
 * what is wrong.
 */
export async function extractArchive(file: string, into: string, allowed: readonly string[]): Promise<Map<string, ExtractedFile>> {
  if (!endsLikeZip(file)) throw new Error('it is incomplete or not a Lifelog backup (it does not end as a zip does)');
  const done = new Map<string, ExtractedFile>();
  const open = new Set<number>();
  const unlimited = { maxEntries: allowed.length, maxEntryBytes: Number.MAX_SAFE_INTEGER, maxTotalBytes: Number.MAX_SAFE_INTEGER };
  try {
    await eachZipEntry({ file }, unlimited, (name) => {
      if (!allowed.includes(name)) throw new Error(`it holds an unexpected entry "${name}"`);
      const fd = fs.openSync(path.join(into, name), 'wx', 0o600);
      open.add(fd);
      const hash = createHash('sha256');
      let size = 0;
      return {
        push: (chunk) => {
          fs.writeSync(fd, chunk);
          hash.update(chunk);
          size += chunk.length;
        },
        end: () => {
          fs.fsyncSync(fd);
          fs.closeSync(fd);
          open.delete(fd);
          done.set(name, { size, sha256: hash.digest('hex') });
        },
      };
    });
  } catch (error) {
    if (error instanceof ZipRefused) throw new Error(refusalText(error.failure), { cause: error });
    throw error;
  } finally {
    for (const fd of open) fs.closeSync(fd);
  }
  return done;
}

function refusalText(failure: ZipFailure): string {
  if (failure.kind === 'unsafePath') return `it holds an unexpected entry "${failure.path}"`;
  if (failure.kind === 'tooManyEntries') return 'it holds more entries than a backup does';
  return `it is not a readable zip (${failure.kind === 'unreadable' ? failure.why : failure.kind})`;
}

const END_RECORD_BYTES = 22;
const END_RECORD_SIGNATURE = 0x06054b50;

/** The zip's last 22 bytes are its end record (backups carry no zip comment): a cut file lacks it. */
function endsLikeZip(file: string): boolean {
  const size = fs.statSync(file).size;
  if (size < END_RECORD_BYTES) return false;
  const tail = Buffer.alloc(END_RECORD_BYTES);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, tail, 0, END_RECORD_BYTES, size - END_RECORD_BYTES);
  } finally {
    fs.closeSync(fd);
  }
  return tail.readUInt32LE(0) === END_RECORD_SIGNATURE;
}
