import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { entriesFixture, groupsFixture, usernamesFixture } from '../passwords.fixtures';
import { GroupScreen } from './GroupScreen';

const work = groupsFixture[1]!;

const meta = {
  title: 'Features/Passwords/GroupScreen',
  component: GroupScreen,
  args: {
    groupId: work._id,
    group: { status: 'ready', data: work },
    entries: { status: 'ready', data: entriesFixture.filter((entry) => entry.groupId === work._id) },
    usernames: usernamesFixture,
    onRetry: fn(),
    onLock: fn(),
  },
  parameters: { router: { path: '/password-group/pwgroupwork1' } },
} satisfies Meta<typeof GroupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter by name or username' }), 'ada-l');
    await expect(await canvas.findByRole('link', { name: /GitHub/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Mail/ })).toBeNull();
  },
};

/** The usernames are still being opened: names first. */
export const Opening: Story = { args: { usernames: undefined } };

export const Empty: Story = { args: { entries: { status: 'ready', data: [] } } };

export const Loading: Story = { args: { entries: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { entries: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = { args: { group: { status: 'ready', data: null } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
