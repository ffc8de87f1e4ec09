import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { groupsFixture } from '../passwords.fixtures';
import { AddEntryScreen } from './AddEntryScreen';

const meta = {
  title: 'Features/Passwords/AddEntryScreen',
  component: AddEntryScreen,
  args: {
    groupId: 'pwgroupwork1',
    groups: { status: 'ready', data: groupsFixture },
    isBusy: false,
    onAdd: fn(async () => undefined),
    onRetry: fn(),
    onLock: fn(),
  },
  parameters: { router: { path: '/add-password/pwgroupwork1' } },
} satisfies Meta<typeof AddEntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Library');
    await userEvent.type(canvas.getByLabelText('Username'), 'reader42');
    await userEvent.click(canvas.getByRole('button', { name: 'Add password' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ name: 'Library', groupId: 'pwgroupwork1', secrets: { username: 'reader42', password: '', url: '', notes: '' } });
  },
};

/** The generator open, with a password made and ready to use. */
export const Generating: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate a password' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(canvas.getByRole('status', { name: 'Generated password' }).textContent).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Use this password' }));
    await expect(canvas.getByLabelText('Password')).not.toHaveValue('');
  },
};

export const Passphrase: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate a password' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Passphrase' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    // The word list loads on the first passphrase: a busy machine takes longer than the 1 s default.
    await expect(await canvas.findByText(/^[a-z-]+(-[a-z-]+){5}$/, {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const NameMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add password' }));
    await expect(canvas.getByText('Give the password a name')).toBeVisible();
  },
};

export const Loading: Story = { args: { groups: { status: 'loading' } } };

export const LoadFailed: Story = { args: { groups: { status: 'error' } } };

export const UnknownGroup: Story = { args: { groupId: 'pwgroupnone1' } };

export const Dark: Story = { play: Generating.play, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { play: Generating.play, globals: { viewport: { value: 'phone360', isRotated: false } } };
