import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** What a zip may hold; each limit passed stops the reading with its own failure. */
export interface ZipLimits {
  /** Entries (files and folders) the zip may list. */
  maxEntries: number;
  /** Bytes one file may unpack to. */
  maxEntryBytes: number;
  /** Bytes every file read together may unpack to. */
  maxTotalBytes: number;
}

export type ZipFailure =
  | { kind: 'notZip' }
  | { kind: 'unreadable'; why: string }
  | { kind: 'tooManyEntries' }
  | { kind: 'unsafePath'; path: string }
  | { kind: 'entryTooLarge'; path: string }
  | { kind: 'totalTooLarge' };

/** Thrown by the readers here: each caller turns a kind into its own refusal. */
export class ZipRefused extends Error {
  constructor(readonly failure: ZipFailure) {
    super(`zip refused: ${failure.kind}${failure.kind === 'unreadable' ? ` (${failure.why})` : ''}`);
  }
}

/** Where one entry's unpacked bytes go, piece by piece; what it throws stops the reading as it is. */
export interface EntrySink {
  push: (chunk: Buffer) => void | Promise<void>;
  end: () => void | Promise<void>;
}

/** The zip's bytes in memory, or the path of a zip file (read a piece at a time, never whole). */
export type ZipSource = { bytes: Uint8Array } | { file: string };

/**
 * Reads every file entry of a zip in order, by its central directory (the only reliable way:
 * an entry written as a stream has no size before its data, and a reader that looks for the next
 * header instead cuts an entry whose bytes happen to hold one). `sinkFor` says where an entry's
 * bytes go, or undefined to leave it unread. Sizes are counted as bytes come out of the
 * inflater, never taken from the zip's headers, so a zip bomb stops at a limit; the inflating
 * runs in libuv's thread pool, off the event loop. Paths with `..`, a leading `/` or drive
 * letter, a backslash or a NUL refuse the whole zip; folder entries are skipped.
 */
export async function eachZipEntry(source: ZipSource, limits: ZipLimits, sinkFor: (path: string) => EntrySink | undefined): Promise<void> {
  if ('bytes' in source && !looksLikeZip(source.bytes)) throw new ZipRefused({ kind: 'notZip' });
  try {
    await readEntries(await openZip(source), limits, sinkFor);
  } catch (error) {
    throw error instanceof ZipRefused || !isZipLibraryError(error) ? error : refusalFor(error);
  }
}

async function readEntries(zip: ZipFile, limits: ZipLimits, sinkFor: (path: string) => EntrySink | undefined): Promise<void> {
  try {
    let entryCount = 0;
    let totalBytes = 0;
    for (let entry = await nextEntry(zip); entry !== undefined; entry = await nextEntry(zip)) {
      entryCount += 1;
      if (entryCount > limits.maxEntries) throw new ZipRefused({ kind: 'tooManyEntries' });
      const path = entry.fileName;
      if (path.includes('\0')) throw new ZipRefused({ kind: 'unsafePath', path });
      if (path.endsWith('/')) continue;
      const sink = sinkFor(path);
      if (sink === undefined) continue;
      let entryBytes = 0;
      for await (const chunk of await entryStream(zip, entry)) {
        const piece = chunk as Buffer;
        entryBytes += piece.length;
        totalBytes += piece.length;
        if (entryBytes > limits.maxEntryBytes) throw new ZipRefused({ kind: 'entryTooLarge', path });
        if (totalBytes > limits.maxTotalBytes) throw new ZipRefused({ kind: 'totalTooLarge' });
        await sink.push(piece);
      }
      await sink.end();
    }
  } finally {
    zip.close();
  }
}

/** A local file header, or the end record of an empty zip. */
function looksLikeZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && ((data[2] === 3 && data[3] === 4) || (data[2] === 5 && data[3] === 6));
}

const OPTIONS: yauzl.Options = { lazyEntries: true, autoClose: false, decodeStrings: true, strictFileNames: true, validateEntrySizes: true };

/** Errors raised while reading the zip itself (yauzl's and zlib's), as opposed to a sink's own. */
const zipErrors = new WeakSet<object>();

function isZipLibraryError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && zipErrors.has(error);
}

function marked(error: Error): Error {
  zipErrors.add(error);
  return error;
}

function openZip(source: ZipSource): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip: ZipFile) => (error === null ? resolve(zip) : reject(marked(error)));
    if ('file' in source) yauzl.open(source.file, OPTIONS, done);
    else yauzl.fromBuffer(Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.byteLength), OPTIONS, done);
  });
}

function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const cleanUp = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      cleanUp();
      resolve(entry);
    };
    const onEnd = () => {
      cleanUp();
      resolve(undefined);
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(marked(error));
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

async function entryStream(zip: ZipFile, entry: Entry): Promise<AsyncIterable<unknown>> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, (error, opened) => (error === null ? resolve(opened) : reject(marked(error))));
  });
  // A damaged deflate stream or a size that differs from the directory's fails the iteration.
  stream.on('error', (error: Error) => marked(error));
  return stream as unknown as AsyncIterable<unknown>;
}

/** yauzl refuses unsafe names itself, in these words (strictFileNames keeps backslashes as they are). */
const UNSAFE_NAME = /^(?:invalid characters in fileName|absolute path|invalid relative path): ([\s\S]*)$/;

function refusalFor(error: unknown): ZipRefused {
  const message = error instanceof Error ? error.message : String(error);
  const unsafe = UNSAFE_NAME.exec(message);
  if (unsafe !== null) return new ZipRefused({ kind: 'unsafePath', path: unsafe[1]! });
  return new ZipRefused({ kind: 'unreadable', why: message });
}
