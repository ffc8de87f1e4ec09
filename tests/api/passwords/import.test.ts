// Proves POST /password-import: new groups (with the browser's ids) and entries land together in
// one transaction, into new groups or the user's own; any refusal, wherever in the body, saves
// nothing; a body of 5,000 entries (larger than the app's 1 MiB limit) is taken, one more entry is
// not.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import { API_PREFIX } from '../../../src/server/paths';
import { newEntry, startPasswordsApi, stored, type PasswordsApi } from './passwordsApi';

type ImportBody = RequestBody<'importPasswords'>;

describe('password import', () => {
  let api: PasswordsApi;
  let own: string;
  let takenEntry: string;

  beforeAll(async () => {
    api = await startPasswordsApi('ivar');
    own = (await api.ok('createPasswordGroup', { body: { name: 'Existing' } }))._id;
    takenEntry = (await api.ok('createPassword', { body: newEntry('Already here', own) }))._id;
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('adds new groups and entries into them and into an existing group, all readable after', async () => {
    const social = newId();
    const body: ImportBody = {
      groups: [{ _id: social, name: ' Social ' }],
      passwords: [newEntry('Mastodon', social), newEntry('Forum', own), newEntry('Pixelfed', social)],
    };
    expect(await api.ok('importPasswords', { body })).toEqual({ groups: 1, passwords: 3 });
    expect((await api.ok('getPasswordGroups')).map(({ _id, name, count }) => [_id, name, count])).toEqual([
      [own, 'Existing', 2],
      [social, 'Social', 2],
    ]);
    for (const entry of body.passwords) expect(await api.ok('getPasswords', { query: { passwordId: entry._id } })).toEqual(stored(entry));
  });

  const cases: Array<[string, () => ImportBody, number, ErrorCode, string]> = [
    [
      'an unknown group in the middle',
      // Far into the body: past the first 500 rows the server would write.
      () => ({ groups: [{ _id: newId(), name: 'Fresh' }], passwords: [...Array.from({ length: 700 }, (_, index) => newEntry(`N${index}`, own)), newEntry('Lost', newId()), newEntry('Three', own)] }),
      404,
      'PASSWORD_GROUP_NOT_FOUND',
      'Password group not found',
    ],
    [
      'an entry id the user has, in the middle',
      () => ({ groups: [{ _id: newId(), name: 'Fresh' }], passwords: [newEntry('One', own), newEntry('Two', own, takenEntry), newEntry('Three', own)] }),
      409,
      'PASSWORD_ID_TAKEN',
      'You already have a password with the id ',
    ],
    [
      'an entry id given twice',
      () => {
        const twice = newId();
        return { groups: [], passwords: [newEntry('One', own, twice), newEntry('Two', own), newEntry('Three', own, twice)] };
      },
      409,
      'PASSWORD_ID_TAKEN',
      'is given twice',
    ],
    ['a group id the user has', () => ({ groups: [{ _id: own, name: 'Again' }], passwords: [newEntry('One', own)] }), 409, 'PASSWORD_ID_TAKEN', 'You already have a password group with the id '],
    [
      'a group id given twice',
      () => {
        const twice = newId();
        return { groups: [{ _id: twice, name: 'A' }, { _id: twice, name: 'B' }], passwords: [newEntry('One', twice)] };
      },
      409,
      'PASSWORD_ID_TAKEN',
      'is given twice',
    ],
    ['a group name the user has', () => ({ groups: [{ _id: newId(), name: 'EXISTING' }], passwords: [newEntry('One', own)] }), 409, 'PASSWORD_GROUP_NAME_TAKEN', 'You already have a password group with that name'],
    [
      'a group name given twice',
      () => ({ groups: [{ _id: newId(), name: 'Twin' }, { _id: newId(), name: 'twin ' }], passwords: [newEntry('One', own)] }),
      409,
      'PASSWORD_GROUP_NAME_TAKEN',
      'You already have a password group with that name',
    ],
    ['no entries', () => ({ groups: [{ _id: newId(), name: 'Lonely' }], passwords: [] }), 400, 'VALIDATION_FAILED', 'passwords must not be empty'],
    [
      'a malformed entry in the middle',
      () => ({ groups: [], passwords: [newEntry('One', own), { ...newEntry('Two', own), password: 'plain' }, newEntry('Three', own)] }),
      400,
      'VALIDATION_FAILED',
      'passwords[1].password has an invalid format',
    ],
    [
      'too many entries',
      () => ({ groups: [], passwords: Array.from({ length: 5001 }, (_, index) => ({ ...newEntry(`E${index}`, own), notes: 'v1.AAECAwQFBgcICQoL.AAAAAAAAAAAAAAAAAAAAAA' })) }),
      400,
      'VALIDATION_FAILED',
      'passwords must have at most 5000 items',
    ],
  ];
  it.each(cases)('refuses an import with %s and saves nothing', async (_name, body, status, code, message) => {
    const before = await api.snapshot();
    const answer = await api.call('importPasswords', { body: body() });
    expect(answer.statusCode).toBe(status);
    expect(answer.body).toMatchObject({ status: false, error: { code, message: expect.stringContaining(message) } });
    expect(await api.snapshot()).toEqual(before);
  });

  it('saves nothing when the database fails in the middle of the writes (one transaction)', async () => {
    // A trigger refuses the entry named Boom: the failure comes after the group and the first 500
    // entries were written, which the transaction must take back.
    const db = api.t.database.db;
    if (api.t.database.dialect === 'sqlite') {
      await sql`create trigger boom before insert on password_entry when new.name = 'Boom' begin select raise(abort, 'boom'); end`.execute(db);
    } else {
      await sql`create function boom() returns trigger language plpgsql as $$ begin if new.name = 'Boom' then raise exception 'boom'; end if; return new; end $$`.execute(db);
      await sql`create trigger boom before insert on password_entry for each row execute function boom()`.execute(db);
    }
    try {
      const group = newId();
      const passwords = Array.from({ length: 700 }, (_, index) => newEntry(index === 650 ? 'Boom' : `Fine ${index}`, index % 2 === 0 ? group : own));
      const before = await api.snapshot();
      const answer = await api.call('importPasswords', { body: { groups: [{ _id: group, name: 'Doomed' }], passwords } });
      expect(answer.statusCode).toBe(500);
      expect(await api.snapshot()).toEqual(before);
    } finally {
      await sql`drop trigger boom${api.t.database.dialect === 'sqlite' ? sql`` : sql` on password_entry`}`.execute(db);
      if (api.t.database.dialect === 'postgres') await sql`drop function boom()`.execute(db);
    }
  });

  it('takes 5,000 entries in a body over 1 MiB, and refuses one over 8 MiB with 413', async () => {
    const group = newId();
    const passwords = Array.from({ length: 5000 }, (_, index) => newEntry(`Imported ${String(index).padStart(4, '0')}`, group));
    const body: ImportBody = { groups: [{ _id: group, name: 'Bitwarden' }], passwords };
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    expect(await api.ok('importPasswords', { body })).toEqual({ groups: 1, passwords: 5000 });
    const list = await api.ok('getPasswords', { query: { groupId: group } });
    expect((list as unknown[]).length).toBe(5000);

    const huge = await api.t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/password-import`,
      headers: { 'x-access-token': api.user.access.token, 'x-extra-token': api.extraToken, 'content-type': 'application/json' },
      payload: JSON.stringify({ groups: [], passwords: [], padding: 'x'.repeat(8 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual(errorOf('PAYLOAD_TOO_LARGE', 'Request body is larger than the limit of 8 MiB'));
  });

  it('refuses a body of more than 6,000 objects and arrays with 413 as it arrives, unparsed, and saves nothing', async () => {
    const before = await api.snapshot();
    // 6,001 empty arrays in a few kB: far within the bytes, past the structure a vault of 5,000 entries needs.
    const answer = await api.t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/password-import`,
      headers: { 'x-access-token': api.user.access.token, 'x-extra-token': api.extraToken, 'content-type': 'application/json' },
      payload: `{"groups":[],"passwords":[${'[],'.repeat(5998)}[]]}`,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual(errorOf('PAYLOAD_TOO_LARGE', 'The request holds more than 6,000 JSON objects and arrays: send fewer rows at a time'));
    expect(await api.snapshot()).toEqual(before);
  });

  it('keeps the 1 MiB limit on every other operation', async () => {
    const answer = await api.t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/password`,
      headers: { 'x-access-token': api.user.access.token, 'x-extra-token': api.extraToken, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...newEntry('Big', own), notes: 'x'.repeat(1024 * 1024) }),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual(errorOf('PAYLOAD_TOO_LARGE', 'Request body is larger than the limit of 1 MiB'));
  });
});
