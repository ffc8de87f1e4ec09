import type { Schemas } from '../../../../contract/types';
import { dayOfFileName, dayOfValue, isOnlyAStamp } from './dates';
import { splitFrontMatter } from './frontMatter';

export type SkipReason = Schemas['NoteImportSkipReason'];

/** The contract's limits of a note's name and its entry's Markdown. */
export const MAX_NAME_LENGTH = 200;
export const MAX_TEXT_LENGTH = 100_000;
/** A name made from a memo's first line stops here. */
const LINE_NAME_LENGTH = 80;

export interface MarkdownNote {
  name: string;
  effectiveDate: string;
  text: string;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * One Markdown file as a note: the name from front matter `title`, else the file name (a name that
 * is only a date, as Memos writes, gives way to the first heading or line), else the first
 * heading; the effective date from `date` or `created` in `zone`, else a date the file name starts
 * with, else `today`; the body after the front matter as the note's one entry.
 */
export function readMarkdownFile(baseName: string, bytes: Uint8Array, zone: string, today: string): MarkdownNote | SkipReason {
  let raw: string;
  try {
    raw = decoder.decode(bytes);
  } catch {
    return 'notText';
  }
  if (raw.includes('\0')) return 'notText';
  const split = splitFrontMatter(raw.replace(/\r\n?/g, '\n'));
  if (split === 'bad') return 'badFrontMatter';
  const text = split.body.replace(/^\s*\n/, '').trimEnd();
  if (text.trim() === '') return 'empty';
  if (text.length > MAX_TEXT_LENGTH) return 'tooLarge';
  const name = oneLine(titleOf(split.fields)) || (isOnlyAStamp(baseName) ? '' : oneLine(baseName)) || firstHeading(text) || firstLine(text);
  if (name.length > MAX_NAME_LENGTH) return 'nameTooLong';
  const effectiveDate = dayOfValue(split.fields.date, zone) ?? dayOfValue(split.fields.created, zone) ?? dayOfFileName(baseName) ?? today;
  return { name, effectiveDate, text };
}

function titleOf(fields: Record<string, unknown>): string {
  const title = fields.title;
  return typeof title === 'string' || typeof title === 'number' ? String(title) : '';
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function firstHeading(text: string): string {
  const heading = /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(text);
  return heading === null ? '' : oneLine(heading[1]!);
}

/** The first line with words, without Markdown's leading marks, cut to a short name. */
function firstLine(text: string): string {
  const line = text
    .split('\n')
    .map((part) => oneLine(part.replace(/^[\s>#*+-]*(\[[ xX]\]\s*)?/, '')))
    .find((part) => part !== '');
  if (line === undefined) return '';
  return line.length <= LINE_NAME_LENGTH ? line : `${line.slice(0, LINE_NAME_LENGTH - 1).trimEnd()}…`;
}
