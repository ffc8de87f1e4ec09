// Proves the storage section of GET /dashboard: the items whose best-before is at most 7 days after
// the dashboard's date, or already past, soonest first, at most 10 with the count of all, each with
// its group and the days left (negative when past); no section when nothing expires, and never
// another user's items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../src/contract/types';
import { startStorageApi, type Caller, type StorageApi, type StorageGroup } from './storageApi';

type StorageSection = Schemas['StorageDashboardSection'];

describe("the storage section of the dashboard", () => {
  let api: StorageApi;
  let pantry: StorageGroup;

  beforeAll(async () => {
    api = await startStorageApi('disa');
    pantry = await api.makeGroup('Pantry');
  });
  afterAll(async () => {
    await api.t.close();
  });

  async function sectionOf(date: string, caller: Caller = api): Promise<StorageSection | undefined> {
    const { sections } = await caller.ok('getDashboard', { query: { date } });
    const found = sections.find((section) => section.area === 'storage');
    return found as StorageSection | undefined;
  }

  it('is left out while nothing expires within 7 days', async () => {
    await api.putItems(pantry._id, [{ name: 'Rice' }, { name: 'Beans', bestBefore: '2026-12-03' }]);
    expect(await sectionOf('2026-11-25')).toBeUndefined();
  });

  it('lists what expires within 7 days or has expired, soonest first, with its group and days left', async () => {
    const fridge = await api.makeGroup('Fridge');
    const { added } = await api.putItems(fridge._id, [
      { name: 'Yoghurt', bestBefore: '2026-11-27' },
      { name: 'Old cream', bestBefore: '2026-11-20' },
      { name: 'Cheese', bestBefore: '2026-12-02' },
    ]);
    const id = (name: string) => added.find((item) => item.name === name)!._id;
    const beans = (await api.itemsOf(pantry._id)).find((item) => item.name === 'Beans')!;
    expect(await sectionOf('2026-11-25')).toEqual({
      area: 'storage',
      expiring: [
        { _id: id('Old cream'), name: 'Old cream', storageGroupId: fridge._id, groupName: 'Fridge', bestBefore: '2026-11-20', daysLeft: -5 },
        { _id: id('Yoghurt'), name: 'Yoghurt', storageGroupId: fridge._id, groupName: 'Fridge', bestBefore: '2026-11-27', daysLeft: 2 },
        { _id: id('Cheese'), name: 'Cheese', storageGroupId: fridge._id, groupName: 'Fridge', bestBefore: '2026-12-02', daysLeft: 7 },
      ],
      expiringCount: 3,
    });
    // A day later the beans are within the 7 days too.
    expect((await sectionOf('2026-11-26'))?.expiring.map((item) => [item.name, item.daysLeft])).toEqual([
      ['Old cream', -6],
      ['Yoghurt', 1],
      ['Cheese', 6],
      [beans.name, 7],
    ]);
  });

  it('shows the 10 soonest and counts them all', async () => {
    const own = await api.otherUser('plenty');
    const shelf = await own.makeGroup('Shelf');
    await own.putItems(
      shelf._id,
      Array.from({ length: 12 }, (_, index) => ({ name: `Tin ${index + 1}`, bestBefore: `2026-11-${String(10 + index).padStart(2, '0')}` })),
    );
    const section = await sectionOf('2026-11-25', own);
    expect(section?.expiringCount).toBe(12);
    expect(section?.expiring.map((item) => item.name)).toEqual(Array.from({ length: 10 }, (_, index) => `Tin ${index + 1}`));
  });

  it("never shows another user's items", async () => {
    const other = await api.otherUser('empty-handed');
    expect(await sectionOf('2026-11-25', other)).toBeUndefined();
  });
});
