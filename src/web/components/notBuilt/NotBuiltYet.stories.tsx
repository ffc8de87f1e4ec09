import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineMessages } from 'react-intl';
import { expect } from 'storybook/test';
import { NotBuiltYet } from './NotBuiltYet';

// A made-up area, so the story outlives every real area being built.
const example = defineMessages({
  title: { id: 'notBuilt.example.title', defaultMessage: 'Example area' },
  longTitle: { id: 'notBuilt.example.longTitle', defaultMessage: 'An example area with a rather long name that wraps' },
});

// Theme, language and router come from the decorators in .storybook/preview.tsx.
const meta = {
  title: 'Components/NotBuiltYet',
  component: NotBuiltYet,
  args: { title: example.title, wayBack: 'home' },
  argTypes: { wayBack: { control: 'inline-radio', options: ['home', 'signIn', 'none'] } },
} satisfies Meta<typeof NotBuiltYet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

/** A public page (spec §6) seen signed out: the way on is sign-in, not home. */
export const SignedOutOnPublicPage: Story = {
  args: { wayBack: 'signIn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/login');
  },
};

/** The home page itself: no link back to where the visitor already is. */
export const OnTheLinkTarget: Story = {
  args: { wayBack: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongTitle: Story = { args: { title: example.longTitle } };
