import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { qrCodeFixture } from './qrCode.fixture';
import { recoveryCodesFixture, setupFixture } from './settingsAuth.fixtures';
import { TwoFactorSection } from './TwoFactorSection';

const meta = {
  title: 'Features/SettingsAuth/TwoFactorSection',
  component: TwoFactorSection,
  args: {
    state: { step: 'off' },
    isBusy: false,
    error: null,
    onStart: fn(),
    onConfirmPassword: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onDone: fn(),
    onStartTurnOff: fn(),
    onTurnOff: fn(),
    onEdit: fn(),
    onCopy: fn(),
    renderQr: async () => qrCodeFixture,
  },
  parameters: { router: { path: '/settings/auth' } },
} satisfies Meta<typeof TwoFactorSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** The server asked for the password first: the sign-in is over 5 minutes old. */
export const ConfirmPassword: Story = {
  args: { state: { step: 'confirmPassword' } },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText('Your account password');
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'correct horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onConfirmPassword).toHaveBeenCalledWith('correct horse battery');
  },
};

export const ConfirmPasswordRefused: Story = {
  args: { state: { step: 'confirmPassword' }, error: 'Wrong password' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Your account password'), 'a');
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** The setup step with a static QR code of the fixture's otpauth URI. */
export const SetupStep: Story = {
  args: { state: setupFixture },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('img', { name: 'QR code for adding this account to an authenticator app' })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Code from the app'), '123456{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

/** The setup is with the server: Turn on is busy. */
export const StartingSetup: Story = { args: { isBusy: true } };

export const WrongCode: Story = { args: { state: setupFixture, error: 'Wrong code' } };

/** The code is with the server: the form is busy and cannot be cancelled. */
export const ConfirmingCode: Story = {
  args: { state: setupFixture, isBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const RecoveryCodes: Story = {
  args: { state: { step: 'recoveryCodes', recoveryCodes: recoveryCodesFixture } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
  },
};

export const On: Story = { args: { state: { step: 'on' } } };

export const TurningOff: Story = { args: { state: { step: 'turningOff' }, error: 'Wrong password or code' } };

/** The password and code are with the server. */
export const SubmittingTurnOff: Story = {
  args: { state: { step: 'turningOff' }, isBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeDisabled();
  },
};

export const Dark: Story = { args: { state: setupFixture }, globals: { theme: 'dark' } };

export const DarkRecoveryCodes: Story = { ...RecoveryCodes, globals: { theme: 'dark' } };

export const Swedish: Story = { args: { state: setupFixture }, globals: { locale: 'sv' } };

export const Phone: Story = { ...SetupStep, globals: { viewport: { value: 'phone360', isRotated: false } } };
