// Proves the toast actor can be shared with code outside React (the API client's 401/403
// warnings, spec §8) and that useToast translates message descriptors in the current language.
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineMessages } from 'react-intl';
import { ShellProviders } from './ShellProviders';
import { createToastActor, type ToastActor } from './toastActor';
import { Toaster } from './Toaster';
import { useToast, type ToastApi } from './ToastProvider';

const messages = defineMessages({
  // Any real catalogue entry will do; this one has a Swedish text to look for.
  closeSidebar: { id: 'shell.sidebar.close', defaultMessage: 'Close sidebar' },
});

/** The toast API the rendered tree gives, caught by Grab once it has rendered. */
const grabbed: { api: ToastApi | null } = { api: null };
function Grab() {
  const api = useToast();
  useEffect(() => {
    grabbed.api = api;
  }, [api]);
  return null;
}

let actor: ToastActor | null = null;
afterEach(() => {
  actor?.stop();
  actor = null;
});

describe('ToastProvider', () => {
  it('shows toasts sent to a shared actor from outside React', () => {
    actor = createToastActor();
    render(
      <ShellProviders toastActor={actor} connectivityCheck={async () => true}>
        <Toaster />
      </ShellProviders>,
    );
    act(() => actor!.send({ type: 'toast.shown', toast: { message: 'Session timed out.', kind: 'warning', duration: 'extended' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Session timed out.');
  });

  it('translates a message descriptor in the current language', () => {
    render(
      <ShellProviders initialLanguage={2} connectivityCheck={async () => true}>
        <Grab />
        <Toaster />
      </ShellProviders>,
    );
    act(() => grabbed.api!.show(messages.closeSidebar, { duration: 'sticky' }));
    expect(screen.getByRole('status')).toHaveTextContent('Stäng sidopanelen');
  });
});
