// /settings' "Shared links" against the fake share server: every link of the user with what it
// shares, revoking one after a question, and the empty state.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakePublicDrink, fakeShare, installFakeShareServer } from '../../testing/fakeShareServer';
import { areaServer, openApp, queries } from '../../testing/openAreaApp';

const drinkId = 'drnk00000001';
const recordsId = 'coll00000001';

function seeded() {
  const drinkLink = fakeShare('drink', drinkId, 'Negroni', { expiresAt: new Date(Date.now() + 7 * 86_400_000 + 60_000).toISOString() });
  const recordsLink = fakeShare('collection', recordsId, 'Records');
  const fake = areaServer(installFakeShareServer, {
    targets: {
      [drinkId]: { kind: 'drink', name: 'Negroni', view: fakePublicDrink('Negroni') },
      [recordsId]: { kind: 'collection', name: 'Records', view: { name: 'Records', fields: [], items: [], next: null } },
    },
    shares: [drinkLink, recordsLink],
  });
  return { fake, drinkLink, recordsLink };
}

const sharedLinks = () => within(screen.getByRole('list', { name: 'Shared links' })).getAllByRole('listitem');

describe('/settings, Shared links', () => {
  it('lists every link, newest first, with what it shares, its expiry and its address', async () => {
    const { fake, recordsLink } = seeded();
    await openApp('/settings', fake);
    await screen.findByRole('list', { name: 'Shared links' });
    const [records, negroni] = sharedLinks();
    expect(within(records!).getByRole('heading', { level: 3 })).toHaveTextContent('Collection: Records');
    expect(records).toHaveTextContent('Never expires');
    expect(within(records!).getByRole('textbox', { name: 'Public link' })).toHaveValue(`${window.location.origin}${recordsLink.url}`);
    expect(within(negroni!).getByRole('link', { name: 'Negroni' })).toHaveAttribute('href', `/drink/${drinkId}`);
    expect(negroni).toHaveTextContent('Expires in 7 days');
    expect(negroni).toHaveTextContent('Created');
    expect(await queries(fake.server, 'GET /share')).toEqual([{}]);
  });

  it('revokes a link after asking', async () => {
    const { fake, drinkLink } = seeded();
    const { user, toasts } = await openApp('/settings', fake);
    await screen.findByRole('list', { name: 'Shared links' });
    await user.click(within(sharedLinks()[1]!).getByRole('button', { name: 'Revoke' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    await expect.poll(() => sharedLinks().length).toBe(1);
    expect(await queries(fake.server, 'DELETE /share')).toEqual([{ shareId: drinkLink._id }]);
    expect(fake.store.shares.map((share) => share.targetName)).toEqual(['Records']);
    expect(toasts).toContain('Link revoked');
  });

  it('says so when nothing is shared', async () => {
    const fake = areaServer(installFakeShareServer, {});
    await openApp('/settings', fake);
    expect(await screen.findByText('You have not shared anything. Share a drink, a drink collection or a collection from its own page.')).toBeVisible();
  });
});
