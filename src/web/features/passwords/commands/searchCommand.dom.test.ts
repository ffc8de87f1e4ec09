// Proves `psw search <name…>` and `psw <name…>` (issue 11) against a fake vault: the matches by
// name (ignoring case) come from GET /password-shallow, numbered for `psw cp`, each with its
// group's name; nothing sealed is fetched. A name may hold a number. Spec §5 and §8's
// 'No search value provided' and 'No matching passwords found'.
import { describe, expect, it, vi } from 'vitest';
import { outcomeTexts } from '../../../testing/commandOutput';
import { refused } from '../../../testing/fakeServer';
import { passwordTab } from './passwordTab.testing';

vi.mock('../../../vault/masterKey', () => import('../../../testing/fastMasterKey'));

describe('psw search', () => {
  it('lists the names that contain the text, ignoring case, numbered, with their groups', async () => {
    const tab = await passwordTab();
    const answer = await tab.run('psw search BA');
    expect(answer.status).toBe('ok');
    expect(answer.lines).toEqual([
      { kind: 'item', index: 1, text: 'Bank', detail: 'Home' },
      { kind: 'item', index: 2, text: 'Bank 2', detail: 'Home' },
    ]);
    expect(outcomeTexts(answer)).toEqual(['1. Bank (Home)', '2. Bank 2 (Home)']);
    expect(tab.reads('/password-shallow')).toEqual([{ name: 'BA' }]);
    // Names only: no sealed entry leaves the server for a search.
    expect(tab.reads('/password')).toEqual([]);
  });

  it('takes `psw <name…>` as the same search, and a name with a number in it', async () => {
    const tab = await passwordTab();
    expect(outcomeTexts(await tab.run('psw bank 2'))).toEqual(['1. Bank 2 (Home)']);
    expect(outcomeTexts(await tab.run('psw search git'))).toEqual(['1. GitHub (Work)']);
    expect(tab.reads('/password-shallow')).toEqual([{ name: 'bank 2' }, { name: 'git' }]);
  });

  it.each(['psw search', 'psw search   ', 'psw'])("says 'No search value provided' for %j, asking nothing of the server", async (line) => {
    const tab = await passwordTab();
    const answer = await tab.run(line);
    expect(answer.status).toBe('error');
    expect(outcomeTexts(answer)).toEqual(['No search value provided']);
    expect(tab.reads('/password-shallow')).toEqual([]);
  });

  it("says 'No matching passwords found' when no name holds the text", async () => {
    const tab = await passwordTab();
    const answer = await tab.run('psw search zebra');
    expect(answer.status).toBe('error');
    expect(outcomeTexts(answer)).toEqual(['No matching passwords found']);
  });

  it("says 'Could not get passwords.' when the search fails", async () => {
    const tab = await passwordTab();
    tab.server.routes['GET /password-shallow'] = () => refused(500, 'INTERNAL', 'boom');
    const answer = await tab.run('psw search bank');
    expect(answer.status).toBe('error');
    expect(outcomeTexts(answer)).toEqual(['Could not get passwords.']);
  });

  it('lists the matches without their groups when the groups cannot be read', async () => {
    const tab = await passwordTab();
    tab.server.routes['GET /password-group'] = () => refused(500, 'INTERNAL', 'boom');
    expect(outcomeTexts(await tab.run('psw search mail'))).toEqual(['1. Mail']);
  });
});
