import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fixtureNow, sessionsFixture } from './settingsAuth.fixtures';
import { SessionsSection } from './SessionsSection';

const meta = {
  title: 'Features/SettingsAuth/SessionsSection',
  component: SessionsSection,
  args: {
    state: { status: 'ready', sessions: sessionsFixture },
    pending: new Set<string>(),
    now: fixtureNow,
    onRetry: fn(),
    onSignOut: fn(),
    onSignOutOthers: fn(),
  },
  parameters: { router: { path: '/settings/auth' } },
} satisfies Meta<typeof SessionsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('This device')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out Safari on iOS, last used yesterday' }));
    await expect(args.onSignOut).toHaveBeenCalledWith('sess00000002');
  },
};

/** The server asked for the password before signing out every other session. */
export const ConfirmingOthers: Story = {
  args: { confirmingOthers: true },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Your account password');
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    await expect(args.onSignOutOthers).toHaveBeenCalledWith('correct horse battery');
  },
};

export const ConfirmingOthersRefused: Story = { args: { confirmingOthers: true, othersError: 'Wrong password' } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const OnlyThisDevice: Story = { args: { state: { status: 'ready', sessions: sessionsFixture.filter((session) => session.current) } } };

export const SigningOutOthers: Story = { args: { pending: new Set(['others']) } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
