import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { documentLines } from './documentLines';
import { refusals } from './refusals';
import { yieldToLoop } from './yieldToLoop';

export interface ZipLimits {
  /** Bytes the whole zip may unpack to (a zip bomb stops here, while inflating). */
  maxInflatedBytes: number;
  maxFiles: number;
  /** Rows across every document. */
  maxRows: number;
  /** Bytes of one row's line. */
  maxLineBytes: number;
}

export interface ZipContents {
  manifest: string | undefined;
  /** Each area document's items (`{ table, row }` as parsed, not yet checked), by area name. */
  documents: Map<string, unknown[]>;
  /** Photos by path. */
  files: Map<string, Uint8Array>;
}

const CHUNK = 64 * 1024;
const DOCUMENT = /^([a-zA-Z]{1,40})\.json$/;
const PHOTO = /^photos\/[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,10}$/;

/** A name that would land outside the folder it is unpacked into, wherever a tool unpacks it. */
export function isUnsafePath(name: string): boolean {
  return name.startsWith('/') || name.includes('\\') || name.includes('\0') || /^[a-zA-Z]:/.test(name) || name.split('/').includes('..');
}

/**
 * Reads an uploaded export, inflating as it goes, 64 KiB of the upload at a time with a yield
 * between: every limit is checked on the bytes actually inflated (a zip's stated sizes can lie),
 * and a document is parsed line by line while it inflates.
 */
export async function readZip(bytes: Uint8Array, limits: ZipLimits): Promise<ZipContents> {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) throw refusals.notAZip();
  const contents: ZipContents = { manifest: undefined, documents: new Map(), files: new Map() };
  let failure: unknown;
  let inflated = 0;
  let fileCount = 0;
  let rows = 0;
  const fail = (error: unknown, file?: UnzipFile) => {
    failure ??= error;
    file?.terminate();
  };
  const unzip = new Unzip((file) => {
    if (failure !== undefined) return;
    if (file.name.endsWith('/')) return;
    if (isUnsafePath(file.name)) return fail(refusals.unsafePath(file.name));
    if (++fileCount > limits.maxFiles) return fail(refusals.tooManyFiles(limits.maxFiles));
    const sink = sinkFor(file.name, contents, limits, () => {
      rows += 1;
      if (rows > limits.maxRows) throw refusals.tooManyRows(limits.maxRows);
    });
    if (sink === undefined) return fail(refusals.damaged(`the zip holds a file this app does not write: ${JSON.stringify(file.name.slice(0, 200))}`));
    file.ondata = (error, chunk, final) => {
      if (failure !== undefined) return;
      try {
        if (error !== null) throw refusals.damaged(`${file.name} cannot be unpacked (${error.message})`);
        inflated += chunk.length;
        if (inflated > limits.maxInflatedBytes) throw refusals.inflatesTooMuch(limits.maxInflatedBytes);
        sink.push(chunk, final);
      } catch (thrown) {
        fail(thrown, file);
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let start = 0; start < bytes.length && failure === undefined; start += CHUNK) {
    try {
      unzip.push(bytes.subarray(start, start + CHUNK), start + CHUNK >= bytes.length);
    } catch (error) {
      fail(error instanceof Error && 'statusCode' in error ? error : refusals.damaged(`the zip cannot be read (${String((error as Error).message)})`));
    }
    await yieldToLoop();
  }
  if (failure !== undefined) throw failure;
  return contents;
}

interface Sink {
  push: (chunk: Uint8Array, final: boolean) => void;
}

function sinkFor(name: string, contents: ZipContents, limits: ZipLimits, counted: () => void): Sink | undefined {
  if (name === 'manifest.json') return textSink(limits.maxLineBytes, (text) => (contents.manifest = text));
  const documentName = DOCUMENT.exec(name)?.[1];
  if (documentName !== undefined) {
    const items: unknown[] = [];
    contents.documents.set(documentName, items);
    return documentLines(name, limits.maxLineBytes, (item) => {
      counted();
      items.push(item);
    });
  }
  if (PHOTO.test(name)) {
    const chunks: Uint8Array[] = [];
    return {
      push: (chunk, final) => {
        chunks.push(chunk);
        if (final) contents.files.set(name, Buffer.concat(chunks));
      },
    };
  }
  return undefined;
}

function textSink(maxBytes: number, done: (text: string) => void): Sink {
  const chunks: Uint8Array[] = [];
  let length = 0;
  return {
    push: (chunk, final) => {
      length += chunk.length;
      if (length > maxBytes) throw refusals.damaged('manifest.json is far larger than a manifest');
      chunks.push(chunk);
      if (final) done(Buffer.concat(chunks).toString('utf8'));
    },
  };
}
