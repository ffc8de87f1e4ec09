import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../../testing/fakeServer';
import { fakePublicDrink, fakeShare, installFakeShareServer } from '../../testing/fakeShareServer';
import { recordToasts, renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { createToastActor } from '../../shell/toastActor';
import { SharePanel } from './SharePanel';

const drinkId = 'drnk00000001';

async function openPanel(seedShares = (id: string) => [fakeShare('drink', id, 'Negroni')]) {
  const user = testUser();
  const server = createFakeServer({ user });
  const store = installFakeShareServer(server, {
    targets: { [drinkId]: { kind: 'drink', name: 'Negroni', view: fakePublicDrink('Negroni') } },
    shares: seedShares(drinkId),
  });
  const toastActor = createToastActor();
  const toasts = recordToasts(toastActor);
  const rendered = await renderWithShell(<SharePanel kind="drink" targetId={drinkId} targetName="Negroni" />, { user, server, toastActor });
  await screen.findByRole('heading', { name: 'Public links' });
  return { ...rendered, store, toasts };
}

const links = () => within(screen.getByRole('list')).getAllByRole('listitem');

// jsdom has no clipboard; the tests that give it one take it away again.
afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('SharePanel', () => {
  it("lists the target's own links with their full address", async () => {
    const { server, store } = await openPanel();
    const address = await screen.findByRole('textbox', { name: 'Public link' });
    expect(address).toHaveValue(`${window.location.origin}/public/drink/${store.shares[0]!.token}`);
    expect(screen.getByText('Never expires')).toBeInTheDocument();
    const [call] = await server.calls('GET /share');
    expect(Object.fromEntries(new URL(call!.request.url).searchParams)).toEqual({ kind: 'drink', targetId: drinkId });
  });

  it('creates a link with the chosen expiry and shows it', async () => {
    const { server, user, toasts } = await openPanel(() => []);
    expect(await screen.findByText('No public links yet. Create one below.')).toBeInTheDocument();
    const before = Date.now();
    await user.click(screen.getByRole('radio', { name: 'After 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(links()).toHaveLength(1));
    const [call] = await server.calls('POST /share');
    const body = call!.body as { kind: string; targetId: string; expiresAt: string };
    expect(body).toMatchObject({ kind: 'drink', targetId: drinkId });
    const days = (Date.parse(body.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(links()[0]).toHaveTextContent('Expires in 30 days');
    expect(toasts).toContain('Link created');
  });

  it('creates a link that never expires with expiresAt null', async () => {
    const { server, user } = await openPanel(() => []);
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(links()).toHaveLength(1));
    expect((await server.calls('POST /share'))[0]!.body).toEqual({ kind: 'drink', targetId: drinkId, expiresAt: null });
  });

  it('makes a chosen last day last through that day (the next local midnight)', async () => {
    const { server, user } = await openPanel(() => []);
    await user.click(screen.getByRole('radio', { name: 'After a day I choose' }));
    await user.type(screen.getByLabelText('Last day the link works'), '2099-12-24');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(links()).toHaveLength(1));
    expect((await server.calls('POST /share'))[0]!.body).toMatchObject({ expiresAt: new Date(2099, 11, 25).toISOString() });
  });

  it('revokes a link after asking, and it is gone', async () => {
    const { server, store, user, toasts } = await openPanel();
    const shareId = store.shares[0]!._id;
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    expect(await screen.findByText('No public links yet. Create one below.')).toBeInTheDocument();
    const [call] = await server.calls('DELETE /share');
    expect(new URL(call!.request.url).searchParams.get('shareId')).toBe(shareId);
    expect(store.shares).toEqual([]);
    expect(toasts).toContain('Link revoked');
  });

  it('copies the address to the clipboard', async () => {
    const { user } = await openPanel();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/public\/drink\/tok/));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('selects the address for copying by hand when there is no clipboard', async () => {
    const { user } = await openPanel();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.')).toBeInTheDocument();
    const address = screen.getByRole<HTMLInputElement>('textbox', { name: 'Public link' });
    expect(address).toHaveFocus();
    expect(address.selectionEnd! - address.selectionStart!).toBe(address.value.length);
  });

  it('says when the links cannot be loaded, and tries again', async () => {
    const user = testUser();
    const server = createFakeServer({ user });
    installFakeShareServer(server);
    const list = server.routes['GET /share']!;
    let fail = true;
    server.routes['GET /share'] = (request, body) => (fail ? new Response('', { status: 500 }) : list(request, body));
    const rendered = await renderWithShell(<SharePanel kind="drink" targetId={drinkId} targetName="Negroni" />, { user, server });
    expect(await screen.findByText('The links could not be loaded.')).toBeInTheDocument();
    fail = false;
    await rendered.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No public links yet. Create one below.')).toBeInTheDocument();
  });
});
