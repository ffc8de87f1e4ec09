import Papa from 'papaparse';
import { refusals } from '../refusals';

/** A CSV file's header and rows, each row by header name (trimmed); cells as written. */
export interface CsvTable {
  header: string[];
  rows: Array<Record<string, string>>;
}

/** Papa reads this much text at a time, then the loop is let go: about 1,000 rows, a few ms. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Reads CSV text in slices, yielding to the event loop between them, and stops with 413
 * IMPORT_TOO_MANY_ROWS as soon as the rows pass `maxRows`. Papa finds the delimiter (Clockify and
 * Kimai may write `;` in some locales) and understands quoted cells with commas and line breaks.
 */
export function readCsv(text: string, maxRows: number): Promise<CsvTable> {
  const rows: Array<Record<string, string>> = [];
  let header: string[] = [];
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (name) => name.trim(),
      chunkSize: CHUNK_BYTES,
      chunk(result: Papa.ParseResult<Record<string, string>>, parser: Papa.Parser) {
        header = result.meta.fields ?? header;
        for (const row of result.data) rows.push(row);
        if (rows.length > maxRows) {
          // Refused first: abort() calls complete at once, which would resolve.
          reject(refusals.importTooManyRows(maxRows));
          parser.abort();
          return;
        }
        parser.pause();
        setImmediate(() => parser.resume());
      },
      complete: () => resolve({ header, rows }),
      error: (error: Error) => reject(refusals.importUnreadable(`The file cannot be read as CSV: ${error.message}`)),
    });
  });
}
