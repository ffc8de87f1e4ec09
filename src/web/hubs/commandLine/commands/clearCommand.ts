import type { CommandDefinition } from '../../../commandDefinition';
import { lineCommandMessages as m } from './messages';

/** `clear`: empties the output. */
export const clearCommand: CommandDefinition = {
  words: ['clear'],
  usage: 'clear',
  help: m.helpClear,
  access: 'anyone',
  run: async () => ({ status: 'ok', lines: [], clearsLog: true }),
};
