// Proves /item/:id against the fake collections server: one input per field by its type, filled
// with the item's values; saving sends only the changed fields (typed as their fields are); a
// number and a link checked first; kept (unconverted) values shown and cleared; deleting after a
// question (back to the collection); an item that is not found.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCollection, fakeField, fakeItem } from './fakeServer.testing';
import { bodies, collectionsServer, openApp, queries, recordsFixture } from './routes.testing';

describe('/item/:id', () => {
  it('shows an input per field by type, and saves only what changed', async () => {
    const { records, items, fields } = recordsFixture();
    const notes = fakeField('Notes', 'longText');
    const site = fakeField('Site', 'link');
    const withMore = { ...records, fields: [...records.fields, notes, site] };
    const fake = collectionsServer({ collections: [withMore], items });
    const { user, toasts } = await openApp(`/item/${items[1]!._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Abbey Road' })).toBeVisible();
    expect(document.title).toBe('Collection item · Lifelog');
    expect(screen.getByRole('link', { name: 'Back to Records' })).toHaveAttribute('href', `/collection/${records._id}`);
    expect(screen.getByLabelText('Title')).toHaveValue('Abbey Road');
    expect(screen.getByLabelText('Year')).toHaveValue('1969');
    expect(screen.getByRole('combobox', { name: 'Format' })).toHaveValue('CD');
    expect(screen.getByRole('checkbox', { name: 'Owned' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Rating' })).getByRole('radio', { name: '4' })).toBeChecked();
    expect(screen.getByLabelText('Released')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Nothing has changed.')).toBeVisible();

    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), 'sixties');
    await user.type(screen.getByLabelText('Site'), 'beatles.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Write a number, like 12 or 3.5')).toBeVisible();
    expect(screen.getByText('Write a full address, starting with http:// or https://')).toBeVisible();
    expect(screen.getByLabelText('Year')).toHaveFocus();

    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), '1969,5');
    await user.clear(screen.getByLabelText('Site'));
    await user.type(screen.getByLabelText('Site'), 'https://thebeatles.com');
    expect(screen.getByRole('link', { name: 'Open link' })).toHaveAttribute('href', 'https://thebeatles.com');
    await user.click(screen.getByRole('checkbox', { name: 'Owned' }));
    await user.click(within(screen.getByRole('group', { name: 'Rating' })).getByRole('radio', { name: '5' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'None');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Side two{Enter}medley');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts).toContain('Updated item'));
    expect(await bodies(fake.server, 'PUT /item')).toEqual([
      {
        itemId: items[1]!._id,
        values: { [fields.year.id]: 1969.5, [fields.format.id]: null, [fields.owned.id]: true, [fields.rating.id]: 5, [notes.id]: 'Side two\nmedley', [site.id]: 'https://thebeatles.com' },
      },
    ]);
  });

  it('shows the values a type change kept, and clears them', async () => {
    const year = fakeField('Year', 'number');
    const records = fakeCollection('Records', [year]);
    const item = fakeItem(records, {}, { unconverted: { [year.id]: [{ value: 'early seventies', type: 'text' }] } });
    const fake = collectionsServer({ collections: [records], items: [item] });
    const { user } = await openApp(`/item/${item._id}`, fake);
    expect(await screen.findByText('Kept from before a type change: “early seventies” (Text)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear kept values of Year' }));
    await waitFor(() => expect(screen.queryByText(/Kept from before a type change/)).toBeNull());
    expect(await bodies(fake.server, 'PUT /item')).toEqual([{ itemId: item._id, discardUnconverted: [year.id] }]);
  });

  it('deletes the item after a question, and goes back to its collection', async () => {
    const { records, items } = recordsFixture();
    const fake = collectionsServer({ collections: [records], items });
    const { user, toasts } = await openApp(`/item/${items[0]!._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Delete item' }));
    expect(screen.getByText('Delete Blue from Records?')).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Delete item' }).at(-1)!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Records' })).toBeVisible();
    expect(await queries(fake.server, 'DELETE /item')).toEqual([{ itemId: items[0]!._id }]);
    expect(toasts).toContain('Deleted item');
  });

  it('says when the item is not found', async () => {
    await openApp('/item/itemmissing01', collectionsServer());
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All collections' })).toHaveAttribute('href', '/collections');
  });
});
