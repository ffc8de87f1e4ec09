// Proves `psw help` (issue 11): every password command with its usage and what it does, in
// English and Swedish, each help text starting with its usage as the command line's `help` shows it.
import { describe, expect, it, vi } from 'vitest';
import { outcomeTexts } from '../../../testing/commandOutput';
import { commands } from '.';
import { passwordTab } from './passwordTab.testing';

vi.mock('../../../vault/masterKey', () => import('../../../testing/fastMasterKey'));

describe('psw help', () => {
  it('lists the password commands with their usage', async () => {
    const tab = await passwordTab();
    const answer = await tab.run('psw help');
    expect(answer.status).toBe('ok');
    expect(outcomeTexts(answer)).toEqual([
      'psw search <name…>: lists the passwords whose name contains the text, numbered for psw cp; kept for 5 minutes',
      'psw <name…>: the same as psw search',
      'psw cp <index|id>: copies a password, by its number in the last search or its id; the clipboard is cleared after 30 seconds',
      'psw help: lists the password commands',
    ]);
    const swedish = outcomeTexts(answer, 'sv');
    expect(swedish.map((line) => line.split(':')[0])).toEqual(['psw search <name…>', 'psw <name…>', 'psw cp <index|id>', 'psw help']);
    expect(swedish[3]).toBe('psw help: visar lösenordskommandona');
  });

  it('needs the password login, as every password command (spec §6)', () => {
    expect(commands.map((command) => [command.words.join(' '), command.access])).toEqual([
      ['psw search', 'passwords'],
      ['psw', 'passwords'],
      ['psw cp', 'passwords'],
      ['psw help', 'passwords'],
    ]);
  });
});
