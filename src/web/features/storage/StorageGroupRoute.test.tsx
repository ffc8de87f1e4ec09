// Proves /storage-group/:storageGroupId against the fake storage server, on a fixed clock: the
// items by name with amount and best-before, those within a week of their date highlighted in
// words; adding an item with every field, editing one in place, deleting one after a question;
// the place's QR label (the page's absolute address drawn, then printed); an empty place; a place
// that is not found; and a failed fetch with Try again.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStorageKey } from '../../i18n/languageStorage';
import { refused } from '../../testing/fakeServer';
import { fakeStorageGroup, fakeStorageItem } from './fakeServer.testing';
import { bodies, fixClock, inDays, openApp, queries, storageServer } from './routes.testing';

const qr = vi.hoisted(() => ({ toString: vi.fn(async (_text: string, _options?: unknown) => '<svg xmlns="http://www.w3.org/2000/svg"/>') }));
vi.mock('qrcode', () => qr);

afterEach(() => {
  qr.toString.mockClear();
  vi.restoreAllMocks();
});

const itemsList = () => screen.getByRole('list', { name: 'Items' });
/** Each item's link: its name and facts. */
const itemTexts = () => within(itemsList()).getAllByRole('listitem').map((row) => within(row).getAllByRole('link')[0]!.textContent);

function seeded() {
  const pantry = fakeStorageGroup('Pantry');
  const items = [
    fakeStorageItem('Yoghurt', pantry, { bestBefore: inDays(-1) }),
    fakeStorageItem('milk', pantry, { quantity: 1, unit: 'l', bestBefore: inDays(0) }),
    fakeStorageItem('Cream', pantry, { quantity: 2, unit: 'dl', bestBefore: inDays(3) }),
    fakeStorageItem('Rice', pantry, { quantity: 1.5, unit: 'kg', bestBefore: inDays(200), note: 'basmati' }),
    fakeStorageItem('Candles', pantry, { quantity: 6, isFood: false }),
  ];
  return { pantry, items, fake: storageServer({ groups: [pantry], items }) };
}

