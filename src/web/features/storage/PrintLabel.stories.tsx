import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PrintLabel } from './PrintLabel';

// The real `qrcode`, loaded on the click as in the app; only the print dialog is stood in for.
const meta = {
  title: 'Features/Storage/PrintLabel',
  component: PrintLabel,
  args: { path: '/storage-group/stgrpantry01', name: 'Pantry', print: fn() },
  parameters: { router: { path: '/storage-group/stgrpantry01' } },
} satisfies Meta<typeof PrintLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** "Print label" draws the code of the page's absolute address, then prints. */
export const Printing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Print label' }));
    const label = canvas.getByRole('figure', { name: 'Label for Pantry' });
    await expect(await within(label).findByRole('img', { name: 'QR code that opens Pantry on a phone' })).toBeVisible();
    await expect(within(label).getByText(`${window.location.origin}/storage-group/stgrpantry01`)).toBeVisible();
    await waitFor(() => expect(args.print).toHaveBeenCalledOnce());
  },
};

export const DarkPrinting: Story = { ...Printing, globals: { theme: 'dark' } };

export const SwedishPrinting: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skriv ut etikett' }));
    await expect(await canvas.findByRole('img', { name: 'QR-kod som öppnar Pantry i telefonen' })).toBeVisible();
  },
};

/** The code could not be drawn: the label keeps the name and the address. */
export const QrFailed: Story = {
  args: { renderQr: () => Promise.reject(new Error('too long')) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Print label' }));
    await expect(await canvas.findByText(/could not be drawn/)).toBeVisible();
  },
};
