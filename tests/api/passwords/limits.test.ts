// Proves the password vault's per-user ceilings (issue 24) with small ones from the area's
// settings (the real ones are 10,000 entries and 500 groups, in contract/passwords.yaml): one more
// is 409 with its own code, changing nothing; each user has their own; deleting one makes room
// again; and an import that would pass either ceiling is refused whole, adding nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/ids';
import { dataOf } from '../contractClient';
import { expectRefusal } from '../expectRefusal';
import { proveCeiling, startCeilingApp, type CallerAs, type CeilingApp } from '../ceilings';
import { newEntry } from './passwordsApi';

describe('password limits', () => {
  let app: CeilingApp;

  beforeAll(async () => {
    app = await startCeilingApp({ passwords: { maxGroups: 2, maxPasswords: 3 } }, { vault: true });
  });
  afterAll(async () => {
    await app.t.close();
  });

  /** The user's groups' ids (those the first test leaves). */
  const groupsOf = async (as: CallerAs) => (dataOf(await as.call('getPasswordGroups')) as Array<{ _id: string }>).map((group) => group._id);

  it('refuses a group past the ceiling with 409 TOO_MANY_PASSWORD_GROUPS', async () => {
    await proveCeiling(app, {
      max: 2,
      code: 'TOO_MANY_PASSWORD_GROUPS',
      named: '2 password groups',
      add: (as, n) => as.call('createPasswordGroup', { body: { name: `Group ${n}` } }),
      remove: (id) => app.owner.call('deletePasswordGroup', { body: { data: id } }),
    });
  });

  it('refuses an entry past the ceiling across groups with 409 TOO_MANY_PASSWORDS', async () => {
    const groups = new Map<CallerAs, string[]>([
      [app.owner, await groupsOf(app.owner)],
      [app.other, await groupsOf(app.other)],
    ]);
    await proveCeiling(app, {
      max: 3,
      code: 'TOO_MANY_PASSWORDS',
      named: '3 passwords',
      add: (as, n) => {
        const ofUser = groups.get(as)!;
        return as.call('createPassword', { body: newEntry(`Site ${n}`, ofUser[n % ofUser.length]!) });
      },
      remove: (id) => app.owner.call('deletePassword', { body: { data: id } }),
    });
  });

  it('refuses an import past either ceiling whole, adding nothing', async () => {
    // The owner is at both ceilings; the other user has 1 group and 1 entry.
    const [group] = await groupsOf(app.other);
    const before = await app.snapshot();

    const tooManyEntries = await app.other.call('importPasswords', { body: { groups: [], passwords: ['a', 'b', 'c'].map((name) => newEntry(name, group!)) } });
    expectRefusal(tooManyEntries, 409, 'TOO_MANY_PASSWORDS');
    expect(tooManyEntries.body).toMatchObject({ error: { message: expect.stringContaining('room for 2 more') } });

    const fresh = [{ _id: newId(), name: 'Work' }, { _id: newId(), name: 'Home' }];
    const tooManyGroups = await app.other.call('importPasswords', { body: { groups: fresh, passwords: [newEntry('Mail', fresh[0]!._id)] } });
    expectRefusal(tooManyGroups, 409, 'TOO_MANY_PASSWORD_GROUPS');
    expect(tooManyGroups.body).toMatchObject({ error: { message: expect.stringContaining('room for 1 more') } });
    expect(await app.snapshot()).toEqual(before);

    // What fits is taken.
    expect(dataOf(await app.other.call('importPasswords', { body: { groups: fresh.slice(0, 1), passwords: [newEntry('Mail', fresh[0]!._id), newEntry('Bank', group!)] } }))).toEqual({ groups: 1, passwords: 2 });
  });
});