describe('/storage-group/:storageGroupId', () => {
  it('lists the items by name, highlighting in words those that expire within a week', async () => {
    fixClock();
    const { pantry, items, fake } = seeded();
    await openApp(`/storage-group/${pantry._id}`, fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantry' })).toBeVisible();
    expect(document.title).toBe('Storage place · Lifelog');
    expect(screen.getByText('5 items · 3 expiring soon')).toBeVisible();
    expect(itemTexts()).toEqual([
      'Candles6 ',
      'Cream2 dl · Best before Nov 29, 2026 Expires in 3 days',
      'milk1 l · Best before Nov 26, 2026 Expires today',
      'Rice1.5 kg · Best before Jun 14, 2027 · basmati ',
      'YoghurtBest before Nov 25, 2026 Expired',
    ]);
    expect(within(itemsList()).getByRole('link', { name: /^Cream/ })).toHaveAttribute('href', `/storage-item/${items[2]!._id}`);
    expect(screen.getByRole('link', { name: 'All places' })).toHaveAttribute('href', '/storage-groups');
  });

  it('names stored units and writes dates in Swedish (issue 16: "tbsp" is "msk", "pack" "förp.")', async () => {
    fixClock();
    localStorage.setItem(languageStorageKey, '2');
    const pantry = fakeStorageGroup('Skafferi');
    const items = [fakeStorageItem('Grädde', pantry, { quantity: 2, unit: 'tbsp' }), fakeStorageItem('Jäst', pantry, { quantity: 3, unit: 'pack', bestBefore: inDays(3) })];
    await openApp(`/storage-group/${pantry._id}`, storageServer({ groups: [pantry], items }));
    expect(await screen.findByText('2 msk')).toBeVisible();
    expect(screen.getByText('3 förp. · Bäst före 29 nov. 2026')).toBeVisible();
  });

  it('adds an item with every field, and empties the form for the next', async () => {
    const { pantry, fake } = seeded();
    const { toasts, user } = await openApp(`/storage-group/${pantry._id}`, fake);
    const form = await screen.findByRole('form', { name: 'Add an item' });
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(within(form).getByText('Give the item a name')).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveFocus();

    await user.type(within(form).getByLabelText('Name'), ' Oat milk ');
    await user.type(within(form).getByLabelText('Quantity'), 'two');
    await user.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(within(form).getByText('A quantity is a number, 0 or more')).toBeVisible();
    expect(within(form).getByLabelText('Quantity')).toHaveFocus();
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.type(within(form).getByLabelText('Quantity'), '1,5');
    await user.type(within(form).getByLabelText('Unit'), 'l');
    await user.type(within(form).getByLabelText('Best before'), '2026-12-24');
    await user.type(within(form).getByLabelText('Note'), 'barista');
    await user.click(within(form).getByRole('checkbox', { name: 'Food (recipes can use it)' }));
    await user.click(within(form).getByRole('button', { name: 'Add item' }));

    expect(await within(itemsList()).findByRole('link', { name: /^Oat milk/ })).toBeVisible();
    expect(await bodies(fake.server, 'POST /storage-item')).toEqual([
      { storageGroupId: pantry._id, items: [{ name: 'Oat milk', quantity: 1.5, unit: 'l', bestBefore: '2026-12-24', note: 'barista', isFood: false }] },
    ]);
    expect(toasts).toContain('Added item');
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue(''));
    expect(within(form).getByRole('checkbox', { name: 'Food (recipes can use it)' })).toBeChecked();
  });

  it('edits an item in its row, clearing its date', async () => {
    const { pantry, items, fake } = seeded();
    const { toasts, user } = await openApp(`/storage-group/${pantry._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Edit Cream' }));
    const form = screen.getByRole('form', { name: 'Edit Cream' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(within(form).getByLabelText('Best before')).toHaveValue(inDays(3));
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.type(within(form).getByLabelText('Quantity'), '1');
    await user.clear(within(form).getByLabelText('Best before'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Cream' })).toBeNull());
    expect(await bodies(fake.server, 'PUT /storage-item')).toEqual([
      { storageItemId: items[2]!._id, name: 'Cream', quantity: 1, unit: 'dl', bestBefore: null, note: '', isFood: true },
    ]);
    await waitFor(() => expect(itemTexts()).toContain('Cream1 dl '));
    expect(toasts).toContain('Updated item');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Cream' })).toHaveFocus());
  });

  it('deletes an item after asking', async () => {
    const { pantry, items, fake } = seeded();
    const { toasts, user } = await openApp(`/storage-group/${pantry._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Delete Rice' }));
    expect(screen.getByText('Delete Rice from storage?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Rice' }));
    await waitFor(() => expect(within(itemsList()).queryByRole('link', { name: /^Rice/ })).toBeNull());
    expect(await queries(fake.server, 'DELETE /storage-item')).toEqual([{ storageItemId: items[3]!._id }]);
    expect(toasts).toContain('Deleted item');
  });

  it('prints the place’s QR label, a code of the page’s absolute address', async () => {
    const { pantry, fake } = seeded();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openApp(`/storage-group/${pantry._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Print label' }));
    const label = await screen.findByRole('figure', { name: 'Label for Pantry' });
    expect(await within(label).findByRole('img', { name: 'QR code that opens Pantry on a phone' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    const url = `${window.location.origin}/storage-group/${pantry._id}`;
    expect(qr.toString).toHaveBeenCalledWith(url, expect.objectContaining({ type: 'svg' }));
    expect(within(label).getByText(url)).toBeVisible();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));

    // Printing again does not draw again; hiding takes the label away.
    await user.click(screen.getByRole('button', { name: 'Print label' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(qr.toString).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Hide label' }));
    expect(screen.queryByRole('figure', { name: 'Label for Pantry' })).toBeNull();
  });

  it('explains an empty place', async () => {
    const garage = fakeStorageGroup('Garage');
    const fake = storageServer({ groups: [garage] });
    await openApp(`/storage-group/${garage._id}`, fake);
    expect(await screen.findByText(/Nothing is stored in Garage yet/)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Add an item' })).toBeVisible();
  });

  it('says a place that does not exist is not found', async () => {
    const fake = storageServer();
    await openApp('/storage-group/stgrmissing0', fake);
    expect(await screen.findByRole('heading', { name: 'Place not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All places' })).toHaveAttribute('href', '/storage-groups');
  });

  it('says when the place cannot be fetched, and tries again', async () => {
    const { pantry, fake } = seeded();
    const real = fake.server.routes['GET /storage-item']!;
    fake.server.routes['GET /storage-item'] = () => refused(500, 'INTERNAL');
    const { user } = await openApp(`/storage-group/${pantry._id}`, fake);
    const failure = await screen.findByText('This place could not be fetched.');
    expect(screen.getByRole('heading', { level: 1, name: 'Storage place' })).toBeVisible();
    fake.server.routes['GET /storage-item'] = real;
    await user.click(within(failure.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantry' })).toBeVisible();
    expect(await within(itemsList()).findByRole('link', { name: /^Rice/ })).toBeVisible();
  });
});
