import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ImagePicker } from '../../components/image/ImagePicker';
import type { RecipeSuggestion } from './queries';
import { draftOf, emptyDraft } from './recipeDraft';
import { RecipeEditScreen } from './RecipeEditScreen';
import { recipeFixture } from './recipes.fixtures';

const meta = {
  title: 'Features/Recipes/RecipeEditScreen',
  component: RecipeEditScreen,
  args: {
    collectionId: 'rcoldinners1',
    recipeId: null,
    initial: emptyDraft,
    isSaving: false,
    onImport: fn(async (url: string) => ({ id: url, url, name: 'Pancakes', ingredients: ['3 dl flour', '6 dl milk'], steps: ['Whisk.', 'Fry.'], servings: 4 })),
    onSave: fn(async () => undefined),
    renderPhotoPicker: (props) => <ImagePicker {...props} />,
  },
  parameters: { router: { path: '/add-recipe/rcoldinners1' } },
} satisfies Meta<typeof RecipeEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Import fills the form for review; Save sends what is in it. */
export const Importing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Recipe URL'), 'https://food.example/pancakes');
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(await canvas.findByText('Read from https://food.example/pancakes. Check the recipe below, then save it.')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveValue('Pancakes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Pancakes', servings: 4, ingredients: ['3 dl flour', '6 dl milk'] }));
  },
};

export const Editing: Story = { args: { recipeId: recipeFixture._id, initial: { ...draftOf(recipeFixture), imageId: null } } };

export const ImportRefused: Story = {
  args: { onImport: fn(async (_url: string) => Promise.reject<RecipeSuggestion>(Object.assign(new Error('x'), { code: 'RECIPE_URL_FORBIDDEN' }))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Recipe URL'), 'http://192.168.1.1/{Enter}');
    await expect(await canvas.findByText('That address leads to a private or local network, so it cannot be imported')).toBeVisible();
  },
};

export const Dark: Story = { args: { recipeId: recipeFixture._id, initial: { ...draftOf(recipeFixture), imageId: null } }, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } }, play: async ({ canvasElement }) => fitsWidth(canvasElement) };

async function fitsWidth(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
}
