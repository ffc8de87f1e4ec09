// Proves what the note screen shows for each state of the autosave (nothing, "Saving…", "Saved",
// "Not saved yet – retrying" with its reason and Try again), the restored notice, archived answers
// kept out of the way, entries' Markdown rendered harmless (no script, no javascript: link), the
// contexts picker's refusals and states, and that leaving a field asks for a save.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NoteDraftView } from '../../../../../machines/noteDraftMachine';
import { en } from '../../../testing/catalogue';
import { fakeNote, fakeNoteContext, fakeNotesCollection, fakeQuestion } from '../fakeServer.testing';
import { renderWithShell } from '../../../testing/renderWithShell';
import { testUser } from '../../../testing/testUser';
import type { Note } from '../queries';
import { draftFromNote } from './noteDraft';
import { NoteScreen, type NoteScreenProps } from './NoteScreen';

const collection = fakeNotesCollection('Journal', { questions: [fakeQuestion('Mood', { type: 'scale' })] });
const note: Note = {
  ...fakeNote('Monday', collection),
  archivedAnswers: [{ questionId: 'question0009', text: 'Slept in?', type: 'yesNo', displayInList: false, value: true }],
  entries: [
    {
      _id: 'entry0000001',
      text: 'Hi <script>window.hacked = true</script> [click](javascript:alert(1)) [site](https://example.com)',
      createdAt: '2026-01-15T08:00:00.000Z',
      updatedAt: '2026-01-15T08:00:00.000Z',
      contextIds: [],
    },
  ],
};
const idle: NoteDraftView = { status: 'idle', unsavedDraft: null, restored: false, errorMessageId: null };

function props(overrides: Partial<NoteScreenProps> = {}): NoteScreenProps {
  return {
    note,
    draft: draftFromNote(note),
    save: idle,
    collection: { status: 'ready', data: collection },
    collections: [collection],
    contexts: { status: 'ready', data: [fakeNoteContext('Anna')] },
    isSavingDetails: false,
    isDeleting: false,
    onChange: vi.fn(),
    onFlush: vi.fn(),
    onRetrySave: vi.fn(),
    onDismissRestored: vi.fn(),
    onCreateContext: vi.fn(),
    onRetryContexts: vi.fn(),
    onSaveDetails: vi.fn(),
    onDelete: vi.fn(),
    ...overrides,
  };
}

const render = (overrides: Partial<NoteScreenProps> = {}) => {
  const given = props(overrides);
  return renderWithShell(<NoteScreen {...given} />, { user: testUser(), path: `/note/${note._id}` }).then((result) => ({ ...result, props: given }));
};

describe('the save state', () => {
  it.each([
    ['pending', en('notes.note.saving')],
    ['saving', en('notes.note.saving')],
    ['saved', en('notes.note.saved')],
  ] as const)('says what %s means, politely', async (status, text) => {
    await render({ save: { ...idle, status } });
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: en('notes.note.retrySave') })).toBeNull();
  });

  it("says the outbox's Not sent yet while it holds the save, with no Try again", async () => {
    await render({ save: { ...idle, status: 'handedOver' }, notSentYet: true });
    expect(screen.getByRole('status')).toHaveTextContent(en('shell.outbox.pendingMark'));
    expect(screen.queryByRole('button', { name: en('notes.note.retrySave') })).toBeNull();
  });

  it('says nothing of a handed-over save the outbox no longer holds (discarded there)', async () => {
    await render({ save: { ...idle, status: 'handedOver' }, notSentYet: false });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says nothing before anything changed', async () => {
    await render();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says a failed save is retried, why, and offers Try again', async () => {
    const { user, props: given } = await render({ save: { ...idle, status: 'failed', errorMessageId: 'api.areaErrors.noteNotFound' } });
    expect(screen.getByRole('status')).toHaveTextContent(`${en('notes.note.notSaved')}${en('api.areaErrors.noteNotFound')}`);
    await user.click(screen.getByRole('button', { name: en('notes.note.retrySave') }));
    expect(given.onRetrySave).toHaveBeenCalledOnce();
  });

  it('says changes were restored from the device, until dismissed', async () => {
    const { user, props: given } = await render({ save: { ...idle, status: 'saving', restored: true } });
    expect(screen.getByText(en('notes.note.restored'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: en('notes.note.dismiss') }));
    expect(given.onDismissRestored).toHaveBeenCalledOnce();
  });

  it('asks for a save at once when a field is left', async () => {
    const { user, props: given } = await render();
    await user.click(screen.getByRole('textbox', { name: en('notes.note.titleLabel') }));
    await user.tab();
    expect(given.onFlush).toHaveBeenCalled();
  });
});

