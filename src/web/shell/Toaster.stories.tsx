import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect } from 'storybook/test';
import type { ToastKind } from '../../../machines/toastMachine';
import { Toaster } from './Toaster';
import { useToast } from './ToastProvider';

/** Shows one sticky toast on mount, so the story holds still for review and checks. */
function ToasterWith({ kind, message }: { kind: ToastKind; message: string }) {
  const { show } = useToast();
  useEffect(() => show(message, { kind, duration: 'sticky' }), [show, kind, message]);
  return <Toaster />;
}

const meta = {
  title: 'Shell/Toaster',
  component: ToasterWith,
  args: { kind: 'info', message: 'Password deleted.' },
  argTypes: { kind: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: '6rem' }}><Story /></div>],
} satisfies Meta<typeof ToasterWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    // findByText: the live region exists before the toast does, so wait for the text itself.
    const toast = await canvas.findByText('Password deleted.');
    await expect(toast.closest('[role="status"]')).not.toBeNull();
  },
};

export const Success: Story = { args: { kind: 'success', message: 'Added note.' } };

/** Spec §8's session warning; an alert, not a polite status. */
export const Warning: Story = {
  args: { kind: 'warning', message: 'Session timed out.' },
  play: async ({ canvas, userEvent }) => {
    const toast = await canvas.findByText('Session timed out.');
    const alert = toast.closest('[role="alert"]')!;
    await expect(alert).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(alert).toBeEmptyDOMElement();
  },
};

export const Failure: Story = { args: { kind: 'error', message: 'Could not get passwords.' } };
export const WarningDark: Story = { args: { kind: 'warning', message: 'Session timed out.' }, globals: { theme: 'dark' } };
export const InfoDark: Story = { globals: { theme: 'dark' } };
export const LongMessageOnPhone: Story = {
  args: { kind: 'error', message: 'More than one time group found. Specify group with [int]' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
