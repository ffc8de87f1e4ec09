import { checkValue, type CollectionField, type ItemValue } from '../../../domain/collections/fieldValues';
import type { CollectionsDb } from './tables';
import { ownImages } from './repository/otherAreas';

// The values a client sends for an item, checked against the collection's fields.

export type SentValues = Record<string, ItemValue | null>;

export type ValueFault = { kind: 'unknownField'; fieldId: string } | { kind: 'invalid'; field: CollectionField; reason: string } | { kind: 'notOwnImage'; field: CollectionField };

export interface CheckedValues {
  /** Values to store, by field id. */
  set: Record<string, ItemValue>;
  /** Fields to empty. */
  clear: string[];
  faults: ValueFault[];
}

/** Sorts sent values into what to store and what to empty, noting every fault (images not yet). */
export function checkValues(fields: readonly CollectionField[], sent: SentValues = {}): CheckedValues {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const checked: CheckedValues = { set: {}, clear: [], faults: [] };
  for (const [fieldId, value] of Object.entries(sent)) {
    const field = byId.get(fieldId);
    if (field === undefined) {
      checked.faults.push({ kind: 'unknownField', fieldId });
      continue;
    }
    const check = checkValue(field, value);
    if (check.kind === 'invalid') checked.faults.push({ kind: 'invalid', field, reason: check.reason });
    else if (check.kind === 'empty') checked.clear.push(fieldId);
    else checked.set[fieldId] = check.value;
  }
  return checked;
}

/** Adds a fault to each of these checked values whose image is not one the caller uploaded. */
export async function checkImages(db: CollectionsDb, userId: string, fields: readonly CollectionField[], all: readonly CheckedValues[]): Promise<void> {
  const imageFields = fields.filter((field) => field.type === 'image');
  if (imageFields.length === 0) return;
  const wanted = all.flatMap((checked) => imageFields.map((field) => checked.set[field.id]).filter((value): value is string => typeof value === 'string'));
  const owned = await ownImages(db, userId, wanted);
  for (const checked of all) {
    for (const field of imageFields) {
      const value = checked.set[field.id];
      if (typeof value === 'string' && !owned.has(value)) checked.faults.push({ kind: 'notOwnImage', field });
    }
  }
}

/** A fault as a sentence's end: 'the value for "Year" must be a number'. */
export function describeFault(fault: ValueFault): string {
  if (fault.kind === 'unknownField') return `the collection has no field ${fault.fieldId}`;
  if (fault.kind === 'notOwnImage') return `the image for "${fault.field.name}" is not one of your images`;
  return `the value for "${fault.field.name}" ${fault.reason}`;
}
