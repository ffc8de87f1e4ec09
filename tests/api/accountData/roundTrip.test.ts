// Proves the whole-account export and its restore (issue 26) on the database the run uses
// (SQLite, or PostgreSQL with DATABASE_URL): an account with something in every area, exported,
// restored into a new account and exported again holds the same content (ids and export time
// aside); the vault's sealed data is byte for byte the same and opens with the same extra
// password; another user's data is never in an export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../helpers/auth';
import { buildTestApp, createTestApp, type TestApp } from '../../helpers/testApp';
import { extraLogin } from '../../helpers/vault';
import { callOperation, callOperationForBytes, dataOf } from '../contractClient';
import { download, itemsOf, text, unzip, upload, type Files, type Item } from './accountDataApi';
import { EXTRA_PASSWORD, seedEveryArea } from './seedAccount';

const AREAS = ['accounts', 'time', 'heartbeats', 'passwords', 'notes', 'images', 'recipes', 'shopping', 'storage', 'drinks', 'collections', 'counters', 'share', 'deviceControl'];

/** Every id-looking value (12 base64url characters) that is an id of either file, made one placeholder. */
function normalized(files: Files, ids: ReadonlySet<string>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const area of AREAS) {
    for (const { table, row } of itemsOf(files, area)) {
      const line = JSON.stringify(row).replace(/[A-Za-z0-9_-]{12}/g, (id) => (ids.has(id) ? '<id>' : id));
      (out[table] ??= []).push(line);
    }
  }
  for (const rows of Object.values(out)) rows.sort();
  return out;
}

function idsOf(files: Files): Set<string> {
  const ids = new Set<string>();
  for (const area of AREAS) for (const { row } of itemsOf(files, area)) for (const key of ['id', 'image_id']) if (typeof row[key] === 'string') ids.add(row[key]);
  return ids;
}

const rowsOf = (files: Files, table: string): Item['row'][] =>
  AREAS.flatMap((area) => itemsOf(files, area))
    .filter((item) => item.table === table)
    .map((item) => item.row);

describe('whole-account export and restore', () => {
  let t: TestApp;
  let owner: SignedUp;
  let stranger: SignedUp;
  let first: Files;
  let firstZip: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, stranger] = [await signUp(t.app, 'ottilia'), await signUp(t.app, 'stranger')];
    await seedEveryArea(t.app, owner, 'Work');
    await seedEveryArea(t.app, stranger, 'Stranger things');
    firstZip = await download(t.app, owner);
    first = unzip(firstZip);
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes a manifest and one document per area, with every area of the seed in it', async () => {
    const manifest = JSON.parse(text(first['manifest.json'])) as { formatVersion: number; counts: Record<string, Record<string, number>> };
    expect(manifest).toMatchObject({ formatVersion: 1, appVersion: expect.any(String), exportedAt: expect.any(String) });
    expect(Object.keys(first).filter((name) => !name.startsWith('photos/'))).toEqual(['manifest.json', ...AREAS.map((area) => `${area}.json`)]);
    for (const table of ['time_stamp', 'heartbeat', 'password_entry', 'note_answer', 'note_entry_context', 'recipe', 'shopping_item', 'storage_item', 'drink', 'item', 'counter_event', 'share', 'device']) {
      expect(rowsOf(first, table).length, table).toBeGreaterThan(0);
    }
    expect(manifest.counts.time?.time_stamp).toBe(1);
    expect(Object.keys(first).filter((name) => name.startsWith('photos/')).length).toBeGreaterThan(0);
    const summary = dataOf(await callOperation(t.app, 'getAccountDataSummary', { token: owner.access.token }));
    expect(summary).toMatchObject({ empty: false, counts: manifest.counts });
  });

  it("never holds another user's rows, names or keys", () => {
    const everything = Object.entries(first)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, bytes]) => text(bytes))
      .join('\n');
    expect(everything).not.toContain('Stranger things');
    expect(everything).not.toContain(stranger._id);
    expect(everything).not.toContain(owner._id);
    expect(rowsOf(first, 'heartbeat')[0]).not.toHaveProperty('key');
  });

  it('restores into a new account: the same content, the vault byte for byte, opening with the same extra password', async () => {
    const heir = await signUp(t.app, 'heir');
    const preview = dataOf(await upload(t.app, heir, firstZip, 'previewAccountData'));
    expect(preview).toMatchObject({ formatVersion: 1, upgradedFrom: null, accountEmpty: true });
    expect(preview.counts.notes?.note).toBe(1);
    expect(dataOf(await callOperation(t.app, 'getAccountDataSummary', { token: heir.access.token })).empty).toBe(true);

    const restored = await upload(t.app, heir, firstZip);
    expect(restored.statusCode, JSON.stringify(restored.body)).toBe(200);
    const second = unzip(await download(t.app, heir));

    const ids = new Set([...idsOf(first), ...idsOf(second)]);
    const before = normalized(first, ids);
    const after = normalized(second, ids);
    // Share links are listed, never re-created.
    expect(after.share).toBeUndefined();
    delete before.share;
    expect(after).toEqual(before);
    expect(rowsOf(second, 'vault')).toEqual(rowsOf(first, 'vault'));
    expect(rowsOf(second, 'password_entry')).toEqual(rowsOf(first, 'password_entry'));
    const photo = (files: Files) => Object.entries(files).filter(([name]) => name.startsWith('photos/')).map(([, bytes]) => Buffer.from(bytes).toString('base64')).sort();
    expect(photo(second)).toEqual(photo(first));

    const login = await extraLogin(t.app, heir, EXTRA_PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    // The restored screens read the same: the recipe's photo answers.
    const [recipe] = rowsOf(second, 'recipe');
    const image = await callOperationForBytes(t.app, 'getImage', { params: { imageId: String(recipe?.image_id) }, token: heir.access.token });
    expect(image.statusCode).toBe(200);
  });

  it('refuses a second restore into an account that now holds data, and changes nothing', async () => {
    const answer = await upload(t.app, owner, firstZip);
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toMatchObject({ status: false, error: { code: 'ACCOUNT_NOT_EMPTY' } });
    expect(dataOf(await upload(t.app, owner, firstZip, 'previewAccountData')).accountEmpty).toBe(false);
  });

  it('lets only one of two restores at once into an empty account through two servers on one database take effect', async () => {
    const other = await buildTestApp(t.database, t.dataDir);
    try {
      const twin = await signUp(t.app, 'twin');
      const answers = await Promise.all([upload(t.app, twin, firstZip), upload(other, twin, firstZip)]);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.body).toMatchObject({ error: { code: 'ACCOUNT_NOT_EMPTY' } });
      const summary = dataOf(await callOperation(t.app, 'getAccountDataSummary', { token: twin.access.token }));
      const original = dataOf(await callOperation(t.app, 'getAccountDataSummary', { token: owner.access.token }));
      // Share links are listed in the file, not made again.
      expect(summary.counts).toEqual({ ...original.counts, share: { share: 0 } });
    } finally {
      await other.close();
    }
  });
});
