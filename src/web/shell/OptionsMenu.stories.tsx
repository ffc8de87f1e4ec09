import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OptionsMenu } from './OptionsMenu';

const meta = {
  title: 'Shell/OptionsMenu',
  component: OptionsMenu,
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '14rem' }}><Story /></div>],
} satisfies Meta<typeof OptionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened from the keyboard: ArrowDown opens on the first item, arrows move, Escape returns. */
export const OpenedWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Options' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('menuitemcheckbox', { name: 'Dark theme' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Reopen, so the story shows the open menu.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};

export const OpenInSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Alternativ' }));
    await expect(canvas.getByRole('menuitemcheckbox', { name: 'Mörkt tema' })).toBeVisible();
  },
};

export const OpenInDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Options' }));
    await expect(canvas.getByRole('menuitemcheckbox', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
  },
};
