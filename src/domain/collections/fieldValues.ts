import type { Schemas } from '../../contract/types';

// What a collection's fields hold, shared by the server (which refuses what does not fit) and the
// web (which checks a CSV import's rows before sending them).

export type FieldType = Schemas['FieldType'];
export type CollectionField = Schemas['CollectionField'];
export type ItemValue = Schemas['ItemValue'];

/** Longest texts, as the contract says (`FieldType`). */
export const TEXT_MAX = 1000;
export const LONG_TEXT_MAX = 20_000;
export const LINK_MAX = 2000;
/** Numbers beyond this lose integer precision in JSON and in a double precision column. */
export const NUMBER_MAX = 1e15;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const IMAGE_ID = /^[A-Za-z0-9_-]{12}$/;

/** A real calendar day written YYYY-MM-DD (not 2024-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An absolute http or https URL. */
export function isWebLink(text: string): boolean {
  if (text.length > LINK_MAX || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** What a value sent for a field becomes: stored, emptied, or refused with a reason a person can act on. */
export type ValueCheck = { kind: 'value'; value: ItemValue } | { kind: 'empty' } | { kind: 'invalid'; reason: string };

const invalid = (reason: string): ValueCheck => ({ kind: 'invalid', reason });

/**
 * Checks a value sent for `field`: null, and a text that is empty once trimmed, empty the field;
 * texts are trimmed (a long text keeps its inner lines); anything else must be of the field's
 * type. An image is only checked for the shape of an id here (whose it is, the server knows).
 */
export function checkValue(field: CollectionField, sent: ItemValue | null): ValueCheck {
  if (sent === null) return { kind: 'empty' };
  if (typeof sent === 'string' && sent.trim() === '') return { kind: 'empty' };
  const text = typeof sent === 'string' ? sent.trim() : undefined;
  switch (field.type) {
    case 'text':
      if (text === undefined) return invalid('must be a text');
      return text.length <= TEXT_MAX ? { kind: 'value', value: text } : invalid(`must be at most ${TEXT_MAX} characters`);
    case 'longText':
      if (text === undefined) return invalid('must be a text');
      return text.length <= LONG_TEXT_MAX ? { kind: 'value', value: text } : invalid(`must be at most ${LONG_TEXT_MAX} characters`);
    case 'number':
      return typeof sent === 'number' && Number.isFinite(sent) && Math.abs(sent) <= NUMBER_MAX ? { kind: 'value', value: sent } : invalid('must be a number');
    case 'date':
      return text !== undefined && isCalendarDate(text) ? { kind: 'value', value: text } : invalid('must be a date written YYYY-MM-DD');
    case 'yesNo':
      return typeof sent === 'boolean' ? { kind: 'value', value: sent } : invalid('must be true or false');
    case 'rating':
      return typeof sent === 'number' && Number.isInteger(sent) && sent >= 1 && sent <= 5 ? { kind: 'value', value: sent } : invalid('must be a whole number from 1 to 5');
    case 'link':
      return text !== undefined && isWebLink(text) ? { kind: 'value', value: text } : invalid('must be a web address starting with http:// or https://');
    case 'choice':
      return text !== undefined && (field.choices ?? []).includes(text) ? { kind: 'value', value: text } : invalid("must be one of the field's choices");
    case 'image':
      return text !== undefined && IMAGE_ID.test(text) ? { kind: 'value', value: text } : invalid('must be the id of an uploaded image');
  }
}
