import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { groupsFixture } from '../passwords.fixtures';
import { GroupsScreen } from './GroupsScreen';

const saved = () => fn(async () => undefined);

const meta = {
  title: 'Features/Passwords/GroupsScreen',
  component: GroupsScreen,
  args: {
    groups: { status: 'ready', data: groupsFixture },
    busy: new Set<string>(),
    onAdd: saved(),
    onRename: saved(),
    onDelete: saved(),
    onRetry: fn(),
    onLock: fn(),
  },
  parameters: { router: { path: '/password-groups' } },
} satisfies Meta<typeof GroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('New group'), 'Banking{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Banking');
  },
};

export const Renaming: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Home' }));
    await expect(canvas.getByLabelText('New name for Home')).toHaveFocus();
  },
};

/** Deleting a group that holds entries asks where they go. */
export const DeletingNonEmpty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Work' }));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Move them to another group' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Move to' }), 'pwgroupold01');
    await userEvent.click(canvas.getByRole('button', { name: 'Move and delete Work' }));
    await expect(args.onDelete).toHaveBeenCalledWith('pwgroupwork1', { entries: 'move', moveTo: 'pwgroupold01' });
  },
};

export const DeletingEmpty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Delete Old accounts/ }));
    await expect(canvas.getByRole('group', { name: /Delete the empty group/ })).toBeVisible();
  },
};

export const Empty: Story = { args: { groups: { status: 'ready', data: [] } } };

export const Loading: Story = { args: { groups: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { groups: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { play: DeletingNonEmpty.play, globals: { viewport: { value: 'phone360', isRotated: false } } };