describe('what the note shows', () => {
  it('renders an entry harmlessly: script as text, a javascript: link without a target', async () => {
    await render();
    const entry = screen.getByRole('article', { name: 'Entry 1' });
    expect(entry.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(entry).getByText(/<script>/)).toBeVisible();
    expect(within(entry).getByText('click').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(within(entry).getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://example.com');
    expect(within(entry).getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('keeps archived answers collapsed, read-only, with their values', async () => {
    const { user } = await render();
    const summary = screen.getByText('Archived answers (1)');
    expect(screen.getByText('Slept in?')).not.toBeVisible();
    await user.click(summary);
    expect(screen.getByText('Slept in?')).toBeVisible();
    expect(screen.getByText(en('notes.note.yes'), { selector: 'dd' })).toBeVisible();
  });

  it('names its entries, in order, with an empty state', async () => {
    await render({ draft: { ...draftFromNote(note), entries: [] } });
    expect(screen.getByText(en('notes.note.noEntries'))).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows "Untitled note" while the title is empty, and why nothing is sent', async () => {
    await render({ draft: { ...draftFromNote(note), name: '' } });
    expect(screen.getByRole('heading', { level: 1, name: en('notes.note.untitled') })).toBeVisible();
    expect(screen.getByRole('textbox', { name: en('notes.note.titleLabel') })).toHaveAccessibleDescription(en('notes.note.titleRequired'));
  });
});

describe('the contexts picker', () => {
  it('chooses an existing context when its name is typed, instead of making it again', async () => {
    const anna = fakeNoteContext('Anna');
    const { user, props: given } = await render({ contexts: { status: 'ready', data: [anna] } });
    await user.click(screen.getByText(en('notes.note.contexts')));
    await user.type(await screen.findByRole('textbox', { name: en('notes.note.newContext') }), 'anna{Enter}');
    expect(given.onCreateContext).not.toHaveBeenCalled();
    expect(given.onChange).toHaveBeenCalledWith(expect.objectContaining({ entries: [expect.objectContaining({ contextIds: [anna._id] })] }));
  });

  it('says why a new context was refused', async () => {
    const refusal = Object.assign(new Error('taken'), { code: 'NOTE_CONTEXT_NAME_TAKEN' });
    const { user } = await render({ onCreateContext: vi.fn().mockRejectedValue(refusal) });
    await user.click(screen.getByText(en('notes.note.contexts')));
    const field = await screen.findByRole('textbox', { name: en('notes.note.newContext') });
    await user.type(field, 'Bo{Enter}');
    expect(await screen.findByText(en('api.areaErrors.noteContextNameTaken'))).toBeVisible();
    expect(field).toHaveValue('Bo');
  });

  it('asks for a name before adding one', async () => {
    const { user, props: given } = await render();
    await user.click(screen.getByText(en('notes.note.contexts')));
    await user.click(await screen.findByRole('button', { name: en('notes.note.addContext') }));
    expect(screen.getByText(en('api.areaErrors.noteContextNameRequired'))).toBeVisible();
    expect(given.onCreateContext).not.toHaveBeenCalled();
  });

  it('offers Try again when the contexts could not be loaded', async () => {
    const { user, props: given } = await render({ contexts: { status: 'error' } });
    await user.click(screen.getByText(en('notes.note.contexts')));
    expect(await screen.findByRole('alert')).toHaveTextContent(en('notes.note.contextsLoadFailed'));
    await user.click(screen.getByRole('button', { name: en('notes.note.tryAgain') }));
    expect(given.onRetryContexts).toHaveBeenCalledOnce();
  });
});
