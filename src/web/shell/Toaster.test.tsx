// Proves what the user sees of toasts: top-centre messages that leave after 1 s (1.5 s for the
// session warning), warnings and errors as alerts, a dismiss button, and a pause while hovered.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { I18nProvider } from '../i18n/I18nProvider';
import { Toaster } from './Toaster';
import { ToastProvider, useToast, type ShowToastOptions } from './ToastProvider';

/** The toast API the rendered tree gives, caught by Grab once it has rendered. */
const grabbed: { show: (message: string, options?: ShowToastOptions) => void } = { show: () => {} };
const show = (message: string, options?: ShowToastOptions) => grabbed.show(message, options);
function Grab() {
  const toast = useToast();
  useEffect(() => {
    grabbed.show = toast.show;
  }, [toast]);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <I18nProvider>
      <ToastProvider>
        <Grab />
        <Toaster />
      </ToastProvider>
    </I18nProvider>,
  );
});
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toaster', () => {
  it('shows a toast in the polite region and removes it after 1 s', () => {
    act(() => show('Added note.', { kind: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added note.');
    advance(999);
    expect(screen.queryByText('Added note.')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Added note.')).toBeNull();
  });

  it('shows the session warning as an alert for 1.5 s', () => {
    act(() => show('Session timed out.', { kind: 'warning', duration: 'extended' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Session timed out.');
    advance(1000);
    expect(screen.getByRole('alert')).toHaveTextContent('Session timed out.');
    advance(500);
    expect(screen.queryByText('Session timed out.')).toBeNull();
  });

  it('lives in a labelled region', () => {
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('dismisses a toast with its button and shows the next', () => {
    act(() => {
      show('Could not save links', { kind: 'error', duration: 'sticky' });
      show('Saved language', { kind: 'success' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Could not save links')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Saved language');
  });

  it('stays while the pointer is on it and leaves a full second after the pointer goes', () => {
    act(() => show('Updated recipe.'));
    const toast = screen.getByText('Updated recipe.').parentElement!;
    advance(800);
    fireEvent.pointerEnter(toast);
    advance(5000);
    expect(screen.getByText('Updated recipe.')).toBeInTheDocument();
    fireEvent.pointerLeave(toast);
    advance(999);
    expect(screen.getByText('Updated recipe.')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Updated recipe.')).toBeNull();
  });
});
