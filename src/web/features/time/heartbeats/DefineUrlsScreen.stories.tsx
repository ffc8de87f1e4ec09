import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DefineUrlsScreen } from './DefineUrlsScreen';
import { storySubGroups } from './heartbeats.fixtures';

const meta = {
  title: 'Features/Time/Heartbeats/DefineUrlsScreen',
  component: DefineUrlsScreen,
  args: { subGroups: storySubGroups, isSaving: false, onCreate: fn() },
  parameters: { router: { path: '/time-tracker/admin/define-urls' } },
} satisfies Meta<typeof DefineUrlsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Editor');
    await userEvent.selectOptions(canvas.getByLabelText('Sub group'), 'Meetings');
    await userEvent.click(canvas.getByRole('button', { name: 'Create heartbeat URL' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Editor', subGroupId: 'sub000000003', timeoutSeconds: 900 });
  },
};

/** What is missing, said beside each field. */
export const Refused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create heartbeat URL' }));
    await expect(canvas.getByText('Give it a name')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { isSaving: true } };

export const NoSubGroups: Story = { args: { subGroups: [] } };

export const Dark: Story = { ...Refused, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { ...Refused, globals: { viewport: { value: 'phone360', isRotated: false } } };
