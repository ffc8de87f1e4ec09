import type { EntrySink } from '../archives/zipEntries';
import { refusals } from './refusals';

/**
 * Parses an area document as it inflates: a JSON array with one item per line, as
 * jsonArrayWriter writes it (`[`, items each on a line with a comma between, `]`). Each line is
 * parsed on its own, so no document is ever one string in memory; a line that is not JSON is
 * refused naming the file and the line.
 */
export function documentLines(name: string, maxLineBytes: number, onItem: (item: unknown) => void) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pending = '';
  let lineNumber = 0;
  let state: 'start' | 'items' | 'ended' = 'start';
  const line = (text: string) => {
    lineNumber += 1;
    const trimmed = text.trim();
    if (trimmed === '') return;
    if (state === 'start') {
      if (trimmed !== '[') throw refusals.damaged(`${name} does not start with a list ("[")`);
      state = 'items';
      return;
    }
    if (state === 'ended') throw refusals.damaged(`${name} goes on after its end, at line ${lineNumber}`);
    if (trimmed === ']') {
      state = 'ended';
      return;
    }
    const item = trimmed.endsWith(',') ? trimmed.slice(0, -1) : trimmed;
    try {
      onItem(JSON.parse(item));
    } catch (error) {
      if (error instanceof SyntaxError) throw refusals.damaged(`${name} line ${lineNumber} is not a JSON row`);
      throw error;
    }
  };
  const read = (chunk: Uint8Array, final: boolean) => {
    try {
      pending += decoder.decode(chunk, { stream: !final });
    } catch {
      throw refusals.damaged(`${name} is not UTF-8 text`);
    }
    let start = 0;
    for (let newline = pending.indexOf('\n'); newline !== -1; newline = pending.indexOf('\n', start)) {
      line(pending.slice(start, newline));
      start = newline + 1;
    }
    pending = pending.slice(start);
    if (pending.length > maxLineBytes) throw refusals.damaged(`${name} line ${lineNumber + 1} is longer than ${maxLineBytes.toLocaleString('en')} characters`);
  };
  return {
    push: (chunk: Uint8Array) => read(chunk, false),
    end: () => {
      read(new Uint8Array(0), true);
      if (pending.trim() !== '') line(pending);
      if (state !== 'ended') throw refusals.damaged(`${name} ends before its list does (the file was cut short)`);
    },
  } satisfies EntrySink;
}
