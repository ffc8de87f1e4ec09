// Proves the sessions list: loading, error with retry, the empty state, "Chrome on Linux" names,
// this device first and marked, relative and absolute times, the sign-out buttons' short names,
// and the password asked again before signing out every other session.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { fixtureNow as now, sessionsFixture } from './settingsAuth.fixtures';
import { SessionsSection, type SessionsSectionProps } from './SessionsSection';
import { en } from '../../testing/catalogue';
import { formatLocalDateTime } from '../../i18n/dateText';

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

  it('lists this device first and marked, then the others by last use, named by browser and system', async () => {
    await renderSection();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(`Firefox on Linux${en('settingsAuth.sessions.thisDevice')}`);
    expect(items[0]).toHaveTextContent('Signed in 1 hour ago');
    expect(items[0]).toHaveTextContent('Last used 5 minutes ago');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent(en('settingsAuth.sessions.unknownDevice'));
    expect(items[1]).toHaveTextContent('Last used 30 seconds ago');
    expect(items[2]).toHaveTextContent('Safari on iOS');
    expect(items[2]).toHaveTextContent(`Signed in ${formatLocalDateTime('2026-10-01T08:30:00Z')}`);
    expect(items[2]).toHaveTextContent('Last used yesterday');
    // The raw user-agent string is not what the user reads.
    expect(screen.queryByText(/Mozilla/)).toBeNull();
  });

  it('names a device by what is known of it', async () => {
    const [, current, other] = sessionsFixture;
    await renderSection({ state: { status: 'ready', sessions: [{ ...current!, browser: 'Chrome', os: null }, { ...other!, browser: null, os: 'Android' }] } });
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^Chrome/);
    expect(second).toHaveTextContent(/^Android/);
  });

  it('signs out one other session by a short name with its last use, or all others', async () => {
    const { user, onSignOut, onSignOutOthers } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS, last used yesterday' }));
    expect(onSignOut).toHaveBeenCalledWith('sess00000002');
    await user.click(screen.getByRole('button', { name: 'Sign out Unknown device, last used 30 seconds ago' }));
    expect(onSignOut).toHaveBeenCalledWith('sess00000003');
    await user.click(screen.getByRole('button', { name: en('settingsAuth.sessions.signOutOthers') }));
    expect(onSignOutOthers).toHaveBeenCalledWith();
  });

  it('disables the buttons while signing out', async () => {
    await renderSection({ pending: new Set(['others']) });
    expect(screen.getByRole('button', { name: en('settingsAuth.sessions.signOutOthers') })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign out Safari on iOS, last used yesterday' })).toBeDisabled();
  });

  it('asks for the password when the server wants it, focused, and sends it', async () => {
    const onCancelOthers = vi.fn();
    const { user, onSignOutOthers } = await renderSection({ confirmingOthers: true, onCancelOthers });
    expect(screen.getByText(en('settingsAuth.confirmPassword.sessionsLead'))).toBeInTheDocument();
    const field = screen.getByLabelText(en('settingsAuth.confirmPassword.password'));
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: en('settingsAuth.sessions.signOutOthers') }));
    expect(field).toHaveAccessibleDescription(en('auth.rules.passwordEmpty'));
    expect(onSignOutOthers).not.toHaveBeenCalled();
    await user.type(field, 'account pw{Enter}');
    expect(onSignOutOthers).toHaveBeenCalledWith('account pw');
    await user.click(screen.getByRole('button', { name: en('settingsAuth.confirmPassword.cancel') }));
    expect(onCancelOthers).toHaveBeenCalled();
  });

  it('says why signing out the others was refused', async () => {
    await renderSection({ confirmingOthers: true, othersError: 'Wrong password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
  });

  it('says there are no other sessions', async () => {
    await renderSection({ state: { status: 'ready', sessions: sessionsFixture.filter((session) => session.current) } });
    expect(screen.getByText(en('settingsAuth.sessions.empty'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en('settingsAuth.sessions.signOutOthers') })).toBeNull();
  });
});
