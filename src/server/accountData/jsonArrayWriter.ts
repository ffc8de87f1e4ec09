import type { ZipDeflate } from 'fflate';
import { setImmediate as yieldToLoop } from 'node:timers/promises';

const FLUSH_AT = 64 * 1024;
const encoder = new TextEncoder();

/**
 * Writes a JSON array into a zip entry a row at a time, one row per line: the document is never
 * one string in memory, and after each 64 KiB it waits for the reader (`drained`) and lets other
 * requests run.
 */
export function jsonArrayWriter(entry: ZipDeflate, drained: () => Promise<void>) {
  let buffer = '[';
  let first = true;
  const flush = async (final: boolean) => {
    entry.push(encoder.encode(buffer), final);
    buffer = '';
    await drained();
    await yieldToLoop();
  };
  return {
    item: async (value: unknown) => {
      buffer += `${first ? '' : ','}\n${JSON.stringify(value)}`;
      first = false;
      if (buffer.length >= FLUSH_AT) await flush(false);
    },
    end: async () => {
      buffer += '\n]\n';
      await flush(true);
    },
  };
}
