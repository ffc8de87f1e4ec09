// Proves the sessions list: loading, error with retry, the empty state, device labels, "This
// device" on the current one, relative and absolute times, and the sign-out buttons' names.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { fixtureNow as now, sessionsFixture } from './settingsAuth.fixtures';
import { SessionsSection, type SessionsSectionProps } from './SessionsSection';
import { en } from '../../testing/catalogue';

async function renderSection(props: Partial<SessionsSectionProps> = {}) {
  const handlers = { onRetry: vi.fn(), onSignOut: vi.fn(), onSignOutOthers: vi.fn() };
  const rendered = await renderWithShell(
    <SessionsSection state={{ status: 'ready', sessions: sessionsFixture }} pending={new Set()} now={now} {...handlers} {...props} />,
  );
  return { ...handlers, ...rendered };
}

describe('SessionsSection', () => {
  it('says it is loading', async () => {
    await renderSection({ state: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent(en('settingsAuth.sessions.loading'));
  });

  it('announces a failed load and retries', async () => {
    const { user, onRetry } = await renderSection({ state: { status: 'error' } });
    expect(screen.getByRole('alert')).toHaveTextContent(en('settingsAuth.sessions.loadFailed'));
    await user.click(screen.getByRole('button', { name: en('settingsAuth.sessions.retry') }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('lists the sessions with device, times and the current one marked', async () => {
    await renderSection();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(`Firefox on Linux${en('settingsAuth.sessions.thisDevice')}`);
    expect(items[0]).toHaveTextContent('Signed in 1 hour ago');
    expect(items[0]).toHaveTextContent('Last used 5 minutes ago');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Signed in Oct 1, 2026');
    expect(items[1]).toHaveTextContent('Last used yesterday');
    expect(items[2]).toHaveTextContent(en('settingsAuth.sessions.unknownDevice'));
    expect(items[2]).toHaveTextContent('Last used 30 seconds ago');
  });

  it('signs out one other session by its device name, or all others', async () => {
    const { user, onSignOut, onSignOutOthers } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(onSignOut).toHaveBeenCalledWith('sess00000002');
    await user.click(screen.getByRole('button', { name: en('settingsAuth.sessions.signOutOthers') }));
    expect(onSignOutOthers).toHaveBeenCalled();
  });

  it('disables the buttons while signing out', async () => {
    await renderSection({ pending: new Set(['others']) });
    expect(screen.getByRole('button', { name: en('settingsAuth.sessions.signOutOthers') })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeDisabled();
  });

  it('says there are no other sessions', async () => {
    await renderSection({ state: { status: 'ready', sessions: [sessionsFixture[0]!] } });
    expect(screen.getByText(en('settingsAuth.sessions.empty'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en('settingsAuth.sessions.signOutOthers') })).toBeNull();
  });
});
