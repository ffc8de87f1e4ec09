// Proves /password-group: groups are listed by name with their counts, names are unique per user
// ignoring case, renamed, and deleted empty; a group that holds entries is deleted only with what
// happens to them said (delete them, or move them into another group), else 409 and nothing
// changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, RequestBody } from '../../../src/contract/types';
import { newId } from '../../../src/server/ids';
import { errorOf } from '../../helpers/auth';
import { callOperation } from '../contractClient';
import { newEntry, startPasswordsApi, type PasswordsApi } from './passwordsApi';

describe('password groups', () => {
  let api: PasswordsApi;

  beforeAll(async () => {
    api = await startPasswordsApi('greta');
  });
  afterAll(async () => {
    await api.t.close();
  });

  const makeGroup = async (name: string, entries: number) => {
    const group = await api.ok('createPasswordGroup', { body: { name } });
    const ids: string[] = [];
    for (let index = 0; index < entries; index += 1) ids.push((await api.ok('createPassword', { body: newEntry(`${name} ${index}`, group._id) }))._id);
    return { id: group._id, entries: ids };
  };
  const countOf = async (id: string) => (await api.ok('getPasswordGroups')).find((group) => group._id === id)?.count;

  it('adds groups (trimmed) and lists them by name ignoring case with their counts', async () => {
    expect(await api.ok('createPasswordGroup', { body: { name: '  social ' } })).toEqual({ _id: expect.any(String), name: 'social', count: 0 });
    const banks = await makeGroup('Banks', 2);
    const list = await api.ok('getPasswordGroups');
    expect(list.map(({ name, count }) => [name, count])).toEqual([
      ['Banks', 2],
      ['social', 0],
    ]);
    expect(list[0]!._id).toBe(banks.id);
  });

  it('refuses a name the user already has, ignoring case (409, nothing added)', async () => {
    const before = await api.snapshot();
    for (const name of ['SOCIAL', ' banks ']) {
      const answer = await api.call('createPasswordGroup', { body: { name } });
      expect(answer.statusCode).toBe(409);
      expect(answer.body).toEqual(errorOf('PASSWORD_GROUP_NAME_TAKEN', 'You already have a password group with that name'));
    }
    expect(await api.snapshot()).toEqual(before);
  });

  it('lets another user have the same name', async () => {
    const other = await api.otherUser('hugo');
    const answer = await callOperation(api.t.app, 'createPasswordGroup', { body: { name: 'Banks' }, token: other.user.access.token, extraToken: other.extraToken });
    expect(answer.statusCode).toBe(200);
  });

  it('renames a group, also to another case of its own name, keeping its count', async () => {
    const group = await makeGroup('Shops', 1);
    expect(await api.ok('updatePasswordGroup', { body: { _id: group.id, name: 'Stores' } })).toEqual({ _id: group.id, name: 'Stores', count: 1 });
    expect(await api.ok('updatePasswordGroup', { body: { _id: group.id, name: 'STORES' } })).toEqual({ _id: group.id, name: 'STORES', count: 1 });
    const taken = await api.call('updatePasswordGroup', { body: { _id: group.id, name: 'banks' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toEqual(errorOf('PASSWORD_GROUP_NAME_TAKEN', 'You already have a password group with that name'));
    const unknown = await api.call('updatePasswordGroup', { body: { _id: newId(), name: 'Ghost' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toEqual(errorOf('PASSWORD_GROUP_NOT_FOUND', 'Password group not found'));
  });

  it('deletes an empty group without being told what to do with entries', async () => {
    const group = await makeGroup('Empty', 0);
    expect(await api.ok('deletePasswordGroup', { body: { data: group.id } })).toBeNull();
    expect(await countOf(group.id)).toBeUndefined();
    const again = await api.call('deletePasswordGroup', { body: { data: group.id } });
    expect(again.statusCode).toBe(404);
    expect(again.body).toEqual(errorOf('PASSWORD_GROUP_NOT_FOUND', 'Password group not found'));
  });

  it('refuses to delete a group that holds entries without entries (409) and changes nothing', async () => {
    const group = await makeGroup('Full', 2);
    const before = await api.snapshot();
    const answer = await api.call('deletePasswordGroup', { body: { data: group.id } });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toEqual(errorOf('PASSWORD_GROUP_NOT_EMPTY', 'The password group holds 2 entries: send entries: delete, or entries: move with moveTo'));
    expect(await api.snapshot()).toEqual(before);
  });

  it('deletes a group with its entries', async () => {
    const group = await makeGroup('Doomed', 2);
    const kept = await makeGroup('Kept', 1);
    expect(await api.ok('deletePasswordGroup', { body: { data: group.id, entries: 'delete' } })).toBeNull();
    expect(await countOf(group.id)).toBeUndefined();
    for (const id of group.entries) expect((await api.call('getPasswords', { query: { passwordId: id } })).statusCode).toBe(404);
    expect(await countOf(kept.id)).toBe(1);
  });

  it('deletes a group and moves its entries into another', async () => {
    const group = await makeGroup('Moving', 2);
    const target = await makeGroup('Target', 1);
    expect(await api.ok('deletePasswordGroup', { body: { data: group.id, entries: 'move', moveTo: target.id } })).toBeNull();
    expect(await countOf(group.id)).toBeUndefined();
    expect(await countOf(target.id)).toBe(3);
    for (const id of group.entries) expect(await api.ok('getPasswords', { query: { passwordId: id } })).toMatchObject({ groupId: target.id });
  });

  const deleteCases: Array<[string, (ids: { full: string; other: string }) => unknown, number, ErrorCode, string]> = [
    ['move without moveTo', ({ full }) => ({ data: full, entries: 'move' }), 400, 'MOVE_NEEDS_TARGET', 'Send entries: move together with moveTo'],
    ['moveTo without move', ({ full, other }) => ({ data: full, moveTo: other }), 400, 'MOVE_NEEDS_TARGET', 'Send entries: move together with moveTo'],
    ['delete with moveTo', ({ full, other }) => ({ data: full, entries: 'delete', moveTo: other }), 400, 'MOVE_NEEDS_TARGET', 'Send entries: move together with moveTo'],
    ['a move into itself', ({ full }) => ({ data: full, entries: 'move', moveTo: full }), 400, 'MOVE_INTO_ITSELF', 'A password group cannot receive its own entries'],
    ['a move into an unknown group', ({ full }) => ({ data: full, entries: 'move', moveTo: newId() }), 404, 'PASSWORD_GROUP_NOT_FOUND', 'Password group not found'],
    ['an unknown group', () => ({ data: newId(), entries: 'delete' }), 404, 'PASSWORD_GROUP_NOT_FOUND', 'Password group not found'],
    ['an unknown choice', ({ full }) => ({ data: full, entries: 'keep' }), 400, 'VALIDATION_FAILED', 'entries must be one of: delete, move'],
    ['no id', () => ({ entries: 'delete' }), 400, 'VALIDATION_FAILED', 'data is required'],
  ];
  it.each(deleteCases)('refuses to delete a group with %s and changes nothing', async (_name, body, status, code, message) => {
    const full = (await api.ok('getPasswordGroups')).find((group) => group.count > 0)!._id;
    const other = (await api.ok('getPasswordGroups')).find((group) => group._id !== full)!._id;
    const before = await api.snapshot();
    const answer = await api.call('deletePasswordGroup', { body: body({ full, other }) as RequestBody<'deletePasswordGroup'> });
    expect(answer.statusCode).toBe(status);
    expect(answer.body).toEqual(errorOf(code, message));
    expect(await api.snapshot()).toEqual(before);
  });

  const nameCases: Array<[string, unknown, string]> = [
    ['an empty name', { name: '' }, 'name must not be empty'],
    ['a blank name', { name: '   ' }, 'name has an invalid format'],
    ['a long name', { name: 'g'.repeat(101) }, 'name must be at most 100 characters long'],
    ['no name', {}, 'name is required'],
    ['an id', { name: 'Mine', _id: newId() }, 'Unknown field: _id'],
  ];
  it.each(nameCases)('refuses to add a group with %s (400) and changes nothing', async (_name, body, message) => {
    const before = await api.snapshot();
    const answer = await api.call('createPasswordGroup', { body: body as RequestBody<'createPasswordGroup'> });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual(errorOf('VALIDATION_FAILED', message));
    expect(await api.snapshot()).toEqual(before);
  });
});
