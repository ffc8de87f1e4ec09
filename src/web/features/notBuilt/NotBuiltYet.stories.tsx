import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { areaNames, type AreaId } from './areas';
import { NotBuiltYet } from './NotBuiltYet';

// Theme, language and router come from the decorators in .storybook/preview.tsx.
const meta = {
  title: 'Features/NotBuiltYet',
  component: NotBuiltYet,
  args: { area: 'notes', wayBack: 'home' },
  argTypes: {
    area: { control: 'select', options: Object.keys(areaNames) as AreaId[] },
    wayBack: { control: 'inline-radio', options: ['home', 'signIn', 'none'] },
  },
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
  args: { area: 'drinks', wayBack: 'signIn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/login');
  },
};

/** The home page itself: no link back to where the visitor already is. */
export const OnTheLinkTarget: Story = {
  args: { area: 'home', wayBack: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongAreaName: Story = { args: { area: 'profileSetup' } };
