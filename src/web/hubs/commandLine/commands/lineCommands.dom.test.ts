// `go`, `help` and `clear`: what they answer, where `go` goes, and what `go` completes.
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../../../domain/commandLine/parse';
import type { CommandDefinition, CommandServices } from '../../../commandDefinition';
import { createTestCommandServices } from '../../../testing/commandServices';
import { messageText, outcomeTexts } from '../../../testing/commandOutput';
import { testUser } from '../../../testing/testUser';
import { clearCommand } from './clearCommand';
import { goCommand } from './goCommand';
import { helpCommand } from './helpCommand';
import { commands } from '.';

const routes = new Map([
  ['time', '/time-groups'],
  ['notes', '/notes-collections'],
  ['time-admin', '/time-tracker/admin'],
  ['cli', '/cli'],
]);

function lineServices() {
  return createTestCommandServices({ user: testUser(), goRoutes: routes, commands });
}

function runLine(command: CommandDefinition, line: string, services: CommandServices) {
  const parsed = parseCommandLine(line);
  return command.run({ line, parsed, args: parsed.commands.slice(command.words.length), answers: [] }, services);
}

describe('go', () => {
  it('goes to the route named, ignoring case', async () => {
    const { services, navigated } = lineServices();
    const result = await runLine(goCommand, 'go Notes', services);
    expect(result.status).toBe('ok');
    expect(outcomeTexts(result)).toEqual(['Going to notes (/notes-collections)']);
    expect(outcomeTexts(result, 'sv')).toEqual(['Går till notes (/notes-collections)']);
    expect(navigated).toEqual(['/notes-collections']);
  });

  it('needs a route name, and says when it knows none by that name', async () => {
    const { services, navigated } = lineServices();
    const missing = await runLine(goCommand, 'go', services);
    expect(missing.status).toBe('error');
    expect(outcomeTexts(missing)).toEqual(['Route name required']);
    const unknown = await runLine(goCommand, 'go garden', services);
    expect(unknown.status).toBe('error');
    expect(outcomeTexts(unknown)).toEqual(['Could not find route']);
    expect(navigated).toEqual([]);
  });

  it('completes the route names, in alphabetical order', () => {
    const { services } = lineServices();
    expect(goCommand.complete!('ti', services)).toEqual({ from: 0, candidates: ['cli', 'notes', 'time', 'time-admin'] });
  });
});

describe('help', () => {
  it('lists every command with its usage and what it does, in the user’s language', async () => {
    const { services } = lineServices();
    const result = await runLine(helpCommand, 'help', services);
    expect(result.status).toBe('ok');
    expect(outcomeTexts(result)).toEqual(['go <route name>: goes to a screen by its name; Tab completes the names', 'help: lists every command', 'clear: clears the output']);
    expect(outcomeTexts(result, 'sv')).toEqual(['go <route name>: öppnar en sida med dess namn; Tab fyller i namnen', 'help: listar alla kommandon', 'clear: rensar utdata']);
  });

  it('lists the commands the registry hands it, whichever area they come from', async () => {
    const other: CommandDefinition = { ...clearCommand, words: ['tm', 'out'], usage: 'tm out [n]' };
    const { services } = createTestCommandServices({ commands: [other] });
    expect(outcomeTexts(await runLine(helpCommand, 'help', services))).toEqual(['tm out [n]: clears the output']);
  });
});

describe('clear', () => {
  it('clears the output and adds nothing to it', async () => {
    const { services } = lineServices();
    expect(await runLine(clearCommand, 'clear', services)).toEqual({ status: 'ok', lines: [], clearsLog: true });
  });
});

describe('the command line’s own commands', () => {
  it('are go, help and clear; help and clear are for anyone, go for a signed-in user', () => {
    expect(commands.map((command) => [command.words.join(' '), command.access])).toEqual([
      ['go', 'user'],
      ['help', 'anyone'],
      ['clear', 'anyone'],
    ]);
  });

  // Spec §8's messages of `go`: the English text to the letter, a Swedish text of its own.
  it.each([
    ['Route name required', 'go'],
    ['Could not find route', 'go garden'],
  ])('"%s" answers `%s`', async (text, line) => {
    const { services } = lineServices();
    const [first] = (await runLine(goCommand, line, services)).lines;
    if (first?.kind !== 'message') throw new Error(`\`${line}\` answered no message`);
    expect(messageText(first.message, 'en')).toBe(text);
    expect(messageText(first.message, 'sv').trim()).not.toBe('');
    expect(messageText(first.message, 'sv')).not.toBe(text);
  });
});
