import Papa from 'papaparse';
import writeExcelFile from 'write-excel-file/node';
import type { FileLanguage } from '../../../exports/fileLanguage';
import { clockDuration, EXPORT_HEADERS, type ExportRow } from './exportRows';
import { escapeFormula } from '../../../../domain/csvFormula';

/** A byte-order mark first, so Excel reads the UTF-8 (å, ä, ö) as UTF-8. */
const BOM = '\uFEFF';
const MS_PER_DAY = 86_400_000;

/** The rows as CSV text: a header, then one line a stamp; text cells escaped against formulas. */
export function exportCsv(rows: readonly ExportRow[], language: FileLanguage): Buffer {
  const lines = rows.map((row) => [row.group, row.subGroup, row.tags, row.start.text, row.end?.text ?? '', row.durationMs === null ? '' : clockDuration(row.durationMs)].map(escapeFormula));
  return Buffer.from(BOM + Papa.unparse({ fields: [...EXPORT_HEADERS[language]], data: lines }, { newline: '\r\n' }), 'utf8');
}

/** The rows as an XLSX workbook: text cells escaped, Start and End as dates, Duration as a time value. */
export async function exportXlsx(rows: readonly ExportRow[], language: FileLanguage): Promise<Buffer> {
  const header = EXPORT_HEADERS[language].map((title) => ({ value: title, fontWeight: 'bold' as const }));
  const dateCell = (wall: Date | undefined) => (wall === undefined ? null : { value: wall, type: Date, format: 'yyyy-mm-dd hh:mm:ss' });
  const data = rows.map((row) => [
    { value: escapeFormula(row.group), type: String },
    { value: escapeFormula(row.subGroup), type: String },
    { value: escapeFormula(row.tags), type: String },
    dateCell(row.start.wall),
    dateCell(row.end?.wall),
    row.durationMs === null ? null : { value: row.durationMs / MS_PER_DAY, type: Number, format: '[h]:mm:ss' },
  ]);
  return writeExcelFile([header, ...data] as never, { columns: [{ width: 24 }, { width: 24 }, { width: 20 }, { width: 20 }, { width: 20 }, { width: 10 }] } as never).toBuffer();
}
