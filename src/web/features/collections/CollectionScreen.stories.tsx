import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { plantsFixture, recordItemsFixture, recordsFixture, yearField } from './collections.fixtures';
import { CollectionScreen } from './CollectionScreen';

const meta = {
  title: 'Features/Collections/CollectionScreen',
  component: CollectionScreen,
  args: {
    collection: { status: 'ready', data: [recordsFixture, recordItemsFixture] },
    onViewChange: fn(),
    onAddItem: fn(async () => undefined),
    isAddingItem: false,
    onSaveFields: fn(async () => ({ unconverted: [{ itemId: 'itemkida0001', fieldId: yearField.id }], unconvertedCount: 1 })),
    isSavingFields: false,
    onImport: fn(async () => ({ count: 1 })),
    onExport: fn(),
    onRetry: fn(),
  },
  parameters: { router: { path: '/collection/collrecords01' } },
} satisfies Meta<typeof CollectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table, sorted by Year as saved; it scrolls sideways in its own region on a phone. */
export const Table: Story = {
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('region', { name: 'Items table (scrolls sideways)' }));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('Abbey Road');
  },
};

export const Grid: Story = {
  args: { collection: { status: 'ready', data: [{ ...recordsFixture, view: { layout: 'grid' } }, recordItemsFixture] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Items' })).toBeVisible();
  },
};

/** A filter added: the view is handed up to be saved. */
export const Filtered: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Add filter' }));
    await userEvent.selectOptions(form.getByLabelText('Field'), 'Format');
    await userEvent.click(form.getByRole('button', { name: 'Add filter' }));
    await expect(args.onViewChange).toHaveBeenCalled();
  },
};

/** The fields editor, and the report of a type change that could not convert a value. */
export const EditingFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit fields' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save fields' }));
    await expect(await canvas.findByRole('heading', { name: 'Values that could not be converted' })).toBeVisible();
  },
};

export const NoFields: Story = {
  args: { collection: { status: 'ready', data: [plantsFixture, []] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Add fields first' })).toBeVisible();
  },
};

export const Loading: Story = { args: { collection: { status: 'loading' } } };
export const Failed: Story = { args: { collection: { status: 'error' } } };
export const NotFound: Story = { args: { collection: { status: 'notFound' } } };
