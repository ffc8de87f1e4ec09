import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CollectionsScreen } from './CollectionsScreen';
import { collectionsFixture, drinkSummariesFixture, placesFixture } from './drinks.fixtures';

const meta = {
  title: 'Features/Drinks/CollectionsScreen',
  component: CollectionsScreen,
  args: {
    collections: { status: 'ready', data: collectionsFixture },
    isAdding: false,
    onAdd: fn(async () => undefined),
    onRename: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
    make: {
      places: { status: 'ready', data: placesFixture },
      placeId: 'stgrbar00001',
      onChoose: fn(),
      drinks: { status: 'ready', data: drinkSummariesFixture.slice(1) },
      onRetryPlaces: fn(),
      onRetryDrinks: fn(),
    },
  },
  parameters: { router: { path: '/drink-collections' } },
} satisfies Meta<typeof CollectionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /^Classics/ })).toHaveTextContent('3 drinks');
    await userEvent.type(canvas.getByLabelText('New collection'), 'Tiki{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Tiki');
    const make = canvas.getByRole('region', { name: 'What can I make' });
    await expect(within(make).getByRole('link', { name: 'Negroni' })).toBeVisible();
    await userEvent.selectOptions(within(make).getByRole('combobox', { name: 'Storage place' }), 'Fridge');
    await expect(args.make.onChoose).toHaveBeenCalledWith('stgrfridge01');
  },
};

/** Deleting a collection with drinks asks what becomes of them: moved (first) or deleted. */
export const AskingToDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Classics' }));
    await expect(canvas.getByText('Delete Classics? What becomes of its 3 drinks?')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Move them to another collection' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete Classics' }));
    await expect(args.onDelete).toHaveBeenCalledWith('dcolclassics', { moveDrinksTo: 'dcolsummer01' });
  },
};

/** A new user: no collections and no storage places yet. */
export const Empty: Story = {
  args: {
    collections: { status: 'ready', data: [] },
    make: { places: { status: 'ready', data: [] }, placeId: null, onChoose: fn(), drinks: null, onRetryPlaces: fn(), onRetryDrinks: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Start your first collection' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Storage' })).toBeVisible();
  },
};

export const NothingToMake: Story = {
  args: { make: { places: { status: 'ready', data: placesFixture }, placeId: 'stgrfridge01', onChoose: fn(), drinks: { status: 'ready', data: [] }, onRetryPlaces: fn(), onRetryDrinks: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No drink has all its ingredients in Fridge yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { collections: { status: 'loading' }, make: { places: { status: 'loading' }, placeId: null, onChoose: fn(), drinks: null, onRetryPlaces: fn(), onRetryDrinks: fn() } },
};

export const LoadFailed: Story = {
  args: { collections: { status: 'error' }, make: { places: { status: 'error' }, placeId: null, onChoose: fn(), drinks: null, onRetryPlaces: fn(), onRetryDrinks: fn() } },
  play: async ({ canvas, args }) => {
    const [collectionsRetry] = canvas.getAllByRole('button', { name: 'Try again' });
    await userEvent.click(collectionsRetry!);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide: nothing overflows. */
export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
