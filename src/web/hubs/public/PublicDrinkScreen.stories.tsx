import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { negroniFixture, plainDrinkFixture } from './public.fixtures';
import { PublicDrinkScreen } from './PublicDrinkScreen';

// A visitor's view (no user): the shared drink, the gone page, loading and failure.
const meta = {
  title: 'Features/Public/PublicDrinkScreen',
  component: PublicDrinkScreen,
  args: { drink: { status: 'ready', data: negroniFixture }, onRetry: fn() },
  parameters: { router: { path: '/public/drink/tok' } },
} satisfies Meta<typeof PublicDrinkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Negroni' })).toBeVisible();
    const ingredients = within(canvas.getByRole('region', { name: 'Ingredients' }));
    // By keyboard: the + button, then the measures.
    await userEvent.click(ingredients.getByRole('button', { name: 'One serving more' }));
    await userEvent.keyboard('{Enter}');
    await expect(ingredients.getByText('For 3 servings')).toBeVisible();
    await userEvent.click(ingredients.getByRole('radio', { name: 'ml' }));
    await expect(ingredients.getByText('90 ml gin')).toBeVisible();
  },
};

export const OnlyAName: Story = { args: { drink: { status: 'ready', data: plainDrinkFixture } } };

export const Gone: Story = {
  args: { drink: { status: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link is gone' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to Lifelog' })).toHaveAttribute('href', '/login');
  },
};

export const Loading: Story = { args: { drink: { status: 'loading' } } };

export const Failed: Story = {
  args: { drink: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const GoneDark: Story = { args: { drink: { status: 'notFound' } }, globals: { theme: 'dark' } };

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ingredienser' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };

export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } } };
