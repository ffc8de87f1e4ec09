// Proves /password and /password-shallow: entries are added with the browser's ids, read one by
// one, by group, by a name search that takes % and _ literally, and listed by name; changed and
// deleted; every call needs both tokens of the same user; bad input is a 4xx with its code and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import { sealed } from '../../helpers/vault';
import { callOperation, dataOf } from '../contractClient';
import { newEntry, startPasswordsApi, stored, type PasswordsApi } from './passwordsApi';

describe('password entries', () => {
  let api: PasswordsApi;
  let work: string;
  let home: string;

  beforeAll(async () => {
    api = await startPasswordsApi();
    work = (await api.ok('createPasswordGroup', { body: { name: 'Work' } }))._id;
    home = (await api.ok('createPasswordGroup', { body: { name: 'Home' } }))._id;
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('adds an entry with the id the browser chose and reads it back exactly', async () => {
    const entry = newEntry('Bank', home);
    expect(await api.ok('createPassword', { body: entry })).toEqual(stored(entry));
    expect(await api.ok('getPasswords', { query: { passwordId: entry._id } })).toEqual(stored(entry));
    expect((await api.ok('getPasswordGroups')).find((group) => group._id === home)?.count).toBe(1);
  });

  it('trims the name', async () => {
    const entry = newEntry('  Spaced out  ', home);
    expect(await api.ok('createPassword', { body: entry })).toMatchObject({ name: 'Spaced out' });
  });

  it('lists every entry, a group’s, or a search, by name ignoring case', async () => {
    const names = ['zebra mail', 'Apple ID', 'apple music', 'Mail'];
    for (const name of names) await api.ok('createPassword', { body: newEntry(name, work) });
    const all = (await api.ok('getPasswords')) as Array<{ name: string }>;
    expect(all.map((entry) => entry.name)).toEqual(['Apple ID', 'apple music', 'Bank', 'Mail', 'Spaced out', 'zebra mail']);
    const ofWork = (await api.ok('getPasswords', { query: { groupId: work } })) as Array<{ name: string }>;
    expect(ofWork.map((entry) => entry.name)).toEqual(['Apple ID', 'apple music', 'Mail', 'zebra mail']);
    const mail = (await api.ok('getPasswords', { query: { name: 'MAIL' } })) as Array<{ name: string; username: string }>;
    expect(mail.map((entry) => entry.name)).toEqual(['Mail', 'zebra mail']);
    expect(mail[0]!.username).toMatch(/^v1\./);
    const summaries = await api.ok('getPasswordSummaries', { query: { name: 'apple' } });
    expect(summaries).toEqual([
      { _id: expect.any(String), name: 'Apple ID', groupId: work },
      { _id: expect.any(String), name: 'apple music', groupId: work },
    ]);
    expect((await api.ok('getPasswordSummaries')).map((entry) => entry.name)).toEqual(all.map((entry) => entry.name));
    expect(await api.ok('getPasswords', { query: { name: 'nothing like it' } })).toEqual([]);
  });

  it('takes %, _ and \\ in a search literally', async () => {
    for (const name of ['100% cotton', '1000 cotton', 'snake_case', 'snakeXcase', 'back\\slash', 'backslash']) {
      await api.ok('createPassword', { body: newEntry(name, home) });
    }
    const search = async (name: string) => ((await api.ok('getPasswordSummaries', { query: { name } })) as Array<{ name: string }>).map((entry) => entry.name);
    expect(await search('0%')).toEqual(['100% cotton']);
    expect(await search('%')).toEqual(['100% cotton']);
    expect(await search('e_c')).toEqual(['snake_case']);
    expect(await search('_')).toEqual(['snake_case']);
    expect(await search('k\\s')).toEqual(['back\\slash']);
    const full = (await api.ok('getPasswords', { query: { name: '0%' } })) as Array<{ name: string }>;
    expect(full.map((entry) => entry.name)).toEqual(['100% cotton']);
  });

  it('changes the fields given and keeps the rest', async () => {
    const entry = newEntry('Router', home);
    await api.ok('createPassword', { body: entry });
    const password = sealed(`${entry._id} new password`);
    const changed = await api.ok('updatePassword', { body: { _id: entry._id, name: ' Wi-Fi router ', groupId: work, password } });
    expect(changed).toEqual({ ...stored(entry), name: 'Wi-Fi router', groupId: work, password });
    expect(await api.ok('getPasswords', { query: { passwordId: entry._id } })).toEqual(changed);
    expect(((await api.ok('getPasswordSummaries', { query: { name: 'wi-fi' } })) as unknown[]).length).toBe(1);
  });

  it('deletes an entry; a second delete is 404', async () => {
    const entry = newEntry('Old forum', home);
    await api.ok('createPassword', { body: entry });
    expect(await api.ok('deletePassword', { body: { data: entry._id } })).toBeNull();
    const again = await api.call('deletePassword', { body: { data: entry._id } });
    expect(again.statusCode).toBe(404);
    expect(again.body).toEqual(errorOf('PASSWORD_NOT_FOUND', 'Password not found'));
    expect((await api.call('getPasswords', { query: { passwordId: entry._id } })).statusCode).toBe(404);
  });

  it('needs both tokens of the same user on every call', async () => {
    const other = await api.otherUser('oscar');
    const entry = newEntry('Guarded', home);
    await api.ok('createPassword', { body: entry });
    const before = await api.snapshot();
    const calls = [
      ['getPasswords', { query: { passwordId: entry._id } }],
      ['getPasswordSummaries', {}],
      ['createPassword', { body: newEntry('Sneaky', home) }],
      ['updatePassword', { body: { _id: entry._id, name: 'Sneaky' } }],
      ['deletePassword', { body: { data: entry._id } }],
      ['importPasswords', { body: { groups: [], passwords: [newEntry('Sneaky', home)] } }],
      ['getPasswordGroups', {}],
      ['createPasswordGroup', { body: { name: 'Sneaky' } }],
      ['updatePasswordGroup', { body: { _id: home, name: 'Sneaky' } }],
      ['deletePasswordGroup', { body: { data: home, entries: 'delete' } }],
    ] as const;
    for (const [id, options] of calls) {
      const withoutExtra = await callOperation(api.t.app, id, { ...options, token: api.user.access.token } as never);
      expect(withoutExtra.statusCode, id).toBe(401);
      expect(withoutExtra.body).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid extra token'));
      const othersExtra = await callOperation(api.t.app, id, { ...options, token: api.user.access.token, extraToken: other.extraToken } as never);
      expect(othersExtra.statusCode, id).toBe(401);
      const extraAsAccess = await callOperation(api.t.app, id, { ...options, token: api.extraToken, extraToken: api.extraToken } as never);
      expect(extraAsAccess.statusCode, id).toBe(401);
      const noTokens = await callOperation(api.t.app, id, options as never);
      expect(noTokens.statusCode, id).toBe(401);
    }
    expect(await api.snapshot()).toEqual(before);
  });

  it('keeps ids per user: another user may choose the same id for an entry of their own', async () => {
    const entry = newEntry('Mine', home);
    await api.ok('createPassword', { body: entry });
    const other = await api.otherUser('olga');
    const tokens = { token: other.user.access.token, extraToken: other.extraToken };
    const group = dataOf(await callOperation(api.t.app, 'createPasswordGroup', { body: { name: 'Theirs' }, ...tokens }));
    const theirs = { ...newEntry('Theirs', group._id), _id: entry._id };
    expect(dataOf(await callOperation(api.t.app, 'createPassword', { body: theirs, ...tokens }))).toEqual(stored(theirs));
    expect(await api.ok('getPasswords', { query: { passwordId: entry._id } })).toEqual(stored(entry));
    expect(dataOf(await callOperation(api.t.app, 'getPasswords', { query: { passwordId: entry._id }, ...tokens }))).toEqual(stored(theirs));
  });

  it('refuses more than one of passwordId, name and groupId', async () => {
    const id = newId();
    for (const query of [{ passwordId: id, name: 'a' }, { name: 'a', groupId: work }, { passwordId: id, groupId: work }]) {
      const answer = await api.call('getPasswords', { query });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual(errorOf('ONE_QUERY_AT_A_TIME', 'Send at most one of passwordId, name and groupId'));
    }
  });

  it('answers 404 for an unknown entry or group to read', async () => {
    expect((await api.call('getPasswords', { query: { passwordId: newId() } })).body).toEqual(errorOf('PASSWORD_NOT_FOUND', 'Password not found'));
    expect((await api.call('getPasswords', { query: { groupId: newId() } })).body).toEqual(errorOf('PASSWORD_GROUP_NOT_FOUND', 'Password group not found'));
  });

  const taken = newId();
  const createCases: Array<[string, (ids: { home: string }) => unknown, number, ErrorCode, string]> = [
    ['an id already used', ({ home: group }) => newEntry('Again', group, taken), 409, 'PASSWORD_ID_TAKEN', 'You already have a password with that id'],
    ['an unknown group', () => newEntry('Lost', newId()), 404, 'PASSWORD_GROUP_NOT_FOUND', 'Password group not found'],
    ['a short id', ({ home: group }) => newEntry('Short', group, 'abc'), 400, 'VALIDATION_FAILED', '_id must be at least 12 characters long'],
    ['an empty name', ({ home: group }) => newEntry('', group), 400, 'VALIDATION_FAILED', 'name must not be empty'],
    ['a blank name', ({ home: group }) => newEntry('   ', group), 400, 'VALIDATION_FAILED', 'name has an invalid format'],
    ['a long name', ({ home: group }) => newEntry('n'.repeat(201), group), 400, 'VALIDATION_FAILED', 'name must be at most 200 characters long'],
    ['a plaintext password', ({ home: group }) => ({ ...newEntry('Plain', group), password: 'hunter2' }), 400, 'VALIDATION_FAILED', 'password has an invalid format'],
    ['an unversioned seal', ({ home: group }) => ({ ...newEntry('V2', group), url: sealed('x').replace('v1.', 'v2.') }), 400, 'VALIDATION_FAILED', 'url has an invalid format'],
    ['a huge seal', ({ home: group }) => ({ ...newEntry('Huge', group), notes: `v1.AAECAwQFBgcICQoL.${'A'.repeat(65536)}` }), 400, 'VALIDATION_FAILED', 'notes must be at most 65536 characters long'],
    ['no notes', ({ home: group }) => ({ ...newEntry('Partial', group), notes: undefined }), 400, 'VALIDATION_FAILED', 'notes is required'],
    ['an unknown field', ({ home: group }) => ({ ...newEntry('Extra', group), favourite: true }), 400, 'VALIDATION_FAILED', 'Unknown field: favourite'],
  ];
  it.each(createCases)('refuses to add an entry with %s and changes nothing', async (_name, body, status, code, message) => {
    if ((await api.call('getPasswords', { query: { passwordId: taken } })).statusCode === 404) await api.ok('createPassword', { body: newEntry('Taken', home, taken) });
    const before = await api.snapshot();
    const answer = await api.call('createPassword', { body: body({ home }) as RequestBody<'createPassword'> });
    expect(answer.statusCode).toBe(status);
    expect(answer.body).toMatchObject({ status: false, error: { code, message } });
    expect(await api.snapshot()).toEqual(before);
  });

  const updateCases: Array<[string, (ids: { entry: string }) => unknown, number, ErrorCode, string]> = [
    ['nothing to change', ({ entry }) => ({ _id: entry }), 400, 'NOTHING_TO_CHANGE', 'Send at least one change'],
    ['an unknown entry', () => ({ _id: newId(), name: 'x' }), 404, 'PASSWORD_NOT_FOUND', 'Password not found'],
    ['an unknown group', ({ entry }) => ({ _id: entry, groupId: newId() }), 404, 'PASSWORD_GROUP_NOT_FOUND', 'Password group not found'],
    ['a plaintext username', ({ entry }) => ({ _id: entry, username: 'me@example.com' }), 400, 'VALIDATION_FAILED', 'username has an invalid format'],
    ['a null name', ({ entry }) => ({ _id: entry, name: null }), 400, 'VALIDATION_FAILED', 'name must be a string'],
    ['createdAt', ({ entry }) => ({ _id: entry, createdAt: '2020-01-01T00:00:00.000Z' }), 400, 'VALIDATION_FAILED', 'Unknown field: createdAt'],
  ];
  it.each(updateCases)('refuses to change an entry with %s and changes nothing', async (_name, body, status, code, message) => {
    const entry = (await api.ok('getPasswordSummaries'))[0]!._id;
    const before = await api.snapshot();
    const answer = await api.call('updatePassword', { body: body({ entry }) as RequestBody<'updatePassword'> });
    expect(answer.statusCode).toBe(status);
    expect(answer.body).toMatchObject({ status: false, error: { code, message } });
    expect(await api.snapshot()).toEqual(before);
  });

  const readCases: Array<[string, Record<string, string>, string]> = [
    ['a short id', { passwordId: 'abc' }, 'passwordId must be at least 12 characters long'],
    ['an empty search', { name: '' }, 'name must not be empty'],
    ['a long search', { name: 's'.repeat(201) }, 'name must be at most 200 characters long'],
  ];
  it.each(readCases)('refuses to read with %s (400)', async (_name, query, message) => {
    const answer = await api.call('getPasswords', { query: query as never });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, error: { code: 'VALIDATION_FAILED', message } });
  });

  it('refuses a delete without an id (400)', async () => {
    const answer = await api.call('deletePassword', { body: {} as never });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual(errorOf('VALIDATION_FAILED', 'data is required'));
  });
});
