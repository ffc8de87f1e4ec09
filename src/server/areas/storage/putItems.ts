// "Put checked items into storage": which new items are added to a group, and which go into an
// item already there (mergeSameFood). Pure, so the rules are tested without a database.
import { foodKey, sameFoodKey } from '../../../domain/ingredients/food';
import { addAmounts } from '../../../domain/units/units';
import type { ItemValues } from './repository/items';

/** A new item as the call sends it, trimmed and with its defaults. */
export type IncomingItem = Pick<ItemValues, 'name' | 'quantity' | 'unit' | 'best_before' | 'note' | 'is_food'>;

export interface PutPlan {
  /** New rows, as they are after any later item of the same call went into them. */
  added: ItemValues[];
  /** Rows that were in the group and took an amount, as they are now; each once, in the order they first took one. */
  merged: ItemValues[];
}

interface Slot {
  row: ItemValues;
  isNew: boolean;
  /** foodKey of the row's name (which merging never changes), made once: a large group is matched against many items. */
  key: string;
}

/** The earlier of two best-before dates; a date beats none (the item holds something that expires). */
function earlier(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a <= b ? a : b;
}

/**
 * The slot an item goes into: same food flag, same food, and amounts that add; an item with the
 * same food key (the same food written the same way) before one only related ("flour" in
 * "wheat flour"), and the oldest of those.
 */
function targetOf(slots: readonly Slot[], item: IncomingItem): Slot | undefined {
  const key = foodKey(item.name);
  const fits = slots.filter((slot) => slot.row.is_food === item.is_food && sameFoodKey(slot.key, key) && addAmounts(slot.row, item) !== undefined);
  return fits.find((slot) => slot.key === key) ?? fits[0];
}

/**
 * Plans putting `incoming` into the group that holds `existing` (oldest first). Without `merge`
 * every item is added; with it, each item goes into the same food already there (or added
 * earlier in this call) when the amounts add, in the existing item's unit, keeping its name,
 * the earlier best-before and its note (or the new one when it had none).
 */
export function planPut(
  existing: readonly ItemValues[],
  incoming: readonly IncomingItem[],
  { merge, groupId, at, newId }: { merge: boolean; groupId: string; at: string; newId: () => string },
): PutPlan {
  const slots: Slot[] = existing.map((row) => ({ row, isNew: false, key: foodKey(row.name) }));
  const changed = new Set<Slot>();
  for (const item of incoming) {
    const target = merge ? targetOf(slots, item) : undefined;
    const sum = target === undefined ? undefined : addAmounts(target.row, item);
    if (target === undefined || sum === undefined) {
      slots.push({ row: { ...item, id: newId(), group_id: groupId, created_at: at, updated_at: at }, isNew: true, key: foodKey(item.name) });
      continue;
    }
    target.row = {
      ...target.row,
      quantity: sum.quantity,
      unit: sum.unit,
      best_before: earlier(target.row.best_before, item.best_before),
      note: target.row.note === '' ? item.note : target.row.note,
      updated_at: at,
    };
    if (!target.isNew) changed.add(target);
  }
  return {
    added: slots.filter((slot) => slot.isNew).map((slot) => slot.row),
    merged: [...changed].map((slot) => slot.row),
  };
}
