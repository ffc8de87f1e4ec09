// The registry's part of the command line: which command a line names (the longest words win),
// who may run it (spec §6, word for word), what is not a command, and what Tab would complete.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { outcome } from '../../../../domain/commandLine/outcome';
import type { CommandDefinition, CommandServices } from '../../../commandDefinition';
import { en } from '../../../testing/catalogue';
import { createTestCommandServices } from '../../../testing/commandServices';
import { testUser } from '../../../testing/testUser';
import { findCommand, nextCommandWords } from './findCommand';
import { runLine } from './runLine';
import { completeLine, suggestFor } from './suggest';

const said = (text: string) => ({ id: 'test.said', defaultMessage: text });

function command(words: string[], overrides: Partial<CommandDefinition> = {}): CommandDefinition {
  return {
    words,
    usage: words.join(' '),
    help: said(words.join(' ')),
    access: 'anyone',
    run: vi.fn(async () => outcome.ok(said(words.join(' ')))),
    ...overrides,
  };
}

const groups = ['Work', 'Writing', 'Deep work'];
const tmIn = command(['tm', 'in'], { access: 'user', complete: () => ({ from: 0, candidates: groups }) });
const tmOut = command(['tm', 'out'], { access: 'user' });
const psw = command(['psw'], { access: 'passwords', complete: () => ({ from: 0, candidates: ['Netflix', 'GitHub'] }) });
const pswCp = command(['psw', 'cp'], { access: 'passwords' });
const login = command(['us', 'login']);
const commands = [tmIn, tmOut, psw, pswCp, login];

describe('finding the command of a line', () => {
  it('takes the longest words that start the line, ignoring case', () => {
    expect(findCommand(commands, ['psw', 'cp', 'x'])).toBe(pswCp);
    expect(findCommand(commands, ['PSW', 'netflix'])).toBe(psw);
    expect(findCommand(commands, ['tm', 'in', 'work'])).toBe(tmIn);
    expect(findCommand(commands, ['tm'])).toBeNull();
    expect(findCommand(commands, [])).toBeNull();
  });

  it('names the words that may follow', () => {
    expect(nextCommandWords(commands, []).sort()).toEqual(['psw', 'tm', 'us']);
    expect(nextCommandWords(commands, ['tm'])).toEqual(['in', 'out']);
    expect(nextCommandWords(commands, ['psw'])).toEqual(['cp']);
    expect(nextCommandWords(commands, ['tm', 'in'])).toEqual([]);
  });
});

describe('running a line', () => {
  it('hands the command its arguments, the parse and the answers so far', async () => {
    const { services } = createTestCommandServices({ user: testUser() });
    await runLine({ line: 'tm in Deep work 2 [focus] -s', answers: ['x'] }, commands, services);
    expect(tmIn.run).toHaveBeenCalledWith(
      {
        line: 'tm in Deep work 2 [focus] -s',
        parsed: { commands: ['tm', 'in', 'Deep', 'work'], position: 2, tags: ['focus'], option: 's' },
        args: ['Deep', 'work'],
        answers: ['x'],
      },
      services,
    );
  });

  it("answers 'No matching command found' for anything no command takes", async () => {
    const { services } = createTestCommandServices({ user: testUser() });
    for (const line of ['hello', 'tm', 'tm sideways', '2', '[tag]']) {
      const result = await runLine({ line, answers: [] }, commands, services);
      expect(result.status).toBe('error');
      expect(result.lines).toEqual([{ kind: 'message', message: expect.objectContaining({ id: 'commandLine.run.noMatchingCommand' }) }]);
    }
    expect(en('commandLine.run.noMatchingCommand')).toBe('No matching command found');
  });

  it("refuses every command but the open ones to a visitor: 'Not logged in.'", async () => {
    const { services } = createTestCommandServices({ user: null });
    const refused = await runLine({ line: 'tm out', answers: [] }, commands, services);
    expect(refused).toEqual({ status: 'error', lines: [{ kind: 'message', message: expect.objectContaining({ id: 'commandLine.access.notLoggedIn' }) }] });
    expect(en('commandLine.access.notLoggedIn')).toBe('Not logged in.');
    expect(tmOut.run).not.toHaveBeenCalled();
    // A password command says the same to a visitor: the user's login comes first.
    expect((await runLine({ line: 'psw cp 1', answers: [] }, commands, services)).lines[0]).toMatchObject({ message: { id: 'commandLine.access.notLoggedIn' } });
    await runLine({ line: 'us login ada', answers: [] }, commands, services);
    expect(login.run).toHaveBeenCalled();
  });

  it('refuses the password commands without the password login in this tab', async () => {
    const { services } = createTestCommandServices({ user: testUser() });
    const refused = await runLine({ line: 'psw netflix', answers: [] }, commands, services);
    expect(refused.lines[0]).toMatchObject({ message: { id: 'commandLine.access.notLoggedInToPasswords' } });
    expect(en('commandLine.access.notLoggedInToPasswords')).toBe('You are not logged in to passwords. Please login first.');
    expect(psw.run).not.toHaveBeenCalled();
  });
});

describe('what Tab would complete', () => {
  let services: CommandServices;
  beforeEach(() => {
    services = createTestCommandServices({ user: testUser() }).services;
  });

  it('completes command words first', () => {
    expect(suggestFor('t', commands, services)).toMatchObject({ suggestions: ['tm'], hint: 'm ', completedLine: 'tm ' });
    expect(suggestFor('tm ', commands, services)).toMatchObject({ suggestions: ['in', 'out'], hint: '', completedLine: null });
    expect(suggestFor('tm o', commands, services)).toMatchObject({ suggestions: ['out'], completedLine: 'tm out ' });
  });

  it("then the command's own candidates, where its arguments start", () => {
    expect(suggestFor('tm in w', commands, services)).toMatchObject({ suggestions: ['Work', 'Writing', 'Deep work'], completedLine: null, from: 6 });
    expect(suggestFor('tm in wo', commands, services)).toMatchObject({ suggestions: ['Work', 'Deep work'], hint: 'rk', completedLine: 'tm in Work' });
    expect(suggestFor('tm in dee', commands, services)).toMatchObject({ suggestions: ['Deep work'], hint: 'p work ', completedLine: 'tm in Deep work ' });
  });

  it('offers a longer command and an argument together when the word could be either', () => {
    expect(suggestFor('psw c', commands, services).suggestions).toEqual(['cp']);
    expect(suggestFor('psw ', commands, services).suggestions).toEqual(['cp', 'Netflix', 'GitHub']);
    expect(suggestFor('psw net', commands, services)).toMatchObject({ suggestions: ['Netflix'], completedLine: 'psw Netflix ' });
  });

  it('has nothing for an empty line or a line no command takes', () => {
    expect(suggestFor('', commands, services).suggestions).toEqual([]);
    expect(suggestFor('   ', commands, services).suggestions).toEqual([]);
    expect(suggestFor('xyz abc', commands, services).suggestions).toEqual([]);
  });

  it('loads what the command completes from before completing, on Tab', async () => {
    const cached: string[] = [];
    const loading = command(['go'], {
      complete: () => ({ from: 0, candidates: cached }),
      prepareCompletion: async () => void cached.push('notes'),
    });
    expect(suggestFor('go no', [loading], services).suggestions).toEqual([]);
    expect(await completeLine('go no', [loading], services)).toBe('go notes ');
    expect(await completeLine('go zz', [loading], services)).toBe('go zz');
  });
});
