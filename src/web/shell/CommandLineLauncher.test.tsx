// Spec §2: Shift+. or Ctrl+Shift+. opens the command line from anywhere; while typing in a field
// only with Ctrl held. Esc closes it and gives the focus back.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../testing/renderWithShell';
import { testUser } from '../testing/testUser';
import { CommandLineLauncher } from './CommandLineLauncher';

const shiftPeriod = (ctrlKey = false) => ({ key: ctrlKey ? '>' : ':', code: 'Period', shiftKey: true, ctrlKey });

async function renderPage() {
  return renderWithShell(
    <>
      <button type="button">Somewhere</button>
      <input aria-label="Note" />
      <CommandLineLauncher />
    </>,
    { user: testUser() },
  );
}

describe('opening the command line', () => {
  it('opens with Shift+. from the page, its field focused, and Esc gives the focus back', async () => {
    const { user } = await renderPage();
    const somewhere = screen.getByRole('button', { name: 'Somewhere' });
    somewhere.focus();
    fireEvent.keyDown(somewhere, shiftPeriod());
    const dialog = await screen.findByRole('dialog', { name: 'Command line' }, { timeout: 5000 });
    const input = await screen.findByRole('combobox', { name: 'Command' }, { timeout: 5000 });
    expect(dialog).toContainElement(input);
    await waitFor(() => expect(input).toHaveFocus());
    // The key that opened it typed nothing into it.
    expect(input).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(somewhere).toHaveFocus();
  });

  it('leaves Shift+. to a field being typed in, and opens there with Ctrl held', async () => {
    await renderPage();
    const note = screen.getByRole('textbox', { name: 'Note' });
    note.focus();
    fireEvent.keyDown(note, shiftPeriod());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(note, shiftPeriod(true));
    await screen.findByRole('dialog', { name: 'Command line' }, { timeout: 5000 });
  });

  it('closes with its close button', async () => {
    const { user } = await renderPage();
    fireEvent.keyDown(document.body, shiftPeriod(true));
    await user.click(await screen.findByRole('button', { name: 'Close the command line' }, { timeout: 5000 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores other keys with Shift, and the full stop without it', async () => {
    await renderPage();
    fireEvent.keyDown(document.body, { key: '.', code: 'Period' });
    fireEvent.keyDown(document.body, { key: 'S', code: 'KeyS', shiftKey: true });
    fireEvent.keyDown(document.body, { key: ':', code: 'Period', shiftKey: true, altKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
