import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { Unzip, UnzipInflate, UnzipPassThrough, type UnzipFile } from 'fflate';

/** What an upload of a zip may hold; each limit passed stops the reading with its own failure. */
export interface ZipLimits {
  /** Entries (files and folders) the zip may list. */
  maxEntries: number;
  /** Bytes one wanted file may unpack to. */
  maxEntryBytes: number;
  /** Bytes every wanted file together may unpack to. */
  maxTotalBytes: number;
}

export type ZipFailure =
  | { kind: 'notZip' }
  | { kind: 'unreadable' }
  | { kind: 'tooManyEntries' }
  | { kind: 'unsafePath'; path: string }
  | { kind: 'entryTooLarge'; path: string }
  | { kind: 'totalTooLarge' };

/** Thrown by readZip: the area turns each kind into its own refusal. */
export class ZipRefused extends Error {
  constructor(readonly failure: ZipFailure) {
    super(`zip refused: ${failure.kind}`);
  }
}

export interface ZipEntry {
  path: string;
  /** The unpacked bytes; undefined for an entry the caller did not want (never inflated). */
  bytes: Uint8Array | undefined;
}

/** Input is fed in pieces this small, yielding between them: one piece of deflate unpacks to at most ~1,000 times its size. */
const PIECE_BYTES = 16 * 1024;

/**
 * A zip's file entries in order, unpacking only those `wanted` says, within `limits`. Sizes are
 * counted as bytes come out of the inflater, never taken from the zip's headers, and the reading
 * stops as soon as a limit is passed (a zip bomb costs at most one piece's output). Paths with
 * `..`, a leading `/` or drive letter, or a backslash refuse the whole zip. Folder entries are
 * left out. Runs in pieces with yields, so a large zip never holds the event loop for long.
 */
export async function readZip(data: Uint8Array, limits: ZipLimits, wanted: (path: string) => boolean): Promise<ZipEntry[]> {
  if (!looksLikeZip(data)) throw new ZipRefused({ kind: 'notZip' });
  const entries: ZipEntry[] = [];
  let entryCount = 0;
  let totalBytes = 0;
  // fflate may catch what a callback throws and hand it on as a stream error: the first failure is kept here.
  let failure: ZipRefused | undefined;
  const fail = (refusal: ZipFailure): never => {
    failure ??= new ZipRefused(refusal);
    throw failure;
  };
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  unzip.onfile = (file: UnzipFile) => {
    entryCount += 1;
    if (entryCount > limits.maxEntries) fail({ kind: 'tooManyEntries' });
    const path = file.name;
    if (isUnsafePath(path)) fail({ kind: 'unsafePath', path });
    if (path.endsWith('/')) return;
    const entry: ZipEntry = { path, bytes: undefined };
    entries.push(entry);
    if (!wanted(path)) return;
    const chunks: Uint8Array[] = [];
    let entryBytes = 0;
    file.ondata = (error, chunk, final) => {
      if (error !== null) fail({ kind: 'unreadable' });
      entryBytes += chunk.length;
      totalBytes += chunk.length;
      if (entryBytes > limits.maxEntryBytes) fail({ kind: 'entryTooLarge', path });
      if (totalBytes > limits.maxTotalBytes) fail({ kind: 'totalTooLarge' });
      chunks.push(chunk);
      if (final) entry.bytes = joined(chunks, entryBytes);
    };
    file.start();
  };
  try {
    for (let start = 0; start < data.length; start += PIECE_BYTES) {
      const end = Math.min(start + PIECE_BYTES, data.length);
      unzip.push(data.subarray(start, end), end === data.length);
      if (end < data.length) await yieldToLoop();
    }
  } catch {
    throw failure ?? new ZipRefused({ kind: 'unreadable' });
  }
  if (failure !== undefined) throw failure;
  // A wanted entry that never finished: the zip ended inside it.
  if (entries.some((entry) => wanted(entry.path) && entry.bytes === undefined)) throw new ZipRefused({ kind: 'unreadable' });
  return entries;
}

/** A local file header, or the end record of an empty zip. */
function looksLikeZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && ((data[2] === 3 && data[3] === 4) || (data[2] === 5 && data[3] === 6));
}

export function isUnsafePath(path: string): boolean {
  return path.includes('\\') || path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.split('/').some((part) => part === '..') || path.includes('\0');
}

function joined(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
