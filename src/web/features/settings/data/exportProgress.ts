import { Unzip, UnzipInflate } from 'fflate';

const NEWLINE = 10;

/**
 * Reads the export's zip as it downloads and counts the rows that have arrived, so the progress
 * bar is honest: the server writes one row per line in each area's document, and the summary said
 * how many rows there are. The bytes are kept as they came (the saved file is the server's zip).
 */
export async function readExport(body: ReadableStream<Uint8Array>, onRows: (rows: number) => void): Promise<Blob> {
  const chunks: Uint8Array[] = [];
  let rows = 0;
  const unzip = new Unzip((file) => {
    if (!file.name.endsWith('.json') || file.name === 'manifest.json') return;
    // A document's first and last lines ("[" and "]") are not rows.
    let lines = -1;
    file.ondata = (error, data, final) => {
      if (error !== null) return;
      for (const byte of data) if (byte === NEWLINE) lines += 1;
      if (final) lines -= 1;
      const counted = Math.max(0, lines);
      onRows(rows + counted);
      if (final) rows += counted;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    unzip.push(value);
  }
  return new Blob(chunks as BlobPart[], { type: 'application/zip' });
}

/** Hands the browser a file to save, named as the server named it. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
