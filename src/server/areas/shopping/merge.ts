import { foodKey, sameFood } from '../../../domain/ingredients/food';
import { addAmounts, type Amount } from '../../../domain/units/units';

/** An item about to be added, its text already tidied (trimmed, unit normalised). */
export interface PlannedItem extends Amount {
  name: string;
  note: string;
  checked: boolean;
}

/** An open item the list already holds. */
export interface OpenItem extends Amount {
  id: string;
  name: string;
  note: string;
}

export interface AdditionPlan {
  /** Open items that took amounts, by id: their amount and note after the request. */
  merged: Map<string, Amount & { note: string }>;
  /** The new items, in the order sent, with their amounts after later ones merged into them. */
  added: PlannedItem[];
}

interface Target extends Amount {
  name: string;
  note: string;
  /** Set for an item the list already holds. */
  id?: string;
}

/**
 * Where each incoming item goes: with `mergeSameFood`, into the first open item (already in the
 * list, or added earlier in the same request) of the same food whose amount combines with it,
 * in that item's unit; a target whose food key is equal beats one that only contains the word
 * ("flour" goes to "flour" before "wheat flour"). Everything else, and every checked item, is new.
 */
export function planAdditions(open: readonly OpenItem[], incoming: readonly PlannedItem[], mergeSameFood: boolean): AdditionPlan {
  const targets: Target[] = open.map((item) => ({ ...item }));
  const added: PlannedItem[] = [];
  const touched = new Set<Target>();
  for (const item of incoming) {
    const merge = mergeSameFood && !item.checked ? mergeTarget(targets, item) : undefined;
    if (merge === undefined) {
      const fresh = { ...item };
      added.push(fresh);
      if (!item.checked) targets.push(fresh);
      continue;
    }
    const [target, sum] = merge;
    target.quantity = sum.quantity;
    target.unit = sum.unit;
    // The item keeps its own note; one without takes the incoming item's.
    if (target.note === '') target.note = item.note;
    touched.add(target);
  }
  const merged = new Map<string, Amount & { note: string }>();
  for (const target of targets) {
    if (target.id !== undefined && touched.has(target)) merged.set(target.id, { quantity: target.quantity, unit: target.unit, note: target.note });
  }
  return { merged, added };
}

function mergeTarget(targets: readonly Target[], item: PlannedItem): [Target, Amount] | undefined {
  const key = foodKey(item.name);
  let partial: [Target, Amount] | undefined;
  for (const target of targets) {
    if (!sameFood(target.name, item.name)) continue;
    const sum = addAmounts(target, item);
    if (sum === undefined) continue;
    if (foodKey(target.name) === key) return [target, sum];
    partial ??= [target, sum];
  }
  return partial;
}
