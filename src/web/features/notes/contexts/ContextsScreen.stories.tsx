import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contextsFixture } from './contexts.fixtures';
import { ContextsScreen } from './ContextsScreen';

const saved = () => fn(async () => undefined);

const meta = {
  title: 'Features/Notes/Contexts/ContextsScreen',
  component: ContextsScreen,
  args: {
    contexts: { status: 'ready', data: contextsFixture },
    busy: new Set<string>(),
    onRetry: fn(),
    onAdd: saved(),
    onEdit: saved(),
    onDelete: saved(),
  },
  parameters: { router: { path: '/note-contexts' } },
} satisfies Meta<typeof ContextsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Context name'), 'Work project');
    await userEvent.type(canvas.getByLabelText('Description (optional)'), 'The new office');
    await userEvent.click(canvas.getByRole('button', { name: 'Add context' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ name: 'Work project', description: 'The new office' });
  },
};

export const Editing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Garden' }));
    await expect(canvas.getByLabelText('Name of Garden')).toHaveFocus();
    await userEvent.clear(canvas.getByLabelText('Description of Garden'));
    await userEvent.type(canvas.getByLabelText('Description of Garden'), 'Plot 15');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onEdit).toHaveBeenCalledWith('ctx000000003', { description: 'Plot 15' });
  },
};

export const ConfirmingDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Garden' }));
    await expect(canvas.getByRole('group', { name: /12 entries have it; they keep their text and only lose the context/ })).toBeVisible();
  },
};

export const Empty: Story = { args: { contexts: { status: 'ready', data: [] } } };

export const Loading: Story = { args: { contexts: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { contexts: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(within(canvas.getByRole('alert')).getByText('Could not get your contexts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Adding: Story = { args: { busy: new Set(['new']) } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkConfirmingDelete: Story = { ...ConfirmingDelete, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide: rows wrap their buttons under the names, and nothing overflows. */
export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

export const PhoneEditing: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async (context) => {
    await Editing.play!(context);
    await fitsWidth(context.canvasElement);
  },
};

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
