// Proves changing an item's amount offline on its place's page (issue 25): the new amount shows
// at once, the item is marked "Not sent yet", the outbox list calls the change "Cream: 1 dl", and
// it is sent when the network returns, where the mark goes away.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectOutbox } from '../../../../machines/outboxMachine';
import { fakeStorageGroup, fakeStorageItem } from './fakeServer.testing';
import { bodies, openApp, storageServer } from './routes.testing';
import { goOffline } from '../../testing/network';

const itemLink = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

describe('storage offline', () => {
  it("changes an item's amount offline, marked as not sent yet, and sends it when back online", async () => {
    const pantry = fakeStorageGroup('Pantry');
    const cream = fakeStorageItem('Cream', pantry, { quantity: 2, unit: 'dl' });
    const rice = fakeStorageItem('Rice', pantry, { quantity: 1, unit: 'kg' });
    const fake = storageServer({ groups: [pantry], items: [cream, rice] });
    const { app, server, toasts, user } = await openApp(`/storage-group/${pantry._id}`, fake);
    await user.click(await screen.findByRole('button', { name: 'Edit Cream' }));
    const goOnline = goOffline();
    const form = screen.getByRole('form', { name: 'Edit Cream' });
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.type(within(form).getByLabelText('Quantity'), '1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Cream' })).toBeNull());
    expect(itemLink('Cream')).toHaveTextContent('Cream1 dl');
    expect(itemLink('Cream')).toHaveAccessibleDescription('Not sent yet');
    expect(itemLink('Rice')).not.toHaveAccessibleDescription();
    expect(toasts).not.toContain('Updated item');
    const { outbox } = await app.serverData.load();
    expect(selectOutbox(outbox!.actor.getSnapshot()).pending.map((change) => change.label)).toEqual([{ id: 'storage.outbox.amount', values: { name: 'Cream', amount: '1 dl' } }]);
    expect(await server.calls('PUT /storage-item')).toHaveLength(0);

    goOnline();
    await waitFor(() => expect(screen.queryByText('Not sent yet')).toBeNull());
    expect(await bodies(server, 'PUT /storage-item')).toEqual([{ storageItemId: cream._id, name: 'Cream', quantity: 1, unit: 'dl', bestBefore: null, note: '', isFood: true }]);
    expect(fake.store.items.find((item) => item._id === cream._id)).toMatchObject({ quantity: 1, unit: 'dl' });
    expect(itemLink('Cream')).toHaveTextContent('Cream1 dl');
  });
});
