import { convertAmount, normalizeUnit, type UnitId } from '../units/units';

/** An ingredient line of a drink (the contract's DrinkIngredient): as written, and as read. */
export interface DrinkIngredient {
  text: string;
  quantity: number | null;
  quantity2: number | null;
  unit: string | null;
  name: string;
}

// A drink's ingredients at the servings chosen and in the bar measure chosen. Only liquid measures
// switch (ml, cl, dl, l, oz); dashes, spoons, slices and counts stay in their own unit, as a
// bartender measures them.

/** The measure the amounts show in: as the drink is written, or all liquids in ml, cl or oz. */
export type UnitChoice = 'written' | 'ml' | 'cl' | 'oz';
export const unitChoices: readonly UnitChoice[] = ['written', 'ml', 'cl', 'oz'];

/** The servings a drink scales to (a drink is written for one). */
export const minServings = 1;
export const maxServings = 50;

const liquid = new Set<UnitId>(['ml', 'cl', 'dl', 'l', 'fl-oz', 'oz']);
const targetOf: Record<Exclude<UnitChoice, 'written'>, UnitId> = { ml: 'ml', cl: 'cl', oz: 'fl-oz' };
/** Decimals kept per unit: a jigger's quarter ounce, a tenth of a centilitre or millilitre. */
const decimals: Partial<Record<UnitId, number>> = { ml: 1, cl: 1, 'fl-oz': 2 };

/** An ingredient as the page shows it; `changed` is false when it is as the drink is written. */
export interface ShownIngredient {
  quantity: number | null;
  quantity2: number | null;
  unit: string | null;
  name: string;
  text: string;
  changed: boolean;
}

function rounded(value: number, unit: string | null): number {
  const places = decimals[(unit ?? '') as UnitId] ?? 2;
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
}

/** Whole servings from 1 to 50; anything else is the nearest of them. */
export function clampServings(value: number): number {
  if (!Number.isFinite(value)) return minServings;
  return Math.min(maxServings, Math.max(minServings, Math.round(value)));
}

/**
 * The ingredient for `servings` drinks in `choice`. A liquid measure ("oz" in a drink is a fluid
 * ounce) converts; an amount in any other unit, or none, is only multiplied.
 */
export function shownIngredient(ingredient: DrinkIngredient, servings: number, choice: UnitChoice): ShownIngredient {
  const base = { quantity: ingredient.quantity, quantity2: ingredient.quantity2, unit: ingredient.unit, name: ingredient.name, text: ingredient.text, changed: false };
  if (ingredient.quantity === null) return base;
  const from = ingredient.unit === 'oz' ? 'fl-oz' : ingredient.unit;
  const target = choice !== 'written' && from !== null && liquid.has(normalizeUnit(from) ?? 'piece') ? targetOf[choice] : null;
  const convert = (quantity: number | null) => {
    if (quantity === null) return null;
    const scaled = quantity * servings;
    const converted = target === null ? scaled : (convertAmount({ quantity: scaled, unit: from }, target)?.quantity ?? scaled);
    return rounded(converted, target ?? from);
  };
  const unit = target ?? from;
  const changed = servings !== 1 || (target !== null && target !== from);
  return { ...base, quantity: convert(ingredient.quantity), quantity2: convert(ingredient.quantity2), unit, changed };
}

/** How a unit reads on the page: a fluid ounce is "oz" at the bar. */
export function unitLabel(unit: string | null): string {
  return unit === 'fl-oz' ? 'oz' : (unit ?? '');
}

/**
 * The amount with the reader's number format ("1,5" in Swedish), a range with an en dash, and the
 * unit: "4.5 cl", "1–2 dash". `unitName` words the unit (as `unitLabel` gave it) in the reader's
 * language for the amount ("stänk" in Swedish); without it the label shows as is.
 */
export function amountText(
  ingredient: ShownIngredient,
  formatNumber: (value: number) => string,
  unitName: (label: string, quantity: number) => string = (label) => label,
): string {
  if (ingredient.quantity === null) return '';
  const number = formatNumber;
  const amount = ingredient.quantity2 === null ? number(ingredient.quantity) : `${number(ingredient.quantity)}–${number(ingredient.quantity2)}`;
  const label = unitLabel(ingredient.unit);
  return [amount, label && unitName(label, ingredient.quantity2 ?? ingredient.quantity)].filter(Boolean).join(' ');
}
