// Proves /collection/:id against the fake collections server: the items as a table (columns in
// the fields' order) and as a grid; a sort and filters that are saved with the collection (the
// PUT's body) and shown again on reopening; adding an item (which opens it); the fields editor
// (add, reorder by keyboard, remove after a question, a type change whose unconverted values are
// listed); CSV import with a preview and a column mapping, all or nothing (the page's own check
// and the server's refusal); CSV export; items read a page at a time (Show more); the empty states
// and a collection that is not found.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from '../../components/downloadText';
import { fakeCollection, fakeField, fakeItem } from './fakeServer.testing';
import { refused } from '../../testing/fakeServer';
import { bodies, collectionsServer, openApp, queries, recordsFixture } from './routes.testing';

vi.mock('../../components/downloadText', () => ({ downloadText: vi.fn() }));
afterEach(() => vi.mocked(downloadText).mockClear());

const table = () => within(screen.getByRole('region', { name: 'Items table (scrolls sideways)' })).getByRole('table');
/** The table's rows as the texts of their cells. */
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const csvFile = (text: string, name = 'records.csv') => new File([text], name, { type: 'text/csv' });

function seeded() {
  const fixture = recordsFixture();
  return { ...fixture, fake: collectionsServer({ collections: [fixture.records], items: fixture.items }) };
}

