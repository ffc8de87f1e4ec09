import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { entriesFixture, groupsFixture, usernamesFixture } from '../passwords.fixtures';
import { ParentScreen } from './ParentScreen';

const meta = {
  title: 'Features/Passwords/ParentScreen',
  component: ParentScreen,
  args: {
    groups: { status: 'ready', data: groupsFixture },
    searchName: undefined,
    results: { status: 'loading' },
    usernames: undefined,
    onSearch: fn(),
    onRetryGroups: fn(),
    onRetrySearch: fn(),
    onLock: fn(),
  },
  parameters: { router: { path: '/password-parent' } },
} satisfies Meta<typeof ParentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search passwords by name' }), 'mail{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('mail');
    await userEvent.click(canvas.getByRole('button', { name: 'Lock passwords' }));
    await expect(args.onLock).toHaveBeenCalled();
  },
};

export const SearchResults: Story = {
  args: { searchName: 'a', results: { status: 'ready', data: entriesFixture }, usernames: usernamesFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 passwords named like “a”')).toBeVisible();
    await expect(canvas.getByText(/Cannot be decrypted/)).toBeVisible();
  },
};

export const NoResults: Story = { args: { searchName: 'zebra', results: { status: 'ready', data: [] } } };

export const Searching: Story = { args: { searchName: 'mail', results: { status: 'loading' } } };

export const SearchFailed: Story = {
  args: { searchName: 'mail', results: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0]!);
    await expect(args.onRetrySearch).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { groups: { status: 'ready', data: [] } } };

export const LoadingGroups: Story = { args: { groups: { status: 'loading' } } };

export const GroupsFailed: Story = { args: { groups: { status: 'error' } } };

export const Dark: Story = { args: SearchResults.args, globals: { theme: 'dark' } };

export const Swedish: Story = { args: SearchResults.args, globals: { locale: 'sv' } };

export const Phone: Story = { args: SearchResults.args, globals: { viewport: { value: 'phone360', isRotated: false } } };
