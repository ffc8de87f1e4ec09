import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from './IconButton';
import { CloseIcon, MenuIcon, MoonIcon } from './icons';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Sidebar', icon: <MenuIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sidebar' });
    await expect(button).toHaveAttribute('title', 'Sidebar');
  },
};
export const Pressed: Story = { args: { label: 'Dark theme', icon: <MoonIcon />, 'aria-pressed': true } };
export const Expanded: Story = { args: { 'aria-expanded': true } };
export const Close: Story = { args: { label: 'Dismiss notification', icon: <CloseIcon /> } };
