import Papa from 'papaparse';
import { escapeFormula } from '../../../../domain/csvFormula';
import type { ItemInGroupRow } from '../repository/items';

const HEADER = ['Place', 'Name', 'Amount', 'Unit', 'Best before', 'Food', 'Note', 'Added'];

/**
 * Items as CSV rows a spreadsheet opens as they are: a byte-order mark (Excel reads UTF-8 by it),
 * CRLF line ends, text cells that would start a formula made text.
 */
export function itemsAsCsv(rows: readonly ItemInGroupRow[]): string {
  const lines = rows.map((row) => [
    escapeFormula(row.group_name),
    escapeFormula(row.name),
    row.quantity === null ? '' : String(row.quantity),
    escapeFormula(row.unit ?? ''),
    row.best_before ?? '',
    row.is_food === 1 ? 'yes' : 'no',
    escapeFormula(row.note),
    row.created_at.slice(0, 10),
  ]);
  return `\uFEFF${Papa.unparse([HEADER, ...lines], { newline: '\r\n' })}\r\n`;
}
