import { normalizeUnit } from '../../../domain/units/units';
import { refusals } from './refusals';

/** An item's name, trimmed; empty is refused. */
export function itemName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw refusals.itemNameRequired();
  return trimmed;
}

/** A unit as stored: its canonical id when known ("grams" → "g"), else as written, trimmed; empty is none. */
export function itemUnit(unit: string | null | undefined): string | null {
  const trimmed = unit?.trim() ?? '';
  if (trimmed === '') return null;
  return normalizeUnit(trimmed) ?? trimmed;
}
