import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { yourDataMessages } from './yourDataMessages';
import { YourDataScreen } from './YourDataScreen';

const preview = {
  formatVersion: 1,
  appVersion: '0.1.0',
  exportedAt: '2026-11-27T10:00:00.000Z',
  upgradedFrom: null,
  counts: { accounts: { user_preferences: 1, vault: 1 }, time: { time_group: 3, time_stamp: 1204 }, notes: { note: 310, note_entry: 512 }, images: { image: 4, image_rendition: 16 } },
  rows: 2051,
  accountEmpty: true,
};

const meta = {
  title: 'Features/Settings/YourDataScreen',
  component: YourDataScreen,
  args: {
    summary: { status: 'ready', data: { counts: { time: { time_stamp: 1204 } }, rows: 2051, empty: true } },
    download: { status: 'idle' },
    restore: { status: 'idle' },
    onRetrySummary: fn(),
    onDownload: fn(),
    onChooseFile: fn(),
    onRestore: fn(),
    onCancelRestore: fn(),
  },
  parameters: { router: { path: '/settings/data' } },
} satisfies Meta<typeof YourDataScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download everything' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Downloading: Story = {
  args: { download: { status: 'downloading', rows: 820, total: 2051 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute('value', '820');
    await expect(canvas.getByRole('button', { name: 'Download everything' })).toBeDisabled();
  },
};

export const Downloaded: Story = { args: { download: { status: 'done', fileName: 'lifelog-2026-11-28.zip' } } };

export const DownloadFailed: Story = { args: { download: { status: 'failed', reason: yourDataMessages.downloadFailed } } };

export const Loading: Story = { args: { summary: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { summary: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetrySummary).toHaveBeenCalledTimes(1);
  },
};

export const Preview: Story = {
  args: { restore: { status: 'preview', fileName: 'lifelog-2026-11-27.zip', preview } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledTimes(1);
  },
};

export const UpgradedPreview: Story = { args: { restore: { status: 'preview', fileName: 'old.zip', preview: { ...preview, upgradedFrom: 0 } } } };

export const Restoring: Story = { args: { restore: { status: 'restoring', fileName: 'lifelog-2026-11-27.zip', preview } } };

export const Restored: Story = { args: { restore: { status: 'restored', preview } } };

export const Refused: Story = { args: { restore: { status: 'failed', reason: yourDataMessages.readFailed } } };

export const AccountNotEmpty: Story = {
  args: {
    summary: { status: 'ready', data: { counts: { time: { time_stamp: 12 } }, rows: 12, empty: false } },
    restore: { status: 'preview', fileName: 'lifelog-2026-11-27.zip', preview: { ...preview, accountEmpty: false } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Restore' })).toBeDisabled();
  },
};

export const Dark: Story = { args: { download: { status: 'downloading', rows: 820, total: 2051 }, restore: { status: 'preview', fileName: 'x.zip', preview } }, globals: { theme: 'dark' } };

export const Swedish: Story = { args: { restore: { status: 'preview', fileName: 'x.zip', preview } }, globals: { locale: 'sv' } };

export const Phone: Story = { args: { download: { status: 'downloading', rows: 820, total: 2051 }, restore: { status: 'preview', fileName: 'lifelog-2026-11-27.zip', preview } }, globals: { viewport: { value: 'phone360', isRotated: false } } };
