// Proves the shared list of named things as its user meets it: the list with its heading, the word
// for a new user, loading and Try again, adding and renaming by keyboard, and the delete question
// in a row's place, told the other things and closed once the delete is done (kept when refused).
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Loadable } from '../../api/loadable';
import { renderWithShell } from '../../testing/renderWithShell';
import { ConfirmPanel } from '../edit/ConfirmPanel';
import { messagesFixture, shelvesFixture } from './namedCollections.fixtures';
import { NamedCollectionsScreen } from './NamedCollectionsScreen';

type Shelf = (typeof shelvesFixture)[number];

async function renderScreen(things: Loadable<readonly Shelf[]> = { status: 'ready', data: shelvesFixture }, onDeleted: () => Promise<unknown> = async () => undefined) {
  const onAdd = vi.fn(async () => undefined);
  const onRename = vi.fn(async () => undefined);
  const onRetry = vi.fn();
  const rendered = await renderWithShell(
    <NamedCollectionsScreen
      things={things}
      messages={messagesFixture}
      link={(shelf) => (
        <a href={`/shelf/${shelf._id}`}>
          <span data-name>{shelf.name}</span>
        </a>
      )}
      renderDelete={(shelf, others, { cancel, closeWhenDeleted }) => (
        <ConfirmPanel
          message={`Delete ${shelf.name}? Others: ${others.map((other) => other.name).join(', ')}.`}
          confirmLabel={`Yes, delete ${shelf.name}`}
          cancelLabel="Cancel"
          onConfirm={() => closeWhenDeleted(onDeleted())}
          onCancel={cancel}
        />
      )}
      isAdding={false}
      onAdd={onAdd}
      onRename={onRename}
      onRetry={onRetry}
    />,
  );
  return { ...rendered, onAdd, onRename, onRetry };
}

describe('NamedCollectionsScreen', () => {
  it('lists the things under the area heading, each a link, and adds one by keyboard', async () => {
    const { user, onAdd } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Shelves' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Your shelves' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(shelvesFixture.map((shelf) => shelf.name));
    await user.type(screen.getByLabelText('New shelf'), 'Attic{Enter}');
    expect(onAdd).toHaveBeenCalledWith('Attic');
  });

  it('explains the things to a new user, with the add form', async () => {
    await renderScreen({ status: 'ready', data: [] });
    expect(screen.getByRole('heading', { level: 2, name: 'Start your first shelf' })).toBeVisible();
    expect(screen.getByText('A shelf keeps things together.')).toBeVisible();
    expect(screen.getByLabelText('New shelf')).toBeVisible();
  });

  it('says it is loading, without the add form', async () => {
    await renderScreen({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your shelves…');
    expect(screen.queryByLabelText('New shelf')).toBeNull();
  });

  it('says when the things cannot be fetched, and tries again', async () => {
    const { user, onRetry } = await renderScreen({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your shelves could not be fetched.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('renames a thing in its row', async () => {
    const { user, onRename } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Rename Garage' }));
    const field = screen.getByLabelText('New name for Garage');
    await user.clear(field);
    await user.type(field, 'Loft{Enter}');
    expect(onRename).toHaveBeenCalledWith('shelf0000002', 'Loft');
  });

  it('asks in the row before deleting, told the other things, and closes once deleted', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Delete Kitchen' }));
    expect(screen.getByText(`Delete Kitchen? Others: Garage, ${shelvesFixture[2]!.name}.`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, delete Kitchen' }));
    expect(await screen.findByRole('button', { name: 'Delete Kitchen' })).toBeVisible();
  });

  it('keeps the question when the delete is refused', async () => {
    const { user } = await renderScreen(undefined, () => Promise.reject(new Error('refused')));
    await user.click(screen.getByRole('button', { name: 'Delete Garage' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete Garage' }));
    expect(screen.getByRole('button', { name: 'Yes, delete Garage' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete Garage' })).toBeNull();
  });
});
