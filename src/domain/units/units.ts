// Cooking units: what a written unit means, and adding or converting amounts between units of
// one kind (mass, volume or a count). The `convert` package knows the metric and US units; the
// Swedish spoon measures are defined here (krm 1 ml, tsk 5 ml, msk 15 ml) because it does not.
import convert from 'convert';
import { unitIds, unitSpellings, type UnitId } from './unitNames';

export { unitIds, type UnitId } from './unitNames';

/** How much of something: `quantity` null means "some" (unmeasured); `unit` null means a count. */
export interface Amount {
  quantity: number | null;
  unit: string | null;
}

type Kind = 'mass' | 'volume';

/** The unit in the `convert` package's names, or millilitres for the units it lacks. */
const measured: Partial<Record<UnitId, { kind: Kind; convertName?: Parameters<typeof convert>[1]; ml?: number }>> = {
  mg: { kind: 'mass', convertName: 'mg' },
  g: { kind: 'mass', convertName: 'g' },
  hg: { kind: 'mass', convertName: 'hg' },
  kg: { kind: 'mass', convertName: 'kg' },
  oz: { kind: 'mass', convertName: 'oz' },
  lb: { kind: 'mass', convertName: 'lb' },
  ml: { kind: 'volume', convertName: 'mL' },
  cl: { kind: 'volume', convertName: 'cL' },
  dl: { kind: 'volume', convertName: 'dL' },
  l: { kind: 'volume', convertName: 'L' },
  tsp: { kind: 'volume', convertName: 'tsp' },
  tbsp: { kind: 'volume', convertName: 'tbsp' },
  cup: { kind: 'volume', convertName: 'cup' },
  'fl-oz': { kind: 'volume', convertName: 'fl oz' },
  pt: { kind: 'volume', convertName: 'pint' },
  qt: { kind: 'volume', convertName: 'quart' },
  gal: { kind: 'volume', convertName: 'gallon' },
  krm: { kind: 'volume', ml: 1 },
  tsk: { kind: 'volume', ml: 5 },
  msk: { kind: 'volume', ml: 15 },
};

const byLowerName = new Map<string, UnitId>();
for (const id of unitIds) {
  byLowerName.set(id, id);
  for (const spelling of unitSpellings[id]) byLowerName.set(spelling.toLowerCase(), id);
}

/** The canonical id of a written unit ('grams', 'G', 'Tbsp', 'tablespoons', 'msk', 'dl.'), or null when unknown. */
export function normalizeUnit(text: string): UnitId | null {
  const trimmed = text.trim();
  if (trimmed === 'T') return 'tbsp';
  if (trimmed === 't') return 'tsp';
  const name = trimmed.replace(/\.$/, '').replace(/\s+/g, ' ').toLowerCase();
  return byLowerName.get(name) ?? null;
}

/** Base quantity (grams or millilitres) of `quantity` in `unit`. */
function toBase(quantity: number, unit: UnitId): number {
  const spec = measured[unit];
  if (spec?.ml !== undefined) return quantity * spec.ml;
  if (spec?.convertName === undefined) return quantity;
  return Number(convert(quantity, spec.convertName).to(spec.kind === 'mass' ? 'g' : 'mL'));
}

function fromBase(base: number, unit: UnitId): number {
  return base / toBase(1, unit);
}

/** Floating-point noise off (100.00000000000001 dl), keeping six decimals. */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** How two units relate: the same unit, convertible within a kind, or not combinable. */
type UnitMatch = { sameUnit: true } | { sameUnit: false; from: UnitId; to: UnitId } | undefined;

function matchUnits(from: string | null, to: string | null): UnitMatch {
  // A bare count ("3 eggs") and pieces ("3 st ägg") are the same thing.
  const fromId = from === null ? 'piece' : normalizeUnit(from);
  const toId = to === null ? 'piece' : normalizeUnit(to);
  if (fromId === null || toId === null) {
    // Units nobody knows still add when they are written alike.
    const same = from !== null && to !== null && from.trim().toLowerCase() === to.trim().toLowerCase();
    return same ? { sameUnit: true } : undefined;
  }
  if (fromId === toId) return { sameUnit: true };
  const fromKind = measured[fromId]?.kind;
  if (fromKind === undefined || fromKind !== measured[toId]?.kind) return undefined;
  return { sameUnit: false, from: fromId, to: toId };
}

/**
 * `a` in the unit `to` (200 g → 0.2 kg), or undefined when the units are of different kinds
 * (grams to millilitres, cloves to cans) or `a`'s unit is unknown.
 */
export function convertAmount(a: Amount, to: UnitId): Amount | undefined {
  const match = matchUnits(a.unit, to);
  if (match === undefined) return undefined;
  if (a.quantity === null) return { quantity: null, unit: to };
  if (match.sameUnit) return { quantity: a.quantity, unit: to };
  return { quantity: tidy(fromBase(toBase(a.quantity, match.from), match.to)), unit: to };
}

/**
 * `a + b` in `a`'s unit (200 g + 0.3 kg = 500 g; 3 + 2 unitless = 5), or undefined when they
 * cannot be combined: units of different kinds, or a measured amount with an unmeasured one.
 * Two unmeasured amounts ("salt" and "salt") add to one unmeasured amount.
 */
export function addAmounts(a: Amount, b: Amount): Amount | undefined {
  const match = matchUnits(b.unit, a.unit);
  if (match === undefined) return undefined;
  if (a.quantity === null || b.quantity === null) {
    return a.quantity === null && b.quantity === null ? { quantity: null, unit: a.unit } : undefined;
  }
  const bInA = match.sameUnit ? b.quantity : fromBase(toBase(b.quantity, match.from), match.to);
  return { quantity: tidy(a.quantity + bInA), unit: a.unit };
}
