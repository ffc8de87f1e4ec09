import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HeartbeatEditScreen } from './HeartbeatEditScreen';
import { storyHeartbeats, storySubGroups } from './heartbeats.fixtures';

const meta = {
  title: 'Features/Time/Heartbeats/HeartbeatEditScreen',
  component: HeartbeatEditScreen,
  args: { heartbeat: storyHeartbeats[0]!, subGroups: storySubGroups, isSaving: false, onSave: fn(), onRegenerateKey: fn(), onDelete: fn() },
  parameters: { router: { path: '/time-tracker/admin/define-urls/hb0000000001' } },
} satisfies Meta<typeof HeartbeatEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make a new key' }));
    await expect(args.onRegenerateKey).toHaveBeenCalled();
  },
};

/** Deleting asks first; the yes button has the focus, so Enter confirms and Tab reaches Cancel. */
export const ConfirmingDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByRole('button', { name: 'Yes, delete it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** Its sub group was deleted: the form asks for another. */
export const WithoutSubGroup: Story = { args: { heartbeat: storyHeartbeats[1]! } };

export const Saving: Story = { args: { isSaving: true } };

export const Dark: Story = { ...ConfirmingDelete, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
