// Every spec §8 message of the `tm` commands, with the scenario that produces it: the English
// text to the letter, and a Swedish text of its own. Also each command's help, which `help` shows.
import { describe, expect, it } from 'vitest';
import type { CommandDefinition } from '../../../commandDefinition';
import { messageText } from '../../../testing/commandOutput';
import { refused } from '../../../testing/fakeServer';
import type { FakeTimeSeed } from '../fakeServer.testing';
import { minutesAgo, runLine, timeCommandServices } from './commands.testing';
import { listGroupsCommand } from './listGroups';
import { stampInCommand } from './stampIn';
import { stampOutCommand } from './stampOut';
import { commands } from '.';

const oneRunning: FakeTimeSeed = { stamps: [{ _id: 'stampcode001', subGroupId: 'subcoding001', startTime: minutesAgo(10), endTime: null }] };
const twoRunning: () => FakeTimeSeed = () => ({
  stamps: [
    { _id: 'stampcode001', subGroupId: 'subcoding001', startTime: minutesAgo(10), endTime: null },
    { _id: 'stampwrite01', subGroupId: 'subwriting01', startTime: minutesAgo(20), endTime: null },
  ],
});
const failing = (route: string) => (server: ReturnType<typeof timeCommandServices>['server']) => {
  server.routes[route] = () => refused(500, 'INTERNAL', 'Internal error');
};

const table: Array<{ text: string; command: CommandDefinition; line: string; seed?: FakeTimeSeed; server?: (server: ReturnType<typeof timeCommandServices>['server']) => void }> = [
  { text: 'No active stamps', command: stampOutCommand, line: 'tm out' },
  { text: 'No active stamp', command: stampOutCommand, line: 'tm out 2', seed: oneRunning },
  { text: 'Could not stamp out', command: stampOutCommand, line: 'tm out', seed: oneRunning, server: failing('PUT /time-stamp') },
  { text: 'Could not stamp in', command: stampInCommand, line: 'tm in work coding', server: failing('POST /time-stamp') },
  { text: 'Time group not found', command: stampInCommand, line: 'tm in garden weeding' },
  { text: 'More than one time group found. Specify group with [int]', command: stampInCommand, line: 'tm in wor coding' },
  { text: 'More than one active stamp. Specify stamp with [int]', command: stampOutCommand, line: 'tm out', seed: twoRunning() },
  { text: 'Need to specify name of sub group', command: stampInCommand, line: 'tm in work' },
];

describe('spec §8 messages of the tm commands', () => {
  it.each(table)('"$text" answers `$line`', async ({ text, command, line, seed, server: prepare }) => {
    const { services, server } = timeCommandServices(seed);
    prepare?.(server);
    const result = await runLine(command, line, services);
    expect(result.status).toBe('error');
    const first = result.lines[0];
    if (first?.kind !== 'message') throw new Error(`\`${line}\` answered no message first`);
    expect(messageText(first.message, 'en')).toBe(text);
    const swedish = messageText(first.message, 'sv');
    expect(swedish.trim()).not.toBe('');
    expect(swedish).not.toBe(text);
  });

  it('lists every tm command in the module the time area loads', () => {
    expect(commands.map((command) => command.words.join(' '))).toEqual(['tm in', 'tm out', 'tm groups']);
    expect(commands).toContain(listGroupsCommand);
  });

  it.each(commands.map((command) => [command.usage, command] as const))('`%s` has a help text in both languages that starts with its usage', (usage, command) => {
    const message = { id: String(command.help.id), values: { usage } };
    for (const catalogue of ['en', 'sv'] as const) {
      const text = messageText(message, catalogue);
      expect(text.startsWith(`${usage}: `)).toBe(true);
      expect(text.length).toBeGreaterThan(usage.length + 10);
    }
    expect(messageText(message, 'sv')).not.toBe(messageText(message, 'en'));
  });
});
