import { checkValue, type CollectionField, type FieldType, type ItemValue } from './fieldValues';

// A field's type change, value by value: what an item's value becomes in the new type, or that it
// does not convert (the caller then keeps it as it was, so nothing is lost).

const YES = new Set(['yes', 'y', 'ja', 'j', 'true', '1', 'x', '✓']);
const NO = new Set(['no', 'n', 'nej', 'false', '0']);

/** A number written by a person: "12", " 12.5 ", "12,5" (a decimal comma); not "12 apples". */
function numberFrom(text: string): number | undefined {
  const normal = text.trim().replace(/^([+-]?\d+),(\d+)$/, '$1.$2');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normal)) return undefined;
  const number = Number(normal);
  return Number.isFinite(number) ? number : undefined;
}

/** How a value of type `from` reads as text. */
function textOf(value: ItemValue, from: FieldType): string | undefined {
  if (from === 'image') return undefined; // an image's id is not something a person wrote
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** The candidate in the new type, before the new field's own rules (lengths, choices) check it. */
function candidate(value: ItemValue, from: FieldType, to: CollectionField): ItemValue | undefined {
  if (from === to.type) return value;
  switch (to.type) {
    case 'text':
    case 'longText':
      return textOf(value, from);
    case 'number':
      if (typeof value === 'number') return value;
      return from === 'text' || from === 'longText' || from === 'choice' ? numberFrom(String(value)) : undefined;
    case 'rating': {
      const number = typeof value === 'number' ? value : from === 'text' || from === 'choice' ? numberFrom(String(value)) : undefined;
      return number;
    }
    case 'yesNo': {
      if (typeof value === 'boolean') return value;
      if (from === 'number' && (value === 0 || value === 1)) return value === 1;
      if (from !== 'text' && from !== 'choice') return undefined;
      const word = String(value).trim().toLowerCase();
      return YES.has(word) ? true : NO.has(word) ? false : undefined;
    }
    case 'date':
      return from === 'text' || from === 'choice' ? String(value).trim() : undefined;
    case 'link':
      return from === 'text' || from === 'longText' ? String(value).trim() : undefined;
    case 'choice': {
      const text = textOf(value, from)?.trim().toLowerCase();
      // The choice as the field spells it, matched ignoring case.
      return text === undefined ? undefined : to.choices?.find((choice) => choice.toLowerCase() === text);
    }
    case 'image':
      return undefined; // only an image is an image: its id must be one the user uploaded
  }
}

/**
 * `value`, held in a field of type `from`, as the field `to` would hold it; undefined when it does
 * not convert (a text that is no number, a number that is no rating, a choice no longer offered).
 */
export function convertValue(value: ItemValue, from: FieldType, to: CollectionField): ItemValue | undefined {
  const converted = candidate(value, from, to);
  if (converted === undefined) return undefined;
  const check = checkValue(to, converted);
  return check.kind === 'value' ? check.value : undefined;
}
