// Proves the offer of a new version as a user meets it: nothing until the service worker holds
// one, then "A new version is ready — Reload" (in Swedish too), never while a note's draft or an
// edit form has unsaved changes, and Reload asks the waiting worker to take over, reloading the
// page only once it has (registerWorker.tsx with workbox-window's Workbox faked).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import type { LanguageCode } from '../../contract/types';
import { useUnsavedWork } from './unsavedWork';
import { showUpdatePrompt, UpdateOfferSlot } from './updateOffer';

/** The one Workbox the registration makes, with the listeners it added. */
const fakeWorkbox = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  messageSkipWaiting: vi.fn(),
  register: vi.fn(async () => undefined),
  update: vi.fn(async () => undefined),
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      fakeWorkbox.listeners.set(type, listener);
    }
    messageSkipWaiting = fakeWorkbox.messageSkipWaiting;
    register = fakeWorkbox.register;
    update = fakeWorkbox.update;
  },
}));
const { registerWorker } = await import('./registerWorker');

/** A form that says whether it holds unsaved changes, as the note page and the edit screens do. */
function Form({ unsaved }: { unsaved: boolean }) {
  useUnsavedWork(unsaved);
  return null;
}

function renderShell(unsaved = false, language: LanguageCode = english) {
  const view = (isUnsaved: boolean) => (
    <I18nProvider initialLanguage={language}>
      <UpdateOfferSlot />
      <Form unsaved={isUnsaved} />
    </I18nProvider>
  );
  const result = render(view(unsaved));
  return { setUnsaved: (isUnsaved: boolean) => result.rerender(view(isUnsaved)) };
}

const english: LanguageCode = 1;
const swedish: LanguageCode = 2;
const reload = vi.fn();

beforeEach(() => {
  fakeWorkbox.listeners.clear();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  act(() => showUpdatePrompt(null));
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the offer of a new version', () => {
  it('says nothing until a new version is waiting, then offers it with a Reload button', async () => {
    renderShell();
    registerWorker();
    expect(fakeWorkbox.register).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => fakeWorkbox.listeners.get('waiting')?.());
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready —Reload');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('asks the waiting worker to take over, and reloads only once it has', async () => {
    renderShell();
    registerWorker();
    act(() => fakeWorkbox.listeners.get('waiting')?.());

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(fakeWorkbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    fakeWorkbox.listeners.get('controlling')?.();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is not shown while a form holds unsaved changes, and appears once they are saved', () => {
    const { setUnsaved } = renderShell(true);
    registerWorker();
    act(() => fakeWorkbox.listeners.get('waiting')?.());
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    setUnsaved(false);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('is in Swedish for a Swedish user', () => {
    renderShell(false, swedish);
    registerWorker();
    act(() => fakeWorkbox.listeners.get('waiting')?.());
    expect(screen.getByRole('status')).toHaveTextContent('En ny version är klar');
    expect(screen.getByRole('button', { name: 'Ladda om' })).toBeVisible();
  });
});
