// Proves search across groups and "what expires by a date": search finds the text in names and
// notes ignoring case (Swedish letters too), puts names starting with it first, then by name,
// takes % and _ literally, answers at most 100 items with their group's name, and never another
// user's items; expiringBy lists items whose best-before is on or before the date, past ones too,
// soonest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../helpers/auth';
import { startStorageApi, type StorageApi, type StorageGroup } from './storageApi';

describe('search and expiring items', () => {
  let api: StorageApi;
  let pantry: StorageGroup;
  let freezer: StorageGroup;

  beforeAll(async () => {
    api = await startStorageApi('selma');
    pantry = await api.makeGroup('Pantry');
    freezer = await api.makeGroup('Freezer');
    await api.putItems(pantry._id, [
      { name: 'Tomato paste', bestBefore: '2026-12-10' },
      { name: 'Crushed tomatoes', bestBefore: '2026-11-20' },
      { name: 'Pasta', note: 'For the tomato sauce', bestBefore: '2026-11-28' },
      { name: 'Ägg', quantity: 12 },
      { name: '100% rye flour' },
      { name: 'Rice' },
    ]);
    await api.putItems(freezer._id, [
      { name: 'tomatoes, cherry', bestBefore: '2026-11-28' },
      { name: 'Peas', bestBefore: '2027-05-01' },
      { name: 'Salmon', bestBefore: '2026-11-25' },
    ]);
    const other = await api.otherUser('neighbour');
    const theirs = await other.makeGroup('Their pantry');
    await other.putItems(theirs._id, [{ name: 'Tomato soup', bestBefore: '2026-11-01' }]);
  });
  afterAll(async () => {
    await api.t.close();
  });

  const summary = (items: Array<{ name: string; groupName: string }>) => items.map((item) => [item.name, item.groupName]);

  it('finds the text in names and notes across groups, ignoring case, names starting with it first', async () => {
    expect(summary(await api.search('TOMATO'))).toEqual([
      ['Tomato paste', 'Pantry'],
      ['tomatoes, cherry', 'Freezer'],
      ['Crushed tomatoes', 'Pantry'],
      ['Pasta', 'Pantry'],
    ]);
  });

  it('answers whole items with their group, and the same with spaces around the text', async () => {
    const [pasta] = await api.search('  sauce ');
    expect(pasta).toEqual({
      _id: expect.any(String),
      storageGroupId: pantry._id,
      groupName: 'Pantry',
      name: 'Pasta',
      quantity: null,
      unit: null,
      bestBefore: '2026-11-28',
      note: 'For the tomato sauce',
      isFood: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('matches Swedish letters whatever their case, and takes % and _ as themselves', async () => {
    expect(summary(await api.search('äGG'))).toEqual([['Ägg', 'Pantry']]);
    expect(summary(await api.search('0%'))).toEqual([['100% rye flour', 'Pantry']]);
    expect(await api.search('_')).toEqual([]);
    expect(await api.search('soup')).toEqual([]);
  });

  it('answers at most 100 items', async () => {
    const own = await api.otherUser('hoarder');
    const cellar = await own.makeGroup('Cellar');
    await own.putItems(
      cellar._id,
      Array.from({ length: 120 }, (_, index) => ({ name: `Jar ${String(index).padStart(3, '0')}` })),
    );
    const found = await own.search('jar');
    expect(found).toHaveLength(100);
    expect(found[0]!.name).toBe('Jar 000');
    expect(found[99]!.name).toBe('Jar 099');
  });

  it('refuses a search of only spaces (400 SEARCH_TOO_SHORT)', async () => {
    const answer = await api.call('getStorageItems', { query: { search: '   ' } });
    expect({ statusCode: answer.statusCode, body: answer.body }).toEqual({
      statusCode: 400,
      body: errorOf('SEARCH_TOO_SHORT', 'Search for at least one character other than a space'),
    });
  });

  it('lists items whose best-before is on or before a date, past ones too, soonest first, across groups', async () => {
    expect((await api.expiringBy('2026-11-28')).map((item) => [item.name, item.bestBefore, item.groupName])).toEqual([
      ['Crushed tomatoes', '2026-11-20', 'Pantry'],
      ['Salmon', '2026-11-25', 'Freezer'],
      ['Pasta', '2026-11-28', 'Pantry'],
      ['tomatoes, cherry', '2026-11-28', 'Freezer'],
    ]);
    expect(await api.expiringBy('2026-11-19')).toEqual([]);
  });
});
