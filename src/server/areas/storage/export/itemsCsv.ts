import Papa from 'papaparse';
import { escapeFormula } from '../../../../domain/csvFormula';
import type { FileLanguage } from '../../../exports/fileLanguage';
import type { ItemInGroupRow } from '../repository/items';

/** The header row and the food column's words, in the language the file is asked in (the screens' words). */
const WORDS = {
  en: { header: ['Place', 'Name', 'Amount', 'Unit', 'Best before', 'Food', 'Note', 'Added'], yes: 'yes', no: 'no' },
  sv: { header: ['Plats', 'Namn', 'Mängd', 'Enhet', 'Bäst före', 'Mat', 'Anteckning', 'Tillagd'], yes: 'ja', no: 'nej' },
} satisfies Record<FileLanguage, { header: string[]; yes: string; no: string }>;

/**
 * Items as CSV rows a spreadsheet opens as they are: a byte-order mark (Excel reads UTF-8 by it),
 * CRLF line ends, text cells that would start a formula made text.
 */
export function itemsAsCsv(rows: readonly ItemInGroupRow[], language: FileLanguage): string {
  const words = WORDS[language];
  const lines = rows.map((row) => [
    escapeFormula(row.group_name),
    escapeFormula(row.name),
    row.quantity === null ? '' : String(row.quantity),
    escapeFormula(row.unit ?? ''),
    row.best_before ?? '',
    row.is_food === 1 ? words.yes : words.no,
    escapeFormula(row.note),
    row.created_at.slice(0, 10),
  ]);
  return `\uFEFF${Papa.unparse([words.header, ...lines], { newline: '\r\n' })}\r\n`;
}
