import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = { title: 'Components/LanguageSwitch', component: LanguageSwitch } satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'Svenska');
    await expect(canvas.getByRole('combobox', { name: 'Språk' })).toBeVisible();
    localStorage.removeItem('lifelog.language');
  },
};

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Språk' })).toHaveValue('2');
  },
};
