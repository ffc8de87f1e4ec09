import { eachZipEntry, ZipRefused, type EntrySink, type ZipFailure } from '../archives/zipEntries';
import { documentLines } from './documentLines';
import { refusals } from './refusals';

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

const DOCUMENT = /^([a-zA-Z]{1,40})\.json$/;
const PHOTO = /^photos\/[A-Za-z0-9_-]{1,100}\.[a-z0-9]{1,10}$/;

/**
 * Reads an uploaded export, inflating as it goes: every limit is checked on the bytes actually
 * inflated (a zip's stated sizes can lie), and a document is parsed line by line while it inflates.
 */
export async function readZip(bytes: Uint8Array, limits: ZipLimits): Promise<ZipContents> {
  const contents: ZipContents = { manifest: undefined, documents: new Map(), files: new Map() };
  let rows = 0;
  const counted = () => {
    rows += 1;
    if (rows > limits.maxRows) throw refusals.tooManyRows(limits.maxRows);
  };
  const zipLimits = { maxEntries: limits.maxFiles, maxEntryBytes: limits.maxInflatedBytes, maxTotalBytes: limits.maxInflatedBytes };
  try {
    await eachZipEntry({ bytes }, zipLimits, (name) => {
      const sink = sinkFor(name, contents, limits, counted);
      if (sink === undefined) throw refusals.damaged(`the zip holds a file this app does not write: ${JSON.stringify(name.slice(0, 200))}`);
      return sink;
    });
  } catch (error) {
    throw error instanceof ZipRefused ? refusalFor(error.failure, limits) : error;
  }
  return contents;
}

function refusalFor(failure: ZipFailure, limits: ZipLimits) {
  switch (failure.kind) {
    case 'notZip':
      return refusals.notAZip();
    case 'unreadable':
      return refusals.damaged(`the zip cannot be read (${failure.why})`);
    case 'tooManyEntries':
      return refusals.tooManyFiles(limits.maxFiles);
    case 'unsafePath':
      return refusals.unsafePath(failure.path);
    case 'entryTooLarge':
    case 'totalTooLarge':
      return refusals.inflatesTooMuch(limits.maxInflatedBytes);
  }
}

function sinkFor(name: string, contents: ZipContents, limits: ZipLimits, counted: () => void): EntrySink | undefined {
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
      push: (chunk) => {
        chunks.push(chunk);
      },
      end: () => {
        contents.files.set(name, Buffer.concat(chunks));
      },
    };
  }
  return undefined;
}

function textSink(maxBytes: number, done: (text: string) => void): EntrySink {
  const chunks: Uint8Array[] = [];
  let length = 0;
  return {
    push: (chunk) => {
      length += chunk.length;
      if (length > maxBytes) throw refusals.damaged('manifest.json is far larger than a manifest');
      chunks.push(chunk);
    },
    end: () => done(Buffer.concat(chunks).toString('utf8')),
  };
}
