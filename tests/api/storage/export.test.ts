// Proves GET /storage-export: a CSV a spreadsheet opens as it is, every item of the caller's
// places and none of another user's, and no cell a spreadsheet would run as a formula.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperationForBytes } from '../contractClient';
import { startStorageApi, type StorageApi } from './storageApi';

describe('exporting storage as CSV', () => {
  let api: StorageApi;
  beforeAll(async () => {
    api = await startStorageApi('eskil');
  });
  afterAll(async () => {
    await api.t.close();
  });

  const exportOf = async (token: string, language?: 'en' | 'sv') => {
    const answer = await callOperationForBytes(api.t.app, 'exportStorage', { token, ...(language === undefined ? {} : { query: { language } }) });
    expect(answer.statusCode).toBe(200);
    const text = answer.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    return Papa.parse<string[]>(text.slice(1).trimEnd()).data;
  };

  it("lists the caller's items by place and name, not another user's, with formula cells made text", async () => {
    const cellar = await api.makeGroup('=Cellar');
    await api.putItems(cellar._id, [
      { name: '=HYPERLINK("http://evil.example","Apples")', quantity: 3, unit: '+kg', note: '@SUM(A1:A9)' },
      { name: '-10 degrees jam', note: '+46 70 123 45 67', bestBefore: '2027-01-31' },
      { name: 'Candles', isFood: false, note: 'Kitchen drawer' },
      { name: 'Åkerbär, "wild"', quantity: 2, unit: 'jars' },
    ]);
    const other = await api.otherUser('otto');
    await other.putItems((await other.makeGroup('Garage'))._id, [{ name: 'Secret stash' }]);

    expect(await exportOf(api.user.access.token)).toEqual([
      ['Place', 'Name', 'Amount', 'Unit', 'Best before', 'Food', 'Note', 'Added'],
      ["'=Cellar", "'-10 degrees jam", '', '', '2027-01-31', 'yes', "'+46 70 123 45 67", '2026-11-25'],
      ["'=Cellar", '\'=HYPERLINK("http://evil.example","Apples")', '3', "'+kg", '', 'yes', "'@SUM(A1:A9)", '2026-11-25'],
      ["'=Cellar", 'Candles', '', '', '', 'no', 'Kitchen drawer', '2026-11-25'],
      ["'=Cellar", 'Åkerbär, "wild"', '2', 'jars', '', 'yes', '', '2026-11-25'],
    ]);
    expect(await exportOf(other.user.access.token)).toEqual([
      ['Place', 'Name', 'Amount', 'Unit', 'Best before', 'Food', 'Note', 'Added'],
      ['Garage', 'Secret stash', '', '', '', 'yes', '', '2026-11-25'],
    ]);
  });

  it('names the columns and says yes or no in Swedish when asked', async () => {
    const other = await api.otherUser('sigrid');
    await other.putItems((await other.makeGroup('Skafferi'))._id, [{ name: 'Mjöl' }, { name: 'Ljus', isFood: false }]);

    expect(await exportOf(other.user.access.token, 'sv')).toEqual([
      ['Plats', 'Namn', 'Mängd', 'Enhet', 'Bäst före', 'Mat', 'Anteckning', 'Tillagd'],
      ['Skafferi', 'Ljus', '', '', '', 'nej', '', '2026-11-25'],
      ['Skafferi', 'Mjöl', '', '', '', 'ja', '', '2026-11-25'],
    ]);
  });
});
