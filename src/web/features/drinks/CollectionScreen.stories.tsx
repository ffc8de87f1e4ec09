import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CollectionScreen } from './CollectionScreen';
import { collectionsFixture, drinksFixture, photoFixture } from './drinks.fixtures';

const meta = {
  title: 'Features/Drinks/CollectionScreen',
  component: CollectionScreen,
  args: {
    collection: { status: 'ready', data: collectionsFixture[0]! },
    drinks: { status: 'ready', data: drinksFixture },
    search: {},
    onSearchChange: fn(),
    isAdding: false,
    onAddDrink: fn(async () => undefined),
    onRetry: fn(),
    onRetryDrinks: fn(),
    renderThumb: () => <img src={photoFixture} alt="" width={64} />,
    renderShare: () => <p>The public links panel (components/share)</p>,
  },
  parameters: { router: { path: '/drink-collection/dcolclassics' } },
} satisfies Meta<typeof CollectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /^Gimlet/ })).toHaveTextContent('★ 4 stars · Sour, Gin');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tag' }), 'Sour');
    await expect(args.onSearchChange).toHaveBeenCalledWith({ tag: 'Sour' });
    await userEvent.type(canvas.getByLabelText('New drink'), 'Mojito{Enter}');
    await expect(args.onAddDrink).toHaveBeenCalledWith('Mojito');
  },
};

/** Filtered by tag and sorted by rating: two of three shown, highest first. */
export const Filtered: Story = {
  args: { search: { tag: 'Sour', sort: 'rating' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 of 3 shown')).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.querySelector('[data-name]')?.textContent).filter(Boolean)).toEqual(['Gimlet', 'Daiquiri']);
  },
};

export const NoMatches: Story = {
  args: { search: { q: 'whisky', rating: 5 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No drinks match' })).toBeVisible();
    const [, listClear] = canvas.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(listClear!);
    await expect(args.onSearchChange).toHaveBeenCalledWith({});
  },
};

/** More drinks than the first page: says what the filters cover and offers the next page. */
export const PartlyLoaded: Story = {
  args: {
    collection: { status: 'ready', data: { ...collectionsFixture[0]!, drinkCount: 250 } },
    search: { tag: 'Sour' },
    moreDrinks: { hasMore: true, isLoading: false, onShowMore: fn() },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('3 of 250 drinks loaded: the search, filters and sorting cover those.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more drinks' }));
    await expect(args.moreDrinks!.onShowMore).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { drinks: { status: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No drinks yet' })).toBeVisible();
  },
};

export const Loading: Story = { args: { drinks: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { drinks: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryDrinks).toHaveBeenCalled();
  },
};

export const NotFound: Story = { args: { collection: { status: 'notFound' } } };

/** Share opens the public links below the header. */
export const Sharing: Story = {
  play: async ({ canvas }) => {
    const share = canvas.getByRole('button', { name: 'Share' });
    await userEvent.click(share);
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('The public links panel (components/share)')).toBeVisible();
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
