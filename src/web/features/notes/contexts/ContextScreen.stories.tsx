import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contextWithEntriesFixture } from './contexts.fixtures';
import { ContextScreen } from './ContextScreen';

const meta = {
  title: 'Features/Notes/Contexts/ContextScreen',
  component: ContextScreen,
  args: { context: { status: 'ready', data: contextWithEntriesFixture }, onRetry: fn() },
  parameters: { router: { path: '/note-context/ctx000000001' } },
} satisfies Meta<typeof ContextScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anna' })).toBeVisible();
    const notes = within(canvas.getByRole('list', { name: 'Entries, newest first' })).getAllByRole('heading', { level: 2 });
    await expect(notes.map((heading) => heading.textContent)).toEqual(['Friday', 'Moving day', 'New year']);
    await expect(canvas.getByRole('link', { name: 'Friday' })).toHaveAttribute('href', '/note/note00000003');
  },
};

export const NoEntries: Story = {
  args: { context: { status: 'ready', data: { context: { ...contextWithEntriesFixture.context, entryCount: 0 }, entries: [] } } },
};

export const Loading: Story = { args: { context: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { context: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { context: { status: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Context not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All contexts' })).toHaveAttribute('href', '/note-contexts');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide: the table in an entry scrolls on its own; the page does not. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const PhoneDark: Story = { ...Phone, globals: { viewport: { value: 'phone360', isRotated: false }, theme: 'dark' } };
