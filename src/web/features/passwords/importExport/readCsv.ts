import Papa from 'papaparse';

export interface CsvTable {
  /** The first line's column names, as written. */
  header: string[];
  /** Every other line by column name (a missing cell is ''). */
  rows: Array<Record<string, string>>;
}

/** A CSV file read by Papa Parse (RFC 4180: quotes, commas and line breaks inside cells), its first line the header. */
export function readCsv(content: string): CsvTable {
  const result = Papa.parse<Record<string, string>>(content.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    // A cell's line breaks as the browser's text fields have them, whatever system wrote the file.
    transform: (value) => (value ?? '').replace(/\r\n?/g, '\n'),
  });
  const header = (result.meta.fields ?? []).map((field) => field.trim());
  return { header, rows: result.data };
}
