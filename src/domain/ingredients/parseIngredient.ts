// One written ingredient line ("2 1/2 cups flour, sifted", "1½ dl mjölk", "For the sauce:") as
// quantity, unit and food. parse-ingredient does the reading; this adds the Swedish units,
// headings and range words, and maps its unit names onto our UnitId.
import { parseIngredient as parseLines, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import { normalizeUnit, type UnitId } from '../units/units';
import { unitIds, unitSpellings } from '../units/unitNames';

export interface ParsedIngredient {
  /** The line as written. */
  text: string;
  /** The amount, or the lower end of a range ("2-3 cloves": 2); null when none is written. */
  quantity: number | null;
  /** The upper end of a range ("2-3 cloves": 3), else null. */
  quantity2: number | null;
  unit: UnitId | null;
  /** What the line is about, with any note it carries ("flour, sifted"); foodKey reduces it. */
  food: string;
  /** A section heading ("For the sauce:", "## Sauce") rather than an ingredient. */
  isHeading: boolean;
}

/**
 * Every unit we know, under its canonical id, so the parser recognises Swedish and the
 * spellings parse-ingredient lacks (it already knows the English ones).
 */
const ourUnits: UnitOfMeasureDefinitions = Object.fromEntries(
  unitIds.map((id) => [`our:${id}`, { short: id, plural: id, alternates: [...unitSpellings[id]] }]),
);

const headingMark = /^#+\s*/;

function parseOptions(text: string) {
  return {
    additionalUOMs: ourUnits,
    // Swedish writes "1,5 dl"; English lines keep commas for notes ("flour, sifted").
    decimalSeparator: /^\D*\d+,\d/.test(text) ? (',' as const) : ('.' as const),
    groupHeaderPatterns: ['For', 'Till'],
    rangeSeparators: ['to', 'or', 'till', 'eller', 'à'],
    leadingQuantityPrefixes: ['about', 'approx.', 'approximately', 'ca.', 'ca', 'cirka', 'ungefär', 'around'],
  };
}

/** The UnitId of what parse-ingredient found: its own id ('tablespoon') or ours ('our:msk'). */
function unitOf(unitOfMeasureID: string | null, unitOfMeasure: string | null): UnitId | null {
  if (unitOfMeasureID?.startsWith('our:')) return normalizeUnit(unitOfMeasureID.slice(4));
  return normalizeUnit(unitOfMeasureID ?? '') ?? normalizeUnit(unitOfMeasure ?? '');
}

export function parseIngredient(text: string): ParsedIngredient {
  const trimmed = text.trim();
  if (headingMark.test(trimmed)) {
    return { text, quantity: null, quantity2: null, unit: null, food: trimmed.replace(headingMark, ''), isHeading: true };
  }
  const [parsed] = parseLines(trimmed, parseOptions(trimmed));
  if (parsed === undefined) return { text, quantity: null, quantity2: null, unit: null, food: trimmed, isHeading: false };
  if (parsed.isGroupHeader) {
    return { text, quantity: null, quantity2: null, unit: null, food: parsed.description.replace(/:\s*$/, ''), isHeading: true };
  }
  return {
    text,
    quantity: parsed.quantity,
    quantity2: parsed.quantity2,
    unit: unitOf(parsed.unitOfMeasureID, parsed.unitOfMeasure),
    food: parsed.description.trim(),
    isHeading: false,
  };
}
