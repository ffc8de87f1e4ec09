import { convertValue } from '../../../domain/collections/convertValue';
import { escapeFormulas, unescapeFormula } from '../../../domain/csvFormula';
import type { CollectionField, Item, ItemValue } from './queries';

// CSV in and out of a collection, in the browser (contract/collections.yaml: the rows go to
// POST /item-import as JSON). papaparse loads only when a file is read or written.

/** A CSV file read: its header and its rows (each as long as the header). */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

/** Which field each CSV column fills, by column index; null ignores the column. */
export type ColumnMapping = Array<string | null>;

/** A cell that does not fit its field: its row (1 = the first below the header), field and text. */
export interface CsvFault {
  row: number;
  fieldId: string;
  value: string;
}

/**
 * Reads a CSV file's text: the first row is the header; blank lines are skipped. Cells our export
 * escaped against spreadsheet formulas are read back as they were.
 */
export async function readCsv(text: string): Promise<CsvTable> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = parsed.data;
  if (header.length === 0) throw new Error('no header');
  return { header: header.map((name) => unescapeFormula(name.trim())), rows: rows.map((row) => header.map((_, index) => unescapeFormula(row[index] ?? ''))) };
}

/** Fields a CSV column can fill: all but images (an image is an upload, not a text). */
export function importableFields(fields: readonly CollectionField[]): CollectionField[] {
  return fields.filter((field) => field.type !== 'image');
}

/** The first guess: a column whose header is a field's name (ignoring case and spaces around it) fills that field. */
export function defaultMapping(header: readonly string[], fields: readonly CollectionField[]): ColumnMapping {
  const byName = new Map(importableFields(fields).map((field) => [field.name.trim().toLowerCase(), field.id]));
  const taken = new Set<string>();
  return header.map((name) => {
    const id = byName.get(name.trim().toLowerCase());
    if (id === undefined || taken.has(id)) return null;
    taken.add(id);
    return id;
  });
}

/**
 * The rows as the items POST /item-import takes, each cell converted to its field's type as a
 * type change would convert a text ("12,5" is 12.5, "ja" is yes); the cells that do not convert
 * are the faults (none sent then: the import is all or nothing).
 */
export function itemsFromCsv(table: CsvTable, mapping: ColumnMapping, fields: readonly CollectionField[]) {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const faults: CsvFault[] = [];
  const items = table.rows.map((row, rowIndex) => {
    const values: Record<string, ItemValue> = {};
    mapping.forEach((fieldId, column) => {
      const field = fieldId === null ? undefined : byId.get(fieldId);
      const text = row[column] ?? '';
      if (field === undefined || text.trim() === '') return;
      const value = convertValue(field.type === 'longText' ? text : text.trim(), 'text', field);
      if (value === undefined) faults.push({ row: rowIndex + 1, fieldId: field.id, value: text });
      else values[field.id] = value;
    });
    return { values };
  });
  return { items, faults };
}

/** How a value is written in a CSV cell: yes/no, numbers and dates as JSON would, texts as they are. */
function cellValue(value: ItemValue | undefined): string | number {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'number' ? value : String(value);
}

/**
 * The items as CSV: a header of the field names, then a row per item, in the given order; texts
 * a spreadsheet would run as formulas are escaped (numbers stay numbers: -5 is not a formula).
 */
export async function itemsToCsv(fields: readonly CollectionField[], items: readonly Item[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const header = fields.map((field) => field.name);
  return Papa.unparse(escapeFormulas([header, ...items.map((item) => fields.map((field) => cellValue(item.values[field.id])))]));
}
