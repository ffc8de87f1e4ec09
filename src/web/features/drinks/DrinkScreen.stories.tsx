import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { collectionsFixture, gimletFixture, photoFixture } from './drinks.fixtures';
import { DrinkScreen } from './DrinkScreen';

const meta = {
  title: 'Features/Drinks/DrinkScreen',
  component: DrinkScreen,
  args: {
    drink: gimletFixture,
    collections: collectionsFixture,
    photo: <img src={photoFixture} alt="Photo of Gimlet" style={{ width: '100%', display: 'block' }} />,
    startEditing: false,
    onEditDone: fn(),
    onSave: fn(async () => undefined),
    isSaving: false,
    onRate: fn(),
    onMove: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    isDeleting: false,
    renderPhotoPicker: () => <p>Photo picker</p>,
    renderShare: () => <p>The public links panel (components/share)</p>,
  },
  parameters: { router: { path: '/drink/drnkgimlet01' } },
} satisfies Meta<typeof DrinkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two servings in centilitres; a star rating. */
export const ScaledInCentilitres: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'One serving more' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'cl' }));
    await expect(canvas.getByText('11.8 cl')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await expect(args.onRate).toHaveBeenCalledWith(5);
  },
};

/** The form with every field, opened as for a drink just added. */
export const Editing: Story = {
  args: { startEditing: true },
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('region', { name: 'Edit drink' });
    await userEvent.clear(within(form).getByLabelText('Glass'));
    await userEvent.type(within(form).getByLabelText('Glass'), 'Rocks');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ glass: 'Rocks' });
  },
};

export const AskingToDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByText('Delete Gimlet? This cannot be undone.')).toBeVisible();
  },
};

/** Just added: nothing written yet. */
export const Blank: Story = {
  args: { drink: { ...gimletFixture, ingredients: [], steps: [], glass: '', garnish: '', tags: [], rating: null, notes: '', imageId: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ingredients written yet. Edit the drink to add them.')).toBeVisible();
  },
};

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

export const DarkEditing: Story = { args: { startEditing: true }, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

/** 360 px wide: nothing overflows. */
export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
