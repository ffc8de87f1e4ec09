import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';

export interface ExtractedFile {
  size: number;
  sha256: string;
}

/**
 * Unpacks the zip `file` into the empty folder `into`, each entry owner-only and flushed, with
 * its size and SHA-256. Only the names in `allowed` may appear: no path of an entry reaches outside
 * `into`. Throws a message naming what is wrong.
 *
 * It reads the zip by its central directory, whole, in memory (about the zip plus the database
 * unpacked): fflate's streaming reader finds the end of an entry written as a stream by looking
 * for the next header's signature in the compressed bytes, which a large database holds by
 * chance now and then, and a good backup would be refused as damaged.
 */
export function extractArchive(file: string, into: string, allowed: readonly string[]): Map<string, ExtractedFile> {
  if (!endsLikeZip(file)) throw new Error('it is incomplete or not a Lifelog backup (it does not end as a zip does)');
  let unexpected: string | undefined;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(fs.readFileSync(file), {
      filter: (entry) => {
        if (allowed.includes(entry.name)) return true;
        unexpected ??= entry.name;
        return false;
      },
    });
  } catch (error) {
    throw new Error(`it is not a readable zip (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  if (unexpected !== undefined) throw new Error(`it holds an unexpected entry "${unexpected}"`);
  const done = new Map<string, ExtractedFile>();
  for (const [name, bytes] of Object.entries(entries)) {
    const fd = fs.openSync(path.join(into, name), 'wx', 0o600);
    try {
      fs.writeSync(fd, bytes);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    done.set(name, { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  return done;
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
