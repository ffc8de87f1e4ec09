import { completeText, hintOf } from '../../../../domain/commandLine/complete';
import { parseCommandLine } from '../../../../domain/commandLine/parse';
import type { CommandDefinition, CommandServices } from '../../../commandDefinition';
import { findCommand, nextCommandWords } from './findCommand';

/** What the line could become: what the screen lists and hints, and what Tab makes of it. */
export interface Suggestion {
  suggestions: string[];
  /** The text Tab would add after the cursor, greyed after it (empty when Tab adds nothing). */
  hint: string;
  /** The whole line after Tab, or null when Tab has nothing to add. */
  completedLine: string | null;
  /** Where in the line the part the suggestions replace starts (a suggestion picked by click). */
  from: number;
}

const nothing: Suggestion = { suggestions: [], hint: '', completedLine: null, from: 0 };

/** Where the arguments start: after the command's words at the line's start, or -1 when they are not there. */
function argumentsStart(text: string, words: readonly string[]): number {
  let index = 0;
  for (const word of words) {
    index += text.slice(index).search(/\S/);
    if (text.slice(index, index + word.length).toLocaleLowerCase() !== word.toLocaleLowerCase()) return -1;
    index += word.length;
    if (index < text.length && !/\s/.test(text[index]!)) return -1;
  }
  // One space separates the command from its arguments; the rest is the arguments' own.
  return Math.min(index + 1, text.length);
}

function suggestion(text: string, from: number, candidates: readonly string[]): Suggestion {
  const typed = text.slice(from);
  const completion = completeText(typed, candidates);
  return {
    suggestions: completion.suggestions,
    hint: hintOf(typed, completion),
    completedLine: completion.completed === null ? null : text.slice(0, from) + completion.completed,
    from,
  };
}

/** The command the line names, with where its arguments start; null while its words are still being typed. */
export function commandOfLine(text: string, commands: readonly CommandDefinition[]) {
  const endsWithSpace = /\s$/.test(text);
  const words = parseCommandLine(text).commands;
  // The word being typed is not part of the command's name yet (`psw c` may become `psw cp`).
  const settled = endsWithSpace ? words : words.slice(0, -1);
  const command = findCommand(commands, settled);
  if (!command) return null;
  const start = argumentsStart(text, command.words);
  return start < 0 ? null : { command, start, settled };
}

/**
 * What Tab would complete, from what is cached only: it runs on every keystroke, so it never
 * waits (`prepareCompletion` loads the rest when Tab is pressed). Command words complete first
 * (`t` → `tm `, `tm i` → `tm in `); then the command's own candidates (group names, routes...).
 */
export function suggestFor(text: string, commands: readonly CommandDefinition[], services: CommandServices): Suggestion {
  if (text.trim() === '') return nothing;
  const found = commandOfLine(text, commands);
  const settledWords = found?.settled ?? parseCommandLine(text).commands.slice(0, /\s$/.test(text) ? undefined : -1);
  const wordStart = /\s$/.test(text) ? text.length : text.search(/\S+$/);
  const moreWords = nextCommandWords(commands, settledWords);
  if (!found) return moreWords.length ? suggestion(text, wordStart, moreWords) : nothing;

  const { command, start } = found;
  const slot = command.complete?.(text.slice(start), services) ?? null;
  // `psw c`: the word may be a longer command's (`cp`) or the command's argument (a name).
  const typingFirstArgument = wordStart === start || (wordStart >= start && text.slice(start, wordStart).trim() === '');
  if (moreWords.length && typingFirstArgument) {
    const argumentCandidates = slot && start + slot.from === wordStart ? slot.candidates : [];
    return suggestion(text, wordStart, [...moreWords, ...argumentCandidates]);
  }
  return slot ? suggestion(text, start + slot.from, slot.candidates) : nothing;
}

/** Tab: loads what the command completes from (when it was not cached), then completes the line. */
export async function completeLine(text: string, commands: readonly CommandDefinition[], services: CommandServices): Promise<string> {
  const found = commandOfLine(text, commands);
  if (found?.command.prepareCompletion) await found.command.prepareCompletion(text.slice(found.start), services);
  return suggestFor(text, commands, services).completedLine ?? text;
}