describe('/collection/:id', () => {
  it('shows the items as a table, a column per field in their order, each row opening its item', async () => {
    const { records, items, fake } = seeded();
    await openApp(`/collection/${records._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Records' })).toBeVisible();
    expect(document.title).toBe('Collection · Lifelog');
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Year', 'Format', 'Owned', 'Rating', 'Released']);
    expect(rows()).toEqual([
      ['Blue', '1,971', 'Vinyl', 'Yes', '5 of 5', 'Jun 22, 1971'],
      ['Abbey Road', '1,969', 'CD', '', '4 of 5', ''],
      ['Kid A', '2,000', 'CD', 'No', '', ''],
    ]);
    expect(screen.getByRole('link', { name: 'Open Kid A' })).toHaveAttribute('href', `/item/${items[2]!._id}`);
    expect(screen.getByRole('region', { name: 'Items table (scrolls sideways)' })).toHaveAttribute('tabindex', '0');
    // The collection's public links (components/share), asked for this collection only.
    expect(await screen.findByRole('heading', { name: 'Public links' })).toBeVisible();
    expect(await queries(fake.server, 'GET /share')).toContainEqual({ kind: 'collection', targetId: records._id });
  });

  it("follows the saved view the server says after a refetch (a copy saved for offline reading may show first), until the user changes it", async () => {
    const { records, fake } = seeded();
    const { app, user } = await openApp(`/collection/${records._id}`, fake);
    await screen.findByRole('heading', { level: 1, name: 'Records' });
    const byYearDown = { layout: 'table' as const, sort: { fieldId: records.fields[1]!.id, direction: 'desc' as const } };
    fake.store.collections[0]!.view = byYearDown;
    const { queryClient } = await app.serverData.load();
    await queryClient.invalidateQueries();
    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['Kid A', 'Blue', 'Abbey Road']));

    await user.selectOptions(screen.getByLabelText('Order'), 'Ascending');
    expect(rows().map((row) => row[0])).toEqual(['Abbey Road', 'Blue', 'Kid A']);
    fake.store.collections[0]!.view = byYearDown;
    await queryClient.invalidateQueries();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rows().map((row) => row[0])).toEqual(['Abbey Road', 'Blue', 'Kid A']);
  });

  it('sorts and filters, saves the view with the collection, and shows it again on reopening', async () => {
    const { records, fake } = seeded();
    const { user } = await openApp(`/collection/${records._id}`, fake);
    await user.selectOptions(await screen.findByLabelText('Sort by'), 'Year');
    await user.selectOptions(screen.getByLabelText('Order'), 'Descending');
    expect(rows().map((row) => row[0])).toEqual(['Kid A', 'Blue', 'Abbey Road']);

    const filter = screen.getByRole('form', { name: 'Add filter' });
    await user.selectOptions(within(filter).getByLabelText('Field'), 'Format');
    await user.selectOptions(within(filter).getByLabelText('Value'), 'CD');
    await user.click(within(filter).getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(within(filter).getByLabelText('Field'), 'Year');
    await user.selectOptions(within(filter).getByLabelText('Condition'), 'is less than');
    await user.type(within(filter).getByLabelText('Value'), '1999');
    await user.click(within(filter).getByRole('button', { name: 'Add filter' }));
    expect(rows().map((row) => row[0])).toEqual(['Abbey Road']);
    expect(screen.getByText('Showing 1 of 3')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Grid' }));
    expect(within(screen.getByRole('list', { name: 'Items' })).getByRole('link', { name: 'Open Abbey Road' })).toBeVisible();

    const saved = { layout: 'grid', sort: { fieldId: records.fields[1]!.id, direction: 'desc' }, filters: [{ fieldId: records.fields[2]!.id, op: 'equals', value: 'CD' }, { fieldId: records.fields[1]!.id, op: 'lessThan', value: 1999 }] };
    await waitFor(async () => expect((await bodies(fake.server, 'PUT /collection')).at(-1)).toEqual({ collectionId: records._id, view: saved }));
    expect(fake.store.collections[0]!.view).toEqual(saved);

    cleanup();
    await openApp(`/collection/${records._id}`, fake);
    const grid = await screen.findByRole('list', { name: 'Items' });
    expect(within(grid).getAllByRole('link').map((link) => link.textContent)).toEqual(['Abbey Road']);
    expect(screen.getByRole('radio', { name: 'Grid' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue(records.fields[1]!.id);
    expect(screen.getByRole('list', { name: 'Filters' })).toHaveTextContent('Format is CD');
    expect(screen.getByRole('list', { name: 'Filters' })).toHaveTextContent('Year is less than 1,999');

    await screen.findByRole('button', { name: 'Remove filter: Format is CD' }).then((button) => button.click());
    await waitFor(() => expect(within(grid).getAllByRole('link').map((link) => link.textContent)).toEqual(['Blue', 'Abbey Road']));
  });

  it('adds an empty item and opens it', async () => {
    const { records, fake } = seeded();
    const { user, toasts } = await openApp(`/collection/${records._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Untitled item' })).toBeVisible();
    expect(await bodies(fake.server, 'POST /item')).toEqual([{ collectionId: records._id }]);
    expect(toasts).toContain('Added item');
  });

  it('offers to add fields first to a new collection, and saves the fields added', async () => {
    const empty = fakeCollection('Plants');
    const fake = collectionsServer({ collections: [empty] });
    const { user, toasts } = await openApp(`/collection/${empty._id}`, fake);
    expect(await screen.findByRole('heading', { name: 'Add fields first' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add fields' }));
    const editor = screen.getByRole('form', { name: 'Edit fields' });
    await user.click(within(editor).getByRole('button', { name: 'Save fields' }));
    expect(within(editor).getByText('Give the field a name')).toBeVisible();
    await user.type(within(editor).getByLabelText('Name'), 'Name');
    await user.click(within(editor).getByRole('button', { name: 'Add a field' }));
    const second = within(editor).getAllByRole('group')[1]!;
    expect(within(second).getByLabelText('Name')).toHaveFocus();
    await user.type(within(second).getByLabelText('Name'), 'Light');
    await user.selectOptions(within(second).getByLabelText('Type'), 'Choice from a list');
    await user.type(within(second).getByLabelText('Choices, one per line'), 'Sun{Enter}Shade');
    await user.click(within(editor).getByRole('button', { name: 'Move Light up' }));
    expect(screen.getByText('Light moved to place 1 of 2')).toBeVisible();
    await user.click(within(editor).getByRole('button', { name: 'Save fields' }));
    expect(await screen.findByText('2 fields: Light, Name')).toBeVisible();
    expect(await bodies(fake.server, 'PUT /collection')).toEqual([
      { collectionId: empty._id, fields: [{ name: 'Light', type: 'choice', choices: ['Sun', 'Shade'] }, { name: 'Name', type: 'text' }] },
    ]);
    expect(toasts).toContain('Updated collection');
    expect(screen.getByText('No items yet. Add one, or import them from a CSV file.')).toBeVisible();
  });

  it('offers a number field a format, plain for a year, and saves it', async () => {
    const empty = fakeCollection('Films');
    const fake = collectionsServer({ collections: [empty] });
    const { user } = await openApp(`/collection/${empty._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Add fields' }));
    const editor = screen.getByRole('form', { name: 'Edit fields' });
    await user.type(within(editor).getByLabelText('Name'), 'Year');
    expect(within(editor).queryByLabelText('Written as')).toBeNull();
    await user.selectOptions(within(editor).getByLabelText('Type'), 'Number');
    expect(within(editor).getByLabelText('Written as')).toHaveDisplayValue('Grouped (1,971,000)');
    await user.selectOptions(within(editor).getByLabelText('Written as'), 'Plain (1971), as a year');
    await user.click(within(editor).getByRole('button', { name: 'Save fields' }));
    await waitFor(async () =>
      expect(await bodies(fake.server, 'PUT /collection')).toEqual([{ collectionId: empty._id, fields: [{ name: 'Year', type: 'number', numberFormat: 'plain' }] }]),
    );
  });

  it('reorders fields by keyboard, removes one after a question, and reports the values a type change could not convert', async () => {
    const title = fakeField('Title', 'text');
    const year = fakeField('Year', 'text');
    const notes = fakeField('Notes', 'longText');
    const records = fakeCollection('Records', [title, year, notes]);
    const items = [fakeItem(records, { [title.id]: 'Blue', [year.id]: '1971' }), fakeItem(records, { [title.id]: 'Tapestry', [year.id]: 'early seventies' })];
    const fake = collectionsServer({ collections: [records], items });
    const { user } = await openApp(`/collection/${records._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Edit fields' }));
    const editor = screen.getByRole('form', { name: 'Edit fields' });
    const yearRow = within(editor).getByRole('group', { name: 'Year' });

    await user.click(within(yearRow).getByRole('button', { name: 'Move Year up' }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(within(editor).getByRole('button', { name: 'Move Year down' })).toHaveFocus();
    expect(within(editor).getAllByRole('group').map((group) => within(group).getByLabelText('Name')).map((input) => (input as HTMLInputElement).value)).toEqual(['Title', 'Year', 'Notes']);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByText('Year moved to place 3 of 3')).toBeVisible();

    await user.click(within(editor).getByRole('button', { name: 'Remove Notes' }));
    expect(within(editor).getByText('Remove the field Notes? Its values go from every item when you save.')).toBeVisible();
    await user.click(within(editor).getAllByRole('button', { name: 'Remove Notes' }).at(-1)!);
    await user.selectOptions(within(within(editor).getByRole('group', { name: 'Year' })).getByLabelText('Type'), 'Number');
    await user.click(within(editor).getByRole('button', { name: 'Save fields' }));

    const report = await screen.findByRole('heading', { name: 'Values that could not be converted' });
    const panel = report.closest('section')!;
    expect(panel).toHaveTextContent('1 value did not fit the new type. The old values are kept on their items');
    expect(within(panel).getByRole('link', { name: 'Tapestry: Year' })).toHaveAttribute('href', `/item/${items[1]!._id}`);
    expect(await bodies(fake.server, 'PUT /collection')).toEqual([
      { collectionId: records._id, fields: [{ id: title.id, name: 'Title', type: 'text' }, { id: year.id, name: 'Year', type: 'number' }] },
    ]);
    expect(fake.store.items[1]!.unconverted).toEqual({ [year.id]: [{ value: 'early seventies', type: 'text' }] });
    await waitFor(() => expect(rows()).toEqual([['Blue', '1,971'], ['Tapestry', '']]));
  });

  it('lists the first values a type change could not convert and says how many more there are', async () => {
    const year = fakeField('Year', 'text');
    const records = fakeCollection('Records', [year]);
    const items = ['soon', 'later', 'never'].map((text) => fakeItem(records, { [year.id]: text }));
    const fake = collectionsServer({ collections: [records], items, reportedUnconverted: 1 });
    const { user } = await openApp(`/collection/${records._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Edit fields' }));
    const editor = screen.getByRole('form', { name: 'Edit fields' });
    await user.selectOptions(within(editor).getByLabelText('Type'), 'Number');
    await user.click(within(editor).getByRole('button', { name: 'Save fields' }));

    const panel = (await screen.findByRole('heading', { name: 'Values that could not be converted' })).closest('section')!;
    expect(panel).toHaveTextContent('3 values did not fit the new type.');
    expect(within(panel).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/item/${items[0]!._id}`]);
    expect(panel).toHaveTextContent('And 2 more values: each item shows its kept values.');
  });

  it('imports a CSV file after a preview, mapping columns to fields (by name at first)', async () => {
    const { records, fields, fake } = seeded();
    const { user, toasts } = await openApp(`/collection/${records._id}`, fake);
    const csv = 'title,Artist,Year,Owned\nHunky Dory,Bowie,1971,ja\nLow,Bowie,"1977",no\nHorses,Patti Smith,1975,\n';
    await user.upload(await screen.findByLabelText('CSV file'), csvFile(csv));
    expect(await screen.findByText('The first rows of records.csv')).toBeVisible();
    const preview = within(screen.getByRole('region', { name: 'Preview (scrolls sideways)' }));
    expect(preview.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByLabelText('Column “title”')).toHaveValue(fields.title.id);
    expect(screen.getByLabelText('Column “Artist”')).toHaveValue('');
    expect(screen.getByLabelText('Column “Owned”')).toHaveValue(fields.owned.id);
    await user.selectOptions(screen.getByLabelText('Column “Owned”'), 'Ignore');
    await user.click(screen.getByRole('button', { name: 'Import 3 items' }));
    expect(await screen.findByText('Imported 3 items.')).toBeVisible();
    expect(await bodies(fake.server, 'POST /item-import')).toEqual([
      {
        collectionId: records._id,
        items: [
          { values: { [fields.title.id]: 'Hunky Dory', [fields.year.id]: 1971 } },
          { values: { [fields.title.id]: 'Low', [fields.year.id]: 1977 } },
          { values: { [fields.title.id]: 'Horses', [fields.year.id]: 1975 } },
        ],
      },
    ]);
    expect(toasts).toContain('Imported items');
    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['Blue', 'Abbey Road', 'Kid A', 'Hunky Dory', 'Low', 'Horses']));
  });

  it('imports nothing when a row does not fit: the page names the rows and fields, and so does the server', async () => {
    const { records, fields, fake } = seeded();
    const { user } = await openApp(`/collection/${records._id}`, fake);
    await user.upload(await screen.findByLabelText('CSV file'), csvFile('Title,Year\nBlue,1971\nTapestry,early seventies\n'));
    await user.click(await screen.findByRole('button', { name: 'Import 2 items' }));
    const importAlert = async () => (await screen.findByText('Nothing was imported')).closest<HTMLElement>('[role="alert"]')!;
    const alert = await importAlert();
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(alert).toHaveTextContent('Row 2, Year: “early seventies” is not a valid number');
    expect(await bodies(fake.server, 'POST /item-import')).toEqual([]);

    // The server checks too (an image it does not know, a value changed meanwhile): its refusal is shown the same way.
    fake.server.routes['POST /item-import'] = () => refused(400, 'ITEM_IMPORT_INVALID', 'Row 1: the value for "Year" must be a number. Row 2: the value for "Title" must be at most 1000 characters.');
    await user.selectOptions(screen.getByLabelText('Column “Year”'), 'Ignore');
    await user.click(screen.getByRole('button', { name: 'Import 2 items' }));
    await screen.findByText(/The server found rows at fault/);
    const refusal = await importAlert();
    expect(within(refusal).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Row 1: the value for "Year" must be a number.',
      'Row 2: the value for "Title" must be at most 1000 characters.',
    ]);
    expect(await bodies(fake.server, 'POST /item-import')).toEqual([{ collectionId: records._id, items: [{ values: { [fields.title.id]: 'Blue' } }, { values: { [fields.title.id]: 'Tapestry' } }] }]);
    expect(fake.store.items).toHaveLength(3);
  });

  it('exports every item as CSV named after the collection', async () => {
    const { records, fake } = seeded();
    const { user } = await openApp(`/collection/${records._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadText).mock.calls[0]).toEqual([
      'Records.csv',
      'Title,Year,Format,Owned,Rating,Released\r\nBlue,1971,Vinyl,yes,5,1971-06-22\r\nAbbey Road,1969,CD,,4,\r\nKid A,2000,CD,no,,',
    ]);
  });

  it('reads the items a page at a time: says how many are read, and shows more on demand', async () => {
    const fixture = recordsFixture();
    const fake = collectionsServer({ collections: [fixture.records], items: fixture.items, pageSize: 2 });
    const { user } = await openApp(`/collection/${fixture.records._id}`, fake);
    await screen.findByRole('heading', { level: 1, name: 'Records' });
    expect(rows().map((row) => row[0])).toEqual(['Blue', 'Abbey Road']);
    expect(screen.getByText('Showing 2 of 2 (2 of 3 items read so far: sorting and filters cover those.)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show more items' }));
    await waitFor(() => expect(rows().map((row) => row[0])).toEqual(['Blue', 'Abbey Road', 'Kid A']));
    expect(screen.getByText('Showing 3 of 3')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more items' })).toBeNull();
  });

  it('exports every item, the pages not read yet too', async () => {
    const fixture = recordsFixture();
    const fake = collectionsServer({ collections: [fixture.records], items: fixture.items, pageSize: 2 });
    const { user } = await openApp(`/collection/${fixture.records._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadText).mock.calls[0]![1].split('\r\n').map((line) => line.split(',')[0])).toEqual(['Title', 'Blue', 'Abbey Road', 'Kid A']);
  });

  it('says when the collection is not found', async () => {
    await openApp('/collection/collmissing01', collectionsServer());
    expect(await screen.findByRole('heading', { name: 'Collection not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All collections' })).toHaveAttribute('href', '/collections');
  });
});
