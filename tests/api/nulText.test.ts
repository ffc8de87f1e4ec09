// Guard: text holding U+0000 is refused with a 400 naming the field, on both databases, in a body
// and in a query. PostgreSQL text cannot hold the character, so before this it was a 500 there
// (a time group's name, a note's entry) while SQLite stored it.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../helpers/auth';
import { tableSnapshot } from '../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { callOperation, dataOf } from './contractClient';

let t: TestApp;
let user: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app, 'nuala');
});

describe('text with U+0000', () => {
  it.each([
    ['a time group name', () => callOperation(t.app, 'createTimeGroup', { body: { name: 'Wo\u0000rk' }, token: user.access.token }), 'name'],
    ['a note entry, nested in a list', () => callOperation(t.app, 'createNote', { body: { name: 'Day', entries: [{ text: 'ok' }, { text: 'bad \u0000' }] }, token: user.access.token }), 'entries[1].text'],
    ['a note context name', () => callOperation(t.app, 'createNoteContext', { body: { name: '\u0000' }, token: user.access.token }), 'name'],
    ['a search in the query', () => callOperation(t.app, 'getNotes', { query: { search: 'a\u0000b' }, token: user.access.token }), 'search'],
  ])('is refused in %s, naming the field, and nothing changes', async (_, call, field) => {
    const before = await tableSnapshot(t.database.db);
    const answer = await call();
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({ status: false, error: { code: 'VALIDATION_FAILED', message: `${field} must not contain the character U+0000` } });
    expect(await tableSnapshot(t.database.db)).toEqual(before);
  });

  it('leaves other control characters and any other text alone', async () => {
    const group = dataOf(await callOperation(t.app, 'createTimeGroup', { body: { name: 'Tab\there ÅÄÖ 😀' }, token: user.access.token }));
    expect(group.name).toBe('Tab\there ÅÄÖ 😀');
  });
});
