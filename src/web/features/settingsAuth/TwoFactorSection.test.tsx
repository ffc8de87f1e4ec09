// Proves the two-factor section: each step's controls and exact texts, the QR code with its alt
// text and the key grouped in fours, the code field's hints for phones, the code checked before
// it is sent, the recovery codes shown with their warning, and turning off with password + code.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { groupSecret, TwoFactorSection, type TwoFactorSectionProps } from './TwoFactorSection';
import { en } from '../../testing/catalogue';

const setup = { step: 'setup', secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', uri: 'otpauth://totp/Lifelog:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DP' } as const;

async function renderSection(props: Partial<TwoFactorSectionProps> = {}) {
  const handlers = {
    onStart: vi.fn(),
    onConfirmPassword: vi.fn(),
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    onDone: vi.fn(),
    onStartTurnOff: vi.fn(),
    onTurnOff: vi.fn(),
    onEdit: vi.fn(),
    onCopy: vi.fn(),
    renderQr: vi.fn(async () => 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'),
  };
  const rendered = await renderWithShell(<TwoFactorSection state={{ step: 'off' }} isBusy={false} error={null} {...handlers} {...props} />);
  return { ...handlers, ...rendered };
}

describe('groupSecret', () => {
  it('groups the key in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});

describe('TwoFactorSection', () => {
  it.each([
    ['the password asked before the setup', { step: 'confirmPassword' }, 'settingsAuth.confirmPassword.password'],
    ['the code of the setup', { step: 'setup', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' }, 'settingsAuth.twoFactor.code'],
    ['the password of turning off', { step: 'turningOff' }, 'settingsAuth.twoFactor.password'],
  ] as const)('says a refusal is gone once %s is edited', async (_, state, label) => {
    const { user, onEdit } = await renderSection({ state, error: 'Wrong password' });
    await user.type(screen.getByLabelText(en(label)), '1');
    expect(onEdit).toHaveBeenCalled();
  });

  it('does not report edits while no refusal is shown', async () => {
    const { user, onEdit } = await renderSection({ state: { step: 'turningOff' } });
    await user.type(screen.getByLabelText(en('settingsAuth.twoFactor.password')), 'abc');
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('asks for the password before the setup when the server wants it, with the field focused', async () => {
    const { user, onConfirmPassword, onCancel } = await renderSection({ state: { step: 'confirmPassword' } });
    expect(screen.getByText(en('settingsAuth.confirmPassword.twoFactorLead'))).toBeInTheDocument();
    const field = screen.getByLabelText(en('settingsAuth.confirmPassword.password'));
    expect(field).toHaveFocus();
    await user.type(field, 'account pw');
    await user.click(screen.getByRole('button', { name: en('settingsAuth.confirmPassword.twoFactorSubmit') }));
    expect(onConfirmPassword).toHaveBeenCalledWith('account pw');
    await user.click(screen.getByRole('button', { name: en('settingsAuth.confirmPassword.cancel') }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('says it is off and starts the setup with Turn on', async () => {
    const { user, onStart } = await renderSection();
    expect(screen.getByRole('region', { name: en('settingsAuth.twoFactor.heading') })).toHaveTextContent(en('settingsAuth.twoFactor.statusOff'));
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.turnOn') }));
    expect(onStart).toHaveBeenCalled();
  });

  it('shows the QR code, the key grouped in fours and copies the key', async () => {
    const { user, onCopy, renderQr } = await renderSection({ state: setup });
    expect(await screen.findByRole('img', { name: en('settingsAuth.twoFactor.qrAlt') })).toBeInTheDocument();
    expect(renderQr).toHaveBeenCalledWith(setup.uri);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.copyKey') }));
    expect(onCopy).toHaveBeenCalledWith(setup.secret);
  });

  it('asks for the code with the one-time-code hints and sends it with Enter', async () => {
    const { user, onConfirm } = await renderSection({ state: setup });
    const code = screen.getByLabelText(en('settingsAuth.twoFactor.code'));
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123 456{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('123456');
  });

  it('refuses a code that is not six digits without sending it', async () => {
    const { user, onConfirm } = await renderSection({ state: setup });
    const code = screen.getByLabelText(en('settingsAuth.twoFactor.code'));
    await user.type(code, '12345{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(`${en('settingsAuth.twoFactor.codeInvalid')} ${en('settingsAuth.twoFactor.codeHint')}`);
  });

  it("keeps the step with the server's error tied to the code field", async () => {
    await renderSection({ state: setup, error: 'Wrong code' });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
    expect(screen.getByLabelText(en('settingsAuth.twoFactor.code'))).toHaveAccessibleDescription(`${en('settingsAuth.twoFactor.codeHint')} Wrong code`);
  });

  it('cancels the setup', async () => {
    const { user, onCancel } = await renderSection({ state: setup });
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.cancel') }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('shows the ten recovery codes once with the warning, Copy and Download as text', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `a1b2c3d4e5f6a7b${i}`);
    const createObjectURL = vi.fn(() => 'blob:codes');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, onCopy, onDone } = await renderSection({ state: { step: 'recoveryCodes', recoveryCodes: codes } });
    const group = screen.getByRole('group', { name: en('settingsAuth.twoFactor.recoveryHeading') });
    expect(group).toHaveTextContent(en('settingsAuth.twoFactor.recoveryWarning'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.copyCodes') }));
    expect(onCopy).toHaveBeenCalledWith(codes.join('\n'));
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.downloadCodes') }));
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.done') }));
    expect(onDone).toHaveBeenCalled();
    click.mockRestore();
  });

  it('turns off with the password and a code', async () => {
    const { user, onTurnOff } = await renderSection({ state: { step: 'turningOff' } });
    expect(screen.getByText(en('settingsAuth.twoFactor.statusOn'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(en('settingsAuth.twoFactor.password')), 'account pw');
    await user.type(screen.getByLabelText(en('settingsAuth.twoFactor.code')), '654321');
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.confirmOff') }));
    expect(onTurnOff).toHaveBeenCalledWith({ password: 'account pw', code: '654321' });
  });

  it('turns off with a recovery code instead, on a keyboard with letters', async () => {
    const { user, onTurnOff } = await renderSection({ state: { step: 'turningOff' } });
    await user.type(screen.getByLabelText(en('settingsAuth.twoFactor.password')), 'account pw');
    const code = screen.getByLabelText(en('settingsAuth.twoFactor.code'));
    expect(code).not.toHaveAttribute('inputmode');
    expect(code).toHaveAccessibleDescription(en('settingsAuth.twoFactor.codeOrRecoveryHint'));
    await user.type(code, 'deaf-beef-cafe-f00d{Enter}');
    expect(onTurnOff).toHaveBeenCalledWith({ password: 'account pw', code: 'deaf-beef-cafe-f00d' });
  });

  it('asks for both before turning off', async () => {
    const { user, onTurnOff } = await renderSection({ state: { step: 'turningOff' } });
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.confirmOff') }));
    expect(onTurnOff).not.toHaveBeenCalled();
    expect(screen.getByLabelText(en('settingsAuth.twoFactor.password'))).toHaveAccessibleDescription(en('auth.rules.passwordEmpty'));
    await waitFor(() => expect(screen.getByLabelText(en('settingsAuth.twoFactor.code'))).toHaveAttribute('aria-invalid', 'true'));
  });

  it('offers Turn off when on', async () => {
    const { user, onStartTurnOff } = await renderSection({ state: { step: 'on' } });
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.turnOff') }));
    expect(onStartTurnOff).toHaveBeenCalled();
  });
});
