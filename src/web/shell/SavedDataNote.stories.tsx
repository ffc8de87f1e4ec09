import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SavedDataNote } from './SavedDataNote';

const now = new Date(2026, 10, 27, 18, 30);

const meta = {
  title: 'Shell/SavedDataNote',
  component: SavedDataNote,
  args: { savedAt: new Date(2026, 10, 27, 14, 2), now },
} satisfies Meta<typeof SavedDataNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedToday: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline — showing what was saved at 14:02');
  },
};

export const SavedEarlier: Story = {
  args: { savedAt: new Date(2026, 10, 25, 9, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline — showing what was saved on Nov 25, 2026 at 09:05');
  },
};

export const Online: Story = {
  args: { savedAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline – visar det som sparades kl. 14:02');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } } };
