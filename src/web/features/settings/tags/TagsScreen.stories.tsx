import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TagsScreen } from './TagsScreen';

const saved = () => fn(async () => undefined);
const tags = [
  { _id: 'tag000000002', title: 'Admin' },
  { _id: 'tag000000001', title: 'Client work for the long-running platform migration project' },
];

const meta = {
  title: 'Features/Settings/TagsScreen',
  component: TagsScreen,
  args: { state: { status: 'ready', tags }, busy: new Set<string>(), onRetry: fn(), onAdd: saved(), onRename: saved(), onDelete: saved() },
  parameters: { router: { path: '/settings/tags' } },
} satisfies Meta<typeof TagsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('New tag'), 'Deep work{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Deep work');
  },
};

export const Renaming: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Admin' }));
    const field = canvas.getByLabelText('New title for Admin');
    await expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Paperwork{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('tag000000002', 'Paperwork');
  },
};

export const ConfirmingDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Admin' }));
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Empty: Story = { args: { state: { status: 'ready', tags: [] } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = { args: { state: { status: 'error' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide: a long title wraps, and nothing overflows. */
export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

export const PhoneConfirmingDelete: Story = { ...ConfirmingDelete, globals: { viewport: { value: 'phone360', isRotated: false } } };

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
