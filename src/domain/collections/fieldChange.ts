import type { Schemas } from '../../contract/types';
import { convertValue } from './convertValue';
import type { CollectionField, ItemValue } from './fieldValues';

// What a change of a collection's fields does to one item: values of a field whose type or
// choices changed are converted; those that do not convert are kept (newest first) with the type
// they had, so nothing is lost; a field left empty gets back the newest kept value that converts
// to its type again; a removed field's values go.

export type UnconvertedValue = Schemas['UnconvertedValue'];
export type ItemValues = Record<string, ItemValue>;
export type KeptValues = Record<string, UnconvertedValue[]>;

export interface ItemState {
  values: ItemValues;
  unconverted: KeptValues;
}

export interface ReconciledItem extends ItemState {
  /** The fields whose value this change could not convert. */
  failed: string[];
  /** Whether anything of the item changed. */
  changed: boolean;
}

const sameChoices = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((choice, index) => choice === b?.[index]);

/** A field whose values must be looked at again: another type, or (a choice field) other choices. */
export function needsConversion(before: CollectionField, after: CollectionField): boolean {
  return before.type !== after.type || !sameChoices(before.choices, after.choices);
}

export function reconcileItem(item: ItemState, before: readonly CollectionField[], after: readonly CollectionField[]): ReconciledItem {
  const values: ItemValues = { ...item.values };
  const unconverted: KeptValues = { ...item.unconverted };
  const failed: string[] = [];
  let changed = false;
  const beforeById = new Map(before.map((field) => [field.id, field]));
  const kept = new Set(after.map((field) => field.id));

  for (const field of after) {
    const old = beforeById.get(field.id);
    if (old === undefined || !needsConversion(old, field)) continue;
    const current = values[field.id];
    let keptHere = unconverted[field.id] ?? [];
    if (current !== undefined) {
      const converted = convertValue(current, old.type, field);
      if (converted === undefined) {
        delete values[field.id];
        keptHere = [{ value: current, type: old.type }, ...keptHere];
        failed.push(field.id);
        changed = true;
      } else if (converted !== current) {
        values[field.id] = converted;
        changed = true;
      }
    } else {
      // Only a field that was empty gets a kept value back: one the user has since filled keeps theirs.
      const index = keptHere.findIndex((entry) => convertValue(entry.value, entry.type, field) !== undefined);
      if (index >= 0) {
        values[field.id] = convertValue(keptHere[index]!.value, keptHere[index]!.type, field)!;
        keptHere = keptHere.filter((_, at) => at !== index);
        changed = true;
      }
    }
    if (keptHere.length > 0) unconverted[field.id] = keptHere;
    else delete unconverted[field.id];
  }

  for (const id of [...Object.keys(values), ...Object.keys(unconverted)]) {
    if (kept.has(id)) continue;
    delete values[id];
    delete unconverted[id];
    changed = true;
  }
  return { values, unconverted, failed, changed };
}
