import type { IntlShape } from 'react-intl';
import { unitIds, type UnitId } from '../../../domain/units/unitNames';
import { unitMessages } from './unitMessages';

/** Units counted in whole things or kitchen spoons and cups: their amounts read as fractions. */
const countedUnits: ReadonlySet<UnitId> = new Set<UnitId>([
  'piece', 'clove', 'can', 'jar', 'pack', 'bunch', 'slice', 'sprig', 'stick', 'head', 'bag', 'box', 'bottle', 'pot',
  'pinch', 'dash', 'drop', 'cup', 'tsp', 'tbsp', 'krm', 'tsk', 'msk',
]);

/** The fractions a cook measures, with their glyphs. */
const fractions: ReadonlyArray<[number, string]> = [
  [0, ''],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [1, ''],
];

/** Whether an amount of `unit` (none: whole things, "3 eggs") reads as a fraction. */
export function isCounted(unit: UnitId | null): boolean {
  return unit === null || countedUnits.has(unit);
}

/** A counted amount as a whole number and the nearest kitchen fraction ("1½", "¼"); null when that rounds to nothing. */
function fractionText(intl: IntlShape, quantity: number): string | null {
  if (quantity >= 10) return intl.formatNumber(Math.round(quantity));
  const whole = Math.floor(quantity);
  const [part, glyph] = fractions.reduce((best, each) => (Math.abs(quantity - whole - each[0]) < Math.abs(quantity - whole - best[0]) ? each : best));
  const wholeText = whole + (part === 1 ? 1 : 0);
  if (wholeText === 0 && glyph === '') return null;
  return `${wholeText > 0 ? intl.formatNumber(wholeText) : ''}${glyph}`;
}

/** A measured amount rounded as a kitchen weighs it: whole from 10, one decimal from 1, two below. */
function measuredText(intl: IntlShape, quantity: number): string {
  const maximumFractionDigits = quantity >= 10 ? 0 : quantity >= 1 ? 1 : 2;
  return intl.formatNumber(quantity, { maximumFractionDigits });
}

/** An amount in the reader's number format: fractions for counted units, sensible decimals for measured ones. */
export function quantityText(intl: IntlShape, quantity: number, unit: UnitId | null): string {
  return (isCounted(unit) ? fractionText(intl, quantity) : null) ?? measuredText(intl, quantity);
}

/** The unit as the reader's language writes it after `quantity` (plural when more than one). */
export function unitText(intl: IntlShape, unit: UnitId, quantity: number): string {
  return intl.formatMessage(unitMessages[unit], { count: quantity <= 1 ? 1 : quantity });
}

/** A stored unit as an id the catalogues name, or null for one written freely ("handful"). */
export function knownUnit(unit: string | null): UnitId | null {
  return unit !== null && (unitIds as readonly string[]).includes(unit) ? (unit as UnitId) : null;
}

/**
 * A unit as stored (a unit id, or a word typed freely) as the reader's language writes it after
 * `quantity`: "tbsp" is "msk" in Swedish, "dash" "stänk"; a word that is no unit id shows as typed.
 */
export function storedUnitText(intl: IntlShape, unit: string, quantity: number): string {
  const id = knownUnit(unit);
  return id === null ? unit : unitText(intl, id, quantity);
}
