// Heartbeat definitions (/heartbeat, signed in): create with a server-made key and the default
// 15-minute timeout, read one and all, change them, give one a new key (the old one stops
// working), delete; a definition whose sub group is deleted stays, without a sub group. And a
// table of bad inputs, each refused with its code and changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode, RequestBody } from '../../../src/contract/types';
import { beatData, snapshot, startHeartbeatApi, type HeartbeatApi } from './heartbeatApi';

const KEY = /^[A-Za-z0-9_-]{32}$/;

describe('heartbeat definitions', () => {
  let api: HeartbeatApi;
  beforeAll(async () => {
    api = await startHeartbeatApi();
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('creates a definition with a key of its own and a 15-minute timeout, and lists and reads it', async () => {
    const created = await api.ok('createHeartbeat', { body: { name: ' Editor ', subGroupId: api.subGroup._id } });
    expect(created).toEqual({
      _id: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      name: 'Editor',
      subGroupId: api.subGroup._id,
      subGroupName: 'Coding',
      timeGroupId: api.group._id,
      timeGroupName: 'Work',
      key: expect.stringMatching(KEY),
      timeoutSeconds: 900,
      timeZone: 'UTC',
      lastBeatAt: null,
      createdAt: '2026-11-23T12:00:00.000Z',
    });
    const other = await api.ok('createHeartbeat', { body: { name: 'A shell loop', subGroupId: api.subGroup._id, timeoutSeconds: 10, timeZone: 'Europe/Stockholm' } });
    expect(other).toMatchObject({ timeoutSeconds: 10, timeZone: 'Europe/Stockholm' });
    expect(other.key).not.toBe(created.key);
    expect(await api.ok('getHeartbeats')).toEqual([other, created]);
    expect(await api.ok('getHeartbeat', { params: { heartbeatId: created._id } })).toEqual(created);
  });

  it('changes a definition, and a new key replaces the old one at once', async () => {
    const definition = await api.ok('createHeartbeat', { body: { name: 'Terminal', subGroupId: api.subGroup._id } });
    const reading = await api.ok('createSubGroup', { body: { name: 'Reading', timeGroupId: api.group._id } });
    const changed = await api.ok('updateHeartbeat', {
      body: { heartbeatId: definition._id, name: 'Kindle', subGroupId: reading._id, timeoutSeconds: 600, timeZone: 'Europe/Stockholm' },
    });
    expect(changed).toEqual({ ...definition, name: 'Kindle', subGroupId: reading._id, subGroupName: 'Reading', timeoutSeconds: 600, timeZone: 'Europe/Stockholm' });

    const renewed = await api.ok('updateHeartbeat', { body: { heartbeatId: definition._id, regenerateKey: true } });
    expect(renewed).toEqual({ ...changed, key: expect.stringMatching(KEY) });
    expect(renewed.key).not.toBe(definition.key);
    expect((await api.beat(definition._id, definition.key)).statusCode).toBe(401);
    expect(beatData(await api.beat(definition._id, renewed.key))).toMatchObject({ started: true });
  });

  it('deletes a definition: it is gone and its URL answers 401', async () => {
    const definition = await api.ok('createHeartbeat', { body: { name: 'Gone soon', subGroupId: api.subGroup._id } });
    expect(await api.ok('deleteHeartbeat', { query: { heartbeatId: definition._id } })).toBeNull();
    expect(await api.call('getHeartbeat', { params: { heartbeatId: definition._id } })).toMatchObject({ statusCode: 404, body: { error: { code: 'HEARTBEAT_NOT_FOUND' } } });
    expect((await api.ok('getHeartbeats')).map((row) => row._id)).not.toContain(definition._id);
    expect((await api.beat(definition._id, definition.key)).statusCode).toBe(401);
  });

  it('keeps a definition whose sub group is deleted, without a sub group, until another is chosen', async () => {
    const doomed = await api.ok('createSubGroup', { body: { name: 'Doomed', timeGroupId: api.group._id } });
    const definition = await api.ok('createHeartbeat', { body: { name: 'Orphan', subGroupId: doomed._id } });
    await api.ok('deleteSubGroup', { query: { subGroupId: doomed._id } });
    expect(await api.ok('getHeartbeat', { params: { heartbeatId: definition._id } })).toEqual({
      ...definition,
      subGroupId: null,
      subGroupName: null,
      timeGroupId: null,
      timeGroupName: null,
    });
    expect(await api.beat(definition._id, definition.key)).toMatchObject({ statusCode: 409, body: { error: { code: 'HEARTBEAT_SUB_GROUP_GONE' } } });
    expect(await api.ok('updateHeartbeat', { body: { heartbeatId: definition._id, subGroupId: api.subGroup._id } })).toMatchObject({ subGroupName: 'Coding' });
    expect(beatData(await api.beat(definition._id, definition.key))).toMatchObject({ started: expect.any(Boolean) });
  });

  it('answers 401 without a token', async () => {
    const answer = await api.t.app.inject({ method: 'GET', url: '/api/heartbeat' });
    expect(answer.statusCode).toBe(401);
  });

  describe('bad inputs', () => {
    const unknownId = 'AAAAAAAAAAAA';
    type Bad =
      | ['createHeartbeat', RequestBody<'createHeartbeat'> | Record<string, unknown>, number, ErrorCode]
      | ['updateHeartbeat', RequestBody<'updateHeartbeat'> | Record<string, unknown>, number, ErrorCode];
    const sub = () => api.subGroup._id;
    let existing = '';
    beforeAll(async () => {
      existing = (await api.ok('createHeartbeat', { body: { name: 'Existing', subGroupId: sub() } }))._id;
    });
    const cases: Array<[string, () => Bad]> = [
      ['create without a name', () => ['createHeartbeat', { subGroupId: sub() }, 400, 'VALIDATION_FAILED']],
      ['create with an empty name', () => ['createHeartbeat', { name: '', subGroupId: sub() }, 400, 'VALIDATION_FAILED']],
      ['create with a name of spaces', () => ['createHeartbeat', { name: '   ', subGroupId: sub() }, 400, 'VALIDATION_FAILED']],
      ['create with a 101-character name', () => ['createHeartbeat', { name: 'x'.repeat(101), subGroupId: sub() }, 400, 'VALIDATION_FAILED']],
      ['create without a sub group', () => ['createHeartbeat', { name: 'No sub group' }, 400, 'VALIDATION_FAILED']],
      ['create with a malformed sub group id', () => ['createHeartbeat', { name: 'x', subGroupId: 'short' }, 400, 'VALIDATION_FAILED']],
      ['create with an unknown sub group', () => ['createHeartbeat', { name: 'x', subGroupId: unknownId }, 404, 'SUB_GROUP_NOT_FOUND']],
      ['create with a 9-second timeout', () => ['createHeartbeat', { name: 'x', subGroupId: sub(), timeoutSeconds: 9 }, 400, 'VALIDATION_FAILED']],
      ['create with a timeout over a day', () => ['createHeartbeat', { name: 'x', subGroupId: sub(), timeoutSeconds: 86_401 }, 400, 'VALIDATION_FAILED']],
      ['create with a fractional timeout', () => ['createHeartbeat', { name: 'x', subGroupId: sub(), timeoutSeconds: 10.5 }, 400, 'VALIDATION_FAILED']],
      ['create with a timeout as text', () => ['createHeartbeat', { name: 'x', subGroupId: sub(), timeoutSeconds: '60' }, 400, 'VALIDATION_FAILED']],
      ['create with an unknown zone', () => ['createHeartbeat', { name: 'x', subGroupId: sub(), timeZone: 'Mars/Olympus' }, 400, 'INVALID_TIME_ZONE']],
      ['create with a key of its own', () => ['createHeartbeat', { name: 'x', subGroupId: sub(), key: 'mine' }, 400, 'VALIDATION_FAILED']],
      ['update with nothing to change', () => ['updateHeartbeat', { heartbeatId: existing }, 400, 'NOTHING_TO_CHANGE']],
      ['update with regenerateKey false', () => ['updateHeartbeat', { heartbeatId: existing, regenerateKey: false }, 400, 'VALIDATION_FAILED']],
      ['update an unknown definition', () => ['updateHeartbeat', { heartbeatId: unknownId, name: 'x' }, 404, 'HEARTBEAT_NOT_FOUND']],
      ['update to an unknown sub group', () => ['updateHeartbeat', { heartbeatId: existing, subGroupId: unknownId }, 404, 'SUB_GROUP_NOT_FOUND']],
      ['update with a 5-second timeout', () => ['updateHeartbeat', { heartbeatId: existing, timeoutSeconds: 5 }, 400, 'VALIDATION_FAILED']],
      ['update with an unknown zone', () => ['updateHeartbeat', { heartbeatId: existing, timeZone: 'Nowhere' }, 400, 'INVALID_TIME_ZONE']],
      ['update the key by hand', () => ['updateHeartbeat', { heartbeatId: existing, key: 'mine' }, 400, 'VALIDATION_FAILED']],
    ];
    it.each(cases)('%s is refused with its code and changes nothing', async (_, make) => {
      const [operation, body, status, code] = make();
      const before = await snapshot(api.t.database.db);
      const answer = await api.call(operation, { body: body as never });
      expect(answer.statusCode, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body).toMatchObject({ status: false, error: { code } });
      expect(await snapshot(api.t.database.db)).toEqual(before);
    });

    it('reading or deleting an unknown definition is 404 HEARTBEAT_NOT_FOUND', async () => {
      expect(await api.call('getHeartbeat', { params: { heartbeatId: unknownId } })).toMatchObject({ statusCode: 404, body: { error: { code: 'HEARTBEAT_NOT_FOUND' } } });
      expect(await api.call('deleteHeartbeat', { query: { heartbeatId: unknownId } })).toMatchObject({ statusCode: 404, body: { error: { code: 'HEARTBEAT_NOT_FOUND' } } });
      expect(await api.call('deleteHeartbeat', { query: { heartbeatId: 'bad' } })).toMatchObject({ statusCode: 400 });
    });
  });
});
