// Proves the completion of password names for `psw <name>`, `psw search <name>` and `psw cp`
// (issue 11): Tab loads every name once (GET /password-shallow), kept 5 minutes like the search
// results; each keystroke then reads only that cache. Nothing is asked of the server without the
// password login, whose refusal would end it.
import { describe, expect, it, vi } from 'vitest';
import { completeText } from '../../../../domain/commandLine/complete';
import { keptForMs } from './keptResults';
import { commands } from '.';
import { passwordTab } from './passwordTab.testing';
import { createTestCommandServices } from '../../../testing/commandServices';
import { testUser } from '../../../testing/testUser';

vi.mock('../../../vault/masterKey', () => import('../../../testing/fastMasterKey'));

const command = (words: string) => commands.find((candidate) => candidate.words.join(' ') === words)!;

describe('password name completion', () => {
  it('offers nothing until Tab has loaded the names, then every name, by name, from the cache', async () => {
    const tab = await passwordTab();
    const search = command('psw search');
    expect(search.complete!('ba', tab.services)).toBeNull();
    await search.prepareCompletion!('ba', tab.services);
    expect(tab.reads('/password-shallow')).toEqual([{}]);

    const slot = search.complete!('ba', tab.services);
    expect(slot).toEqual({ from: 0, candidates: ['Bank', 'Bank 2', 'GitHub', 'Mail'] });
    // What the command line makes of them as the user types.
    expect(completeText('ba', slot!.candidates).suggestions).toEqual(['Bank', 'Bank 2']);
    expect(completeText('bank ', slot!.candidates).completed).toBe('Bank 2 ');

    // `psw <name>` and `psw cp` share the names; Tab again does not load them again.
    expect(command('psw').complete!('m', tab.services)).toEqual(slot);
    expect(command('psw cp').complete!('', tab.services)).toEqual(slot);
    await command('psw').prepareCompletion!('m', tab.services);
    expect(tab.reads('/password-shallow')).toHaveLength(1);
  });

  it('keeps the names for 5 minutes, then loads them again', async () => {
    const tab = await passwordTab();
    const search = command('psw search');
    await search.prepareCompletion!('', tab.services);
    tab.store.entries = tab.store.entries.filter((entry) => entry.name !== 'Mail');
    tab.clock.now += keptForMs - 1;
    expect(search.complete!('', tab.services)?.candidates).toContain('Mail');
    tab.clock.now += 1;
    expect(search.complete!('', tab.services)).toBeNull();
    await search.prepareCompletion!('', tab.services);
    expect(search.complete!('', tab.services)?.candidates).toEqual(['Bank', 'Bank 2', 'GitHub']);
    expect(tab.reads('/password-shallow')).toHaveLength(2);
  });

  it('forgets the names when the password login ends', async () => {
    const tab = await passwordTab();
    const search = command('psw search');
    await search.prepareCompletion!('', tab.services);
    tab.session.extraAuth.send({ type: 'logout.requested' });
    expect(search.complete!('', tab.services)).toBeNull();
  });

  it('asks nothing of the server without the password login', async () => {
    const { services, server } = createTestCommandServices({ user: testUser({ hasExtraPassword: true }) });
    await services.runtime.signedIn.load();
    await command('psw search').prepareCompletion!('', services);
    expect(command('psw search').complete!('', services)).toBeNull();
    expect(server.requests.filter((request) => new URL(request.url).pathname.startsWith('/api/password'))).toEqual([]);
  });

  it('completes nothing when the names cannot be loaded, and tries again on the next Tab', async () => {
    const tab = await passwordTab();
    const search = command('psw search');
    const real = tab.server.routes['GET /password-shallow']!;
    tab.server.routes['GET /password-shallow'] = () => new Response(JSON.stringify({ status: false }), { status: 500 });
    await search.prepareCompletion!('', tab.services);
    expect(search.complete!('', tab.services)).toBeNull();
    tab.server.routes['GET /password-shallow'] = real;
    await search.prepareCompletion!('', tab.services);
    expect(search.complete!('', tab.services)?.candidates).toHaveLength(4);
  });
});
