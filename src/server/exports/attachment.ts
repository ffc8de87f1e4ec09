import { RawAnswer } from '../rawAnswer';

/**
 * A file to download: its bytes with their type, named for the browser's save dialog (an ASCII
 * name plus the RFC 5987 UTF-8 one), never cached, never sniffed into something else.
 */
export function attachment(bytes: Buffer, contentType: string, fileName: string): RawAnswer {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new RawAnswer(200, {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  }, bytes);
}

/** `notes-2026-11-28.zip`: what the file holds and the day it was made (UTC). */
export function datedFileName(what: string, now: Date, extension: string): string {
  return `${what}-${now.toISOString().slice(0, 10)}.${extension}`;
}
