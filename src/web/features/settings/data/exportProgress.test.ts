import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readExport } from './exportProgress';

/** A zip as the server writes it, cut into small chunks as a slow network brings it. */
function exportStream(documents: Record<string, unknown[]>): { stream: ReadableStream<Uint8Array>; bytes: number } {
  const parts: Uint8Array[] = [];
  const zip = new Zip((_error, chunk) => parts.push(chunk));
  const add = (name: string, text: string) => {
    const entry = new ZipDeflate(name);
    zip.add(entry);
    entry.push(new TextEncoder().encode(text), true);
  };
  add('manifest.json', '{\n"formatVersion": 1\n}\n');
  for (const [area, rows] of Object.entries(documents)) add(`${area}.json`, `[${rows.map((row) => `\n${JSON.stringify(row)}`).join(',')}\n]\n`);
  const photo = new ZipPassThrough('photos/a-thumb.webp');
  zip.add(photo);
  photo.push(new Uint8Array([10, 10, 10]), true);
  zip.end();
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let start = 0; start < all.length; start += 50) controller.enqueue(all.slice(start, start + 50));
      controller.close();
    },
  });
  return { stream, bytes: all.length };
}

describe('readExport', () => {
  it('counts every row of every document as it arrives, and keeps the zip as it came', async () => {
    const { stream, bytes } = exportStream({
      time: Array.from({ length: 120 }, (_, index) => ({ table: 'time_stamp', row: { id: index } })),
      notes: [{ table: 'note', row: { name: 'a\nb' } }],
      share: [],
    });
    const seen: number[] = [];
    const blob = await readExport(stream, (rows) => seen.push(rows));
    expect(seen.at(-1)).toBe(121);
    expect(seen.length).toBeGreaterThan(2);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(blob.size).toBe(bytes);
  });
});
