import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { jsonArrayWriter } from './jsonArrayWriter';
import type { AccountDataManifest } from './manifest';
import type { NamedAccountDataPart } from './types';

const encoder = new TextEncoder();

/** The download was abandoned (the client went away): stop reading the database. */
class DownloadClosed extends Error {}

/**
 * The whole export as a zip stream: `manifest.json`, each area's document (`<area>.json`), then
 * the photos. Written as the client reads it: each chunk waits until the socket has taken the
 * last, so memory holds a chunk, not the account.
 */
export function exportZip(parts: readonly NamedAccountDataPart[], userId: string, manifest: AccountDataManifest, onError: (error: unknown) => void): Readable {
  const stream = new PassThrough({ highWaterMark: 256 * 1024 });
  const zip = new Zip((error, chunk, final) => {
    if (error !== null) {
      stream.destroy(error);
      return;
    }
    if (!stream.destroyed) stream.write(chunk);
    if (final) stream.end();
  });
  const drained = async () => {
    if (stream.destroyed) throw new DownloadClosed();
    if (!stream.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      stream.once('drain', resolve);
      stream.once('close', resolve);
    });
    if (stream.destroyed) throw new DownloadClosed();
  };
  const write = async () => {
    const head = new ZipDeflate('manifest.json', { level: 6 });
    zip.add(head);
    head.push(encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`), true);
    for (const part of parts) {
      // Level 1: several times faster than 6 in fflate, and the rows still shrink about tenfold.
      const entry = new ZipDeflate(`${part.area}.json`, { level: 1 });
      zip.add(entry);
      const document = jsonArrayWriter(entry, drained);
      await part.write(userId, {
        row: (table, row) => document.item({ table, row }),
        file: () => Promise.reject(new Error('files are written after the documents (writeFiles)')),
      });
      await document.end();
    }
    for (const part of parts) {
      await part.writeFiles?.(userId, {
        row: () => Promise.reject(new Error('rows go in the document (write)')),
        file: async (path, bytes) => {
          // Photos are compressed already: stored as they are.
          const entry = new ZipPassThrough(path);
          zip.add(entry);
          entry.push(bytes, true);
          await drained();
        },
      });
    }
    zip.end();
  };
  write().catch((error: unknown) => {
    if (!(error instanceof DownloadClosed)) onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
