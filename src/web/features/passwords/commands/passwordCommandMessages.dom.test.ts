// Spec §5 and §8's messages of the `psw` commands (issue 11), each with the scenario that says it:
// the exact English, and a Swedish translation of its own.
import { describe, expect, it, vi } from 'vitest';
import type { CommandOutcome } from '../../../../domain/commandLine/outcome';
import { messageText } from '../../../testing/commandOutput';
import { passwordTab, stubClipboard } from './passwordTab.testing';

vi.mock('../../../vault/masterKey', () => import('../../../testing/fastMasterKey'));

type Tab = Awaited<ReturnType<typeof passwordTab>>;

const scenarios: Array<[english: string, id: string, status: CommandOutcome['status'], scenario: (tab: Tab, clipboard: ReturnType<typeof stubClipboard>) => Promise<CommandOutcome>]> = [
  ['No search value provided', 'passwords.commands.noSearchValue', 'error', (tab) => tab.run('psw search')],
  ['No matching passwords found', 'passwords.commands.noMatches', 'error', (tab) => tab.run('psw search zebra')],
  ['No password found at index', 'passwords.commands.noPasswordAtIndex', 'error', async (tab) => (await tab.run('psw search ba'), tab.run('psw cp 9'))],
  ['No password found with id', 'passwords.commands.noPasswordWithId', 'error', (tab) => tab.run('psw cp pwentryzzzz9')],
  ['Multiple passwords found, please specify index or id', 'passwords.commands.multipleFound', 'error', async (tab) => (await tab.run('psw search ba'), tab.run('psw cp'))],
  [
    'Could not copy password',
    'passwords.commands.copyFailed',
    'error',
    (tab, clipboard) => (clipboard.writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError')), tab.run('psw cp pwentrymail1')),
  ],
  ['Password copied to clipboard', 'passwords.commands.copied', 'ok', async (tab) => (await tab.run('psw search git'), tab.run('psw cp 1'))],
];

describe("the psw commands' spec messages", () => {
  it.each(scenarios)("'%s'", async (english, id, status, scenario) => {
    const tab = await passwordTab();
    const answer = await scenario(tab, stubClipboard());
    expect(answer.status).toBe(status);
    const [first] = answer.lines;
    expect(first).toMatchObject({ kind: 'message', message: { id } });
    const message = first!.kind === 'message' ? first!.message : { id: '' };
    expect(messageText(message)).toBe(english);
    const swedish = messageText(message, 'sv');
    expect(swedish).toMatch(/\S/);
    expect(swedish).not.toBe(english);
  });
});
