// Proves that a damaged or hostile export is refused with its own code and changes nothing: not a
// zip, a newer format, wrong types, a path out of the zip, a zip bomb, too many rows, a document
// cut short, a reference to a row the file does not hold, and rows that break the database's rules
// in the last area restored (the transaction leaves the account empty). An older format is
// upgraded step by step (a synthetic v0 whose time groups call their name `title`).
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportFile } from '../../../src/server/accountData/formatVersions';
import { signUp, type SignedUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import { expectRefusal } from '../expectRefusal';
import { documentOf, download, itemsOf, json, text, unzip, upload, zip, type Files, type Item } from './accountDataApi';

/** v0 → v1: time groups had a `title`; v1 calls it `name`. */
const renameTitle = (file: ExportFile): ExportFile => ({
  ...file,
  documents: new Map(
    [...file.documents].map(([area, items]) => [
      area,
      items.map((item) => {
        const { table, row } = item as Item;
        if (table !== 'time_group') return item;
        const { title, ...rest } = row;
        return { table, row: { ...rest, name: title } };
      }),
    ]),
  ),
});

describe('refused export files', () => {
  let t: TestApp;
  let heir: SignedUp;
  let files: Files;

  beforeAll(async () => {
    t = await createTestApp({
      settings: {
        accountData: {
          limits: { maxInflatedBytes: 300_000, maxFiles: 40, maxRows: 40, maxLineBytes: 20_000 },
          upgrades: [{ from: 0, upgrade: renameTitle }],
        },
      },
    });
    const owner = await signUp(t.app, 'olof');
    const ok = async <T>(answer: Promise<T>) => answer;
    const token = owner.access.token;
    const group = dataOf(await ok(callOperation(t.app, 'createTimeGroup', { body: { name: 'Work' }, token })));
    dataOf(await callOperation(t.app, 'createSubGroup', { body: { name: 'Coding', timeGroupId: group._id }, token }));
    const counters = dataOf(await callOperation(t.app, 'createCounterGroup', { body: { name: 'Health' }, token }));
    const water = dataOf(await callOperation(t.app, 'createCounter', { body: { name: 'Water', counterGroupId: counters._id }, token }));
    dataOf(await callOperation(t.app, 'createCounterEvent', { body: { counterId: water._id, delta: 1 }, token }));
    dataOf(await callOperation(t.app, 'createCounterEvent', { body: { counterId: water._id, delta: 1 }, token }));
    files = unzip(await download(t.app, owner));
    heir = await signUp(t.app, 'olof-later');
  });
  afterAll(async () => {
    await t.close();
  });

  const manifest = () => JSON.parse(text(files['manifest.json'])) as { formatVersion: number };
  const withDocument = (area: string, change: (items: Item[]) => unknown[]) => zip({ ...files, [`${area}.json`]: documentOf(change(itemsOf(files, area))) });

  const refusals: Array<[string, () => Uint8Array, number, string]> = [
    ['a text file', () => new TextEncoder().encode('name,start\nWork,2026-11-23'), 400, 'ACCOUNT_DATA_NOT_A_ZIP'],
    ['a newer format', () => zip({ ...files, 'manifest.json': json({ ...manifest(), formatVersion: 2 }) }), 422, 'ACCOUNT_DATA_NEWER_FORMAT'],
    ['a name that is a number', () => withDocument('time', (items) => items.map((item) => (item.table === 'time_group' ? { ...item, row: { ...item.row, name: 42 } } : item))), 422, 'ACCOUNT_DATA_DAMAGED'],
    ['a row of an unknown table', () => withDocument('time', (items) => [...items, { table: 'user', row: { id: 'x' } }]), 422, 'ACCOUNT_DATA_DAMAGED'],
    ['a path out of the zip', () => zip({ ...files, '../time.json': files['time.json']! }), 422, 'ACCOUNT_DATA_UNSAFE_PATH'],
    ['an absolute path', () => zip({ ...files, '/etc/cron.d/lifelog': new Uint8Array([1]) }), 422, 'ACCOUNT_DATA_UNSAFE_PATH'],
    ['a zip bomb', () => zip({ ...files, 'photos/bomb-large.webp': new Uint8Array(5_000_000) }), 413, 'ACCOUNT_DATA_INFLATES_TOO_MUCH'],
    ['too many rows', () => withDocument('time', (items) => [...items, ...Array.from({ length: 40 }, () => items[0])]), 413, 'ACCOUNT_DATA_TOO_MANY_ROWS'],
    ['a document cut short', () => zip({ ...files, 'time.json': new TextEncoder().encode(text(files['time.json']).replace(/\n\]\n$/, '\n')) }), 422, 'ACCOUNT_DATA_DAMAGED'],
    ['a sub group of a group not in the file', () => withDocument('time', (items) => items.filter((item) => item.table !== 'time_group' && item.table !== 'time_group_total')), 422, 'ACCOUNT_DATA_DAMAGED'],
    ['a photo the zip does not hold', () => withDocument('images', () => [{ table: 'image', row: { id: 'imageimage12', width: 1, height: 1, original_type: 'image/png', original_byte_count: 1, stored_byte_count: 1, created_at: '2026-11-23T08:00:00.000Z' } }, { table: 'image_rendition', row: { image_id: 'imageimage12', size: 'thumb', content_type: 'image/webp', width: 1, height: 1, byte_count: 1, file: 'photos/imageimage12-thumb.webp' } }]), 422, 'ACCOUNT_DATA_DAMAGED'],
  ];

  it.each(refusals)('refuses %s with its code and leaves the account empty', async (_name, file, status, code) => {
    for (const id of ['previewAccountData', 'restoreAccountData'] as const) {
      const answer = await upload(t.app, heir, file(), id);
      expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status, body: { status: false, error: { code, message: expect.any(String) } } });
    }
    expect(dataOf(await callOperation(t.app, 'getAccountDataSummary', { token: heir.access.token }))).toMatchObject({ empty: true });
  });

  it('rolls everything back when the last area restored breaks a rule of the database', async () => {
    // Two events of one counter with one sequence number pass every check of the file (the preview
    // shows it) but not the database's unique rule, in counters, after time was written.
    const file = withDocument('counters', (items) => items.map((item) => (item.table === 'counter_event' ? { ...item, row: { ...item.row, seq: 1 } } : item)));
    expect((await upload(t.app, heir, file, 'previewAccountData')).statusCode).toBe(200);
    const answer = await upload(t.app, heir, file);
    expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 422, body: { error: { code: 'ACCOUNT_DATA_DAMAGED' } } });
    expect(dataOf(await callOperation(t.app, 'getAccountDataSummary', { token: heir.access.token }))).toMatchObject({ empty: true, counts: { time: { time_group: 0, sub_group: 0 }, counters: { counter: 0 } } });
  });

  it('names the file, the row and the field of a damaged row', async () => {
    const answer = await upload(t.app, heir, refusals[2]![1]());
    expect(answer.body).toMatchObject({ error: { message: 'The file is damaged: time.json row 1 (time_group): name must be string' } });
  });

  it('upgrades an older format step by step, then restores it', async () => {
    const v0 = zip({
      ...files,
      'manifest.json': json({ ...manifest(), formatVersion: 0 }),
      'time.json': documentOf(
        itemsOf(files, 'time').map((item) => {
          if (item.table !== 'time_group') return item;
          const { name, ...rest } = item.row;
          return { table: item.table, row: { ...rest, title: name } };
        }),
      ),
    });
    expect(dataOf(await upload(t.app, heir, v0, 'previewAccountData'))).toMatchObject({ formatVersion: 1, upgradedFrom: 0 });
    expect(dataOf(await upload(t.app, heir, v0))).toMatchObject({ upgradedFrom: 0, counts: { time: { time_group: 1 }, counters: { counter_event: 2 } } });
    const groups = dataOf(await callOperation(t.app, 'getTimeGroups', { token: heir.access.token }));
    expect(JSON.stringify(groups)).toContain('"Work"');
  });

  it('reads one file at a time on the server: a second upload meanwhile is told to try again shortly', async () => {
    const held = new PassThrough();
    const first = t.app.inject({ method: 'POST', url: '/api/account-data/preview', headers: { 'content-type': 'application/zip', 'x-access-token': heir.access.token }, payload: held });
    held.write(Buffer.from(zip(files)));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expectRefusal(await upload(t.app, heir, zip(files), 'previewAccountData'), 503, 'SERVICE_UNAVAILABLE');

    held.end();
    expect((await first).statusCode).toBe(200);
    expect((await upload(t.app, heir, zip(files), 'previewAccountData')).statusCode).toBe(200);
  });
});

