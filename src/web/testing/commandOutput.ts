import { createIntl } from 'react-intl';
import type { CommandOutcome, OutputLine, OutputMessage } from '../../domain/commandLine/outcome';
import { messagesFor } from '../i18n/catalogues';

const intls = {
  en: createIntl({ locale: 'en', messages: messagesFor('en') }),
  sv: createIntl({ locale: 'sv-SE', messages: messagesFor('sv') }),
};

/** A command's message as a user reads it in `catalogue`; an id missing from the catalogue fails the test. */
export function messageText(message: OutputMessage, catalogue: 'en' | 'sv' = 'en'): string {
  const intl = intls[catalogue];
  if (!(message.id in intl.messages)) throw new Error(`No ${catalogue} message ${message.id}`);
  return intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values);
}

/**
 * One output line as text: a message in `catalogue`; an item as `2. Work (00:10:00)`, indented
 * two spaces at depth 1, so a test can compare a whole answer at a glance.
 */
export function lineText(line: OutputLine, catalogue: 'en' | 'sv' = 'en'): string {
  if (line.kind === 'message') return messageText(line.message, catalogue);
  const indent = line.depth === 1 ? '  ' : '';
  const index = line.index === undefined ? '' : `${line.index}. `;
  const detail = line.detail === undefined ? '' : ` (${line.detail})`;
  return `${indent}${index}${line.text}${detail}`;
}

/** Every line of an answer as text (see `lineText`). */
export function outcomeTexts(outcome: CommandOutcome, catalogue: 'en' | 'sv' = 'en'): string[] {
  return outcome.lines.map((line) => lineText(line, catalogue));
}
