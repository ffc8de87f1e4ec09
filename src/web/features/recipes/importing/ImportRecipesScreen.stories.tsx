import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ApiCallError } from '../../../api/apiResult';
import { fakeRecipeCollection } from '../fakeServer.testing';
import { ImportRecipesScreen, type RecipeImportReport } from './ImportRecipesScreen';

const dinners = { ...fakeRecipeCollection('Dinners'), recipeCount: 4 };
const baking = { ...fakeRecipeCollection('Baking'), recipeCount: 12 };

const report: RecipeImportReport = {
  dryRun: true,
  recipes: [
    { source: 'recipes.jsonld', name: 'Lentil soup', ingredientCount: 6, stepCount: 4 },
    { source: 'https://buns.example/cardamom', name: 'Cardamom buns', ingredientCount: 1, stepCount: 1 },
  ],
  skipped: [
    { source: 'recipes.jsonld', name: 'Stew', reason: 'alreadyInCollection' },
    { source: 'notes.txt', name: null, reason: 'notJson' },
  ],
};

const addresses = [
  { address: 'https://buns.example/cardamom', state: { state: 'read' as const, suggestion: { id: 'b', url: 'https://buns.example/cardamom', name: 'Cardamom buns', steps: ['Bake.'], ingredients: ['5 dl flour'] } } },
  { address: 'https://news.example/today', state: { state: 'failed' as const, error: new ApiCallError('No recipe', 422, 'RECIPE_NOT_FOUND_ON_PAGE') } },
  { address: 'https://pie.example/apple', state: { state: 'limited' as const, seconds: 42 } },
  { address: 'https://soup.example/lentil', state: { state: 'waiting' as const } },
];

const meta = {
  title: 'Features/Recipes/ImportRecipesScreen',
  component: ImportRecipesScreen,
  args: {
    state: { step: 'choose' },
    collections: { status: 'ready', data: [dinners, baking] },
    onRetry: fn(),
    collectionId: dinners._id,
    onCollection: fn(),
    fileNames: [],
    onChooseFiles: fn(),
    addressText: '',
    onAddressText: fn(),
    addresses: [],
    onPreview: fn(),
    onImport: fn(),
    onStartOver: fn(),
  },
  parameters: { router: { path: '/recipe-import' } },
} satisfies Meta<typeof ImportRecipesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The collection, the files and the addresses, then Preview. */
export const Choose: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Into collection')).toHaveDisplayValue('Dinners');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalled();
  },
};

export const NothingChosen: Story = { args: { state: { step: 'choose', problem: 'Choose a file or enter an address.' }, fileNames: ['recipes.jsonld'] } };

export const NoCollections: Story = { args: { collections: { status: 'ready', data: [] }, collectionId: '' } };

/** Each address with where it stands, one of them waiting out the per-minute limit. */
export const Reading: Story = {
  args: { state: { step: 'reading' }, addresses },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Too many pages this minute: trying again in 42 s')).toBeVisible();
    await expect(canvas.getByText('No recipe was found on that page')).toBeVisible();
  },
};

/** What will be made and what is skipped and why. */
export const Preview: Story = {
  args: { state: { step: 'preview', report }, addresses: addresses.slice(0, 2) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('already in this collection')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import 2 recipes' }));
    await expect(args.onImport).toHaveBeenCalled();
  },
};

export const Importing: Story = { args: { state: { step: 'importing', report } } };

export const Done: Story = { args: { state: { step: 'done', report: { ...report, dryRun: false } } } };

export const Refused: Story = { args: { state: { step: 'failed', message: 'The files hold more than 2,000 recipes, more than an account keeps' } } };
