import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Zip, ZipDeflate, ZipPassThrough, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { eachZipEntry, ZipRefused, type ZipFailure, type ZipSource } from './zipEntries';

const roomy = { maxEntries: 100, maxEntryBytes: 10_000_000, maxTotalBytes: 10_000_000 };

/** Every header signature a reader that scans for the next header could stop at. */
const SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x07, 0x08],
  [0x50, 0x4b, 0x01, 0x02],
];

/** A photo-like file holding each signature, as a JPEG does now and then by chance. */
function bytesHoldingSignatures(): Uint8Array {
  const bytes = new Uint8Array(50_000);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 7919) % 251;
  SIGNATURES.forEach((signature, index) => bytes.set(signature, 10_000 * (index + 1)));
  return bytes;
}

/** A zip written as the account export writes it: every entry streamed, sizes after the data. */
function streamedZip(files: Record<string, { bytes: Uint8Array; stored: boolean }>): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error !== null) throw error;
    chunks.push(chunk);
  });
  for (const [name, { bytes, stored }] of Object.entries(files)) {
    const entry = stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 1 });
    zip.add(entry);
    entry.push(bytes, true);
  }
  zip.end();
  return Buffer.concat(chunks);
}

async function readAll(source: ZipSource, limits = roomy): Promise<Map<string, Buffer>> {
  const read = new Map<string, Buffer>();
  await eachZipEntry(source, limits, (name) => {
    const chunks: Buffer[] = [];
    return { push: (chunk) => void chunks.push(chunk), end: () => void read.set(name, Buffer.concat(chunks)) };
  });
  return read;
}

async function failureOf(source: ZipSource, limits = roomy): Promise<ZipFailure> {
  const error = await readAll(source, limits).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ZipRefused)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.failure;
}

describe('reading a zip entry by entry', () => {
  it('gives back whole a streamed entry whose bytes hold header signatures, stored or deflated', async () => {
    const photo = bytesHoldingSignatures();
    const zip = streamedZip({ 'photos/a.jpg': { bytes: photo, stored: true }, 'notes.json': { bytes: photo, stored: false } });

    const read = await readAll({ bytes: zip });

    expect([...read.keys()]).toEqual(['photos/a.jpg', 'notes.json']);
    expect(Buffer.compare(read.get('photos/a.jpg')!, photo)).toBe(0);
    expect(Buffer.compare(read.get('notes.json')!, photo)).toBe(0);
  });

  it('reads a zip file from disk as it reads one in memory', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-entries-'));
    try {
      const file = path.join(folder, 'a.zip');
      const photo = bytesHoldingSignatures();
      fs.writeFileSync(file, streamedZip({ 'db.sqlite': { bytes: photo, stored: false } }));

      const read = await readAll({ file });

      expect(Buffer.compare(read.get('db.sqlite')!, photo)).toBe(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('leaves unwanted entries and folders unread', async () => {
    const zip = zipSync({ 'folder/': new Uint8Array(0), 'folder/a.md': new TextEncoder().encode('# A'), 'b.png': new Uint8Array(10) });
    const asked: string[] = [];

    await eachZipEntry({ bytes: zip }, roomy, (name) => {
      asked.push(name);
      return undefined;
    });

    expect(asked).toEqual(['folder/a.md', 'b.png']);
  });

  it('stops a zip bomb at the limit of one entry and of them all, counting what really unpacks', async () => {
    const zeros = new Uint8Array(2_000_000);
    const bomb = zipSync({ 'a.json': zeros, 'b.json': zeros }, { level: 9 });

    expect(await failureOf({ bytes: bomb }, { ...roomy, maxEntryBytes: 1_000_000 })).toEqual({ kind: 'entryTooLarge', path: 'a.json' });
    expect(await failureOf({ bytes: bomb }, { ...roomy, maxTotalBytes: 3_000_000 })).toEqual({ kind: 'totalTooLarge' });
  });

  it('refuses a zip listing more entries than allowed', async () => {
    const zip = zipSync({ a: new Uint8Array(1), b: new Uint8Array(1), c: new Uint8Array(1) });

    expect(await failureOf({ bytes: zip }, { ...roomy, maxEntries: 2 })).toEqual({ kind: 'tooManyEntries' });
  });

  it.each(['../escape.md', '/etc/passwd', 'C:/windows.md', 'a\\b.md', 'nul\0.md'])('refuses the path %j, whoever unpacks it', async (name) => {
    const zip = zipSync({ [name]: new Uint8Array(1) });

    expect(await failureOf({ bytes: zip })).toMatchObject({ kind: 'unsafePath' });
  });

  it('refuses what is not a zip, and a zip cut short or with damaged data', async () => {
    const zip = streamedZip({ 'a.json': { bytes: bytesHoldingSignatures(), stored: false } });
    const damaged = Uint8Array.from(zip);
    damaged.fill(0xff, 100, 400);

    expect(await failureOf({ bytes: new TextEncoder().encode('hello, not a zip') })).toEqual({ kind: 'notZip' });
    expect(await failureOf({ bytes: zip.subarray(0, zip.length - 30) })).toMatchObject({ kind: 'unreadable' });
    expect(await failureOf({ bytes: damaged })).toMatchObject({ kind: 'unreadable' });
  });

  it('hands on what a sink throws as it is', async () => {
    const zip = zipSync({ 'a.json': new Uint8Array(10) });
    const own = new Error('not a row');

    const thrown = await eachZipEntry({ bytes: zip }, roomy, () => ({
      push: () => {
        throw own;
      },
      end: () => undefined,
    })).catch((error: unknown) => error);

    expect(thrown).toBe(own);
  });
});
