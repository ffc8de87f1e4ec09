import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureNow, sharesFixture } from './share.fixtures';
import { SharePanelView } from './SharePanelView';

// The panel as its container (SharePanel.tsx) draws it, on fixed links and a fixed clock.
const meta = {
  title: 'Components/Share/SharePanel',
  component: SharePanelView,
  args: {
    targetName: 'Negroni',
    shares: { status: 'ready', data: sharesFixture },
    now: fixtureNow,
    onRetry: fn(),
    isCreating: false,
    onCreate: fn(),
    revokingId: null,
    onRevoke: fn(),
  },
} satisfies Meta<typeof SharePanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(links).toHaveLength(3);
    await expect(within(links[0]!).getByRole('textbox', { name: 'Public link' })).toHaveValue(`${location.origin}/public/drink/weekLinkToken`);
    await expect(links[0]).toHaveTextContent('Expires in 7 days');
    await expect(links[1]).toHaveTextContent('Never expires');
    await expect(links[2]).toHaveTextContent('the link is gone');
    // An expired link has nothing to copy.
    await expect(within(links[2]!).queryByRole('button', { name: 'Copy' })).toBeNull();
  },
};

/** Revoke asks first (focus on Cancel, Escape cancels and gives focus back), then revokes. */
export const Revoking: Story = {
  play: async ({ canvas, args }) => {
    const first = within(within(canvas.getByRole('list')).getAllByRole('listitem')[0]!);
    await userEvent.click(first.getByRole('button', { name: 'Revoke' }));
    await expect(first.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(first.getByRole('button', { name: 'Revoke' })).toHaveFocus();
    await userEvent.click(first.getByRole('button', { name: 'Revoke' }));
    await expect(first.getByText('Revoke this link to Negroni? Whoever opens it will find it gone.')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: 'Yes, revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(sharesFixture[0]);
  },
};

/** A new link by keyboard: the 7-day choice, then Create. */
export const CreatingByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Never' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'After 7 days' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ kind: 'days', days: 7 });
  },
};

/** A chosen last day must be given and not past. */
export const ChoosingADay: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'After a day I choose' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(canvas.getByLabelText('Last day the link works')).toHaveAccessibleDescription('Choose the last day the link works.');
    await userEvent.type(canvas.getByLabelText('Last day the link works'), '2026-12-24');
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ kind: 'lastDay', day: '2026-12-24' });
  },
};

export const Empty: Story = {
  args: { shares: { status: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No public links yet. Create one below.')).toBeVisible();
  },
};

export const Loading: Story = { args: { shares: { status: 'loading' } } };

export const Failed: Story = {
  args: { shares: { status: 'error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Creating: Story = { args: { isCreating: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Publika länkar' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };

export const PhoneDark: Story = { globals: { theme: 'dark', viewport: { value: 'phone360', isRotated: false } } };
