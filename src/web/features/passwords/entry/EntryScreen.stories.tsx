import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { entriesFixture, groupsFixture, secretsFixture } from '../passwords.fixtures';
import { EntryScreen } from './EntryScreen';

const mail = entriesFixture[1]!;

const meta = {
  title: 'Features/Passwords/EntryScreen',
  component: EntryScreen,
  args: {
    state: { status: 'ready', entry: mail, secrets: { status: 'open', value: secretsFixture } },
    groups: groupsFixture,
    onCopy: fn(),
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    isSaving: false,
    isDeleting: false,
    onRetry: fn(),
    onLock: fn(),
  },
  parameters: { router: { path: '/password/pwentrymail1' } },
} satisfies Meta<typeof EntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(secretsFixture.password)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByText(secretsFixture.password)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy password' }));
    await expect(args.onCopy).toHaveBeenCalledWith(secretsFixture.password);
  },
};

export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.type(canvas.getByLabelText('Username'), '.uk');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Mail', groupId: mail.groupId, secrets: { ...secretsFixture, username: 'ada@work.example.uk' } });
  },
};

export const ConfirmingDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** A seal that does not open: a clear message, nothing of the entry, still deletable. */
export const Broken: Story = { args: { state: { status: 'ready', entry: mail, secrets: { status: 'broken' } } } };

export const Opening: Story = { args: { state: { status: 'ready', entry: mail, secrets: { status: 'opening' } } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = { args: { state: { status: 'error' } } };

export const NotFound: Story = { args: { state: { status: 'notFound' } } };

export const Dark: Story = { play: Default.play, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { play: Default.play, globals: { viewport: { value: 'phone360', isRotated: false } } };
