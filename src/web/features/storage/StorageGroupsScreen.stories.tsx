import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cookableFixture, expiringFixture, fixtureToday, groupsFixture, pantryItemsFixture } from './storage.fixtures';
import { StorageGroupsScreen } from './StorageGroupsScreen';

const meta = {
  title: 'Features/Storage/StorageGroupsScreen',
  component: StorageGroupsScreen,
  args: {
    groups: { status: 'ready', data: groupsFixture },
    expiring: { status: 'ready', data: expiringFixture },
    cookable: { status: 'ready', data: cookableFixture },
    search: null,
    today: fixtureToday,
    isAdding: false,
    onAdd: fn(async () => undefined),
    onRename: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onSearch: fn(),
    onRetryGroups: fn(),
    onRetryExpiring: fn(),
    onRetryCookable: fn(),
    onRetrySearch: fn(),
  },
  parameters: { router: { path: '/storage-groups' } },
} satisfies Meta<typeof StorageGroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /^Pantry/ })).toHaveTextContent('5 items · 3 expiring soon');
    const expiring = canvas.getByRole('list', { name: 'Expiring soon' });
    await expect(within(expiring).getAllByRole('listitem')[0]).toHaveTextContent('Expired');
    const cook = canvas.getByRole('list', { name: 'What can I cook?' });
    await expect(within(cook).getByRole('link', { name: /^Pancakes/ })).toHaveTextContent('2 of 4 ingredients in storage');
    await userEvent.type(canvas.getByLabelText('New place'), 'Cellar{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Cellar');
    await userEvent.type(canvas.getByLabelText('Find an item in every place'), 'flour{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('flour');
  },
};

/** Deleting a place that holds items asks what becomes of them: moved (by default) or deleted. */
export const AskingToDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Pantry' }));
    await expect(canvas.getByText('Delete Pantry? It holds 5 items: move them to another place, or delete them with it.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Move the items to another place' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete Pantry' }));
    await expect(args.onDelete).toHaveBeenCalledWith('stgrpantry01', { moveItemsTo: 'stgrfreezer1' });
  },
};

export const Searched: Story = {
  args: { search: { text: 'milk', results: { status: 'ready', data: [pantryItemsFixture[2]!] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Found items' })).toHaveTextContent('Expires today');
  },
};

export const NothingFound: Story = { args: { search: { text: 'caviar', results: { status: 'ready', data: [] } } } };

export const NothingExpiringNorCookable: Story = {
  args: { expiring: { status: 'ready', data: [] }, cookable: { status: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing expires within a week/)).toBeVisible();
    await expect(canvas.getByText(/No recipe uses anything in storage yet/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { groups: { status: 'ready', data: [] }, expiring: { status: 'ready', data: [] }, cookable: { status: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Start with a place' })).toBeVisible();
  },
};

export const Loading: Story = { args: { groups: { status: 'loading' }, expiring: { status: 'loading' }, cookable: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { groups: { status: 'error' }, expiring: { status: 'error' }, cookable: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0]!);
    await expect(args.onRetryGroups).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkAskingToDelete: Story = { ...AskingToDelete, globals: { theme: 'dark' } };

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Vad kan jag laga?' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Går snart ut' })).toHaveTextContent('Går ut om 3 dagar');
  },
};

/** 360 px wide: rows wrap their buttons under the name, and nothing overflows. */
export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
