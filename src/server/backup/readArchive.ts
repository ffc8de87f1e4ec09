import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';

export interface ExtractedFile {
  size: number;
  sha256: string;
}

const CHUNK_BYTES = 1 << 20;
const END_RECORD_BYTES = 22;
const END_RECORD_SIGNATURE = 0x06054b50;

/**
 * Unpacks the zip `file` into the empty folder `into`, streaming (a database may be larger than
 * memory), each entry owner-only, flushed, with its size and SHA-256. Only the names in `allowed`
 * may appear, once each: no path of an entry reaches outside `into`. Throws a message naming
 * what is wrong.
 */
export async function extractArchive(file: string, into: string, allowed: readonly string[]): Promise<Map<string, ExtractedFile>> {
  if (!endsLikeZip(file)) throw new Error('it is incomplete or not a Lifelog backup (it does not end as a zip does)');
  const done = new Map<string, ExtractedFile>();
  const started = new Set<string>();
  const open = new Set<number>();
  let failure: string | undefined;
  const unzip = new Unzip((entry) => {
    if (!allowed.includes(entry.name) || started.has(entry.name)) {
      failure ??= `it holds an unexpected entry "${entry.name}"`;
      return;
    }
    started.add(entry.name);
    const fd = fs.openSync(path.join(into, entry.name), 'wx', 0o600);
    open.add(fd);
    const hash = createHash('sha256');
    let size = 0;
    entry.ondata = (error, chunk, final) => {
      if (error !== null) {
        failure ??= `its entry ${entry.name} is damaged (${error.message})`;
        return;
      }
      hash.update(chunk);
      size += chunk.length;
      fs.writeSync(fd, chunk);
      if (!final) return;
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      open.delete(fd);
      done.set(entry.name, { size, sha256: hash.digest('hex') });
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  const stream = fs.createReadStream(file, { highWaterMark: CHUNK_BYTES });
  try {
    for await (const chunk of stream) {
      unzip.push(chunk as Buffer);
      if (failure !== undefined) break;
    }
    if (failure === undefined) unzip.push(new Uint8Array(0), true);
  } catch (error) {
    failure ??= `it is not a readable zip (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    stream.destroy();
    for (const fd of open) fs.closeSync(fd);
  }
  if (failure !== undefined) throw new Error(failure);
  return done;
}

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
