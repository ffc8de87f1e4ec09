// Proves the 2FA code step: a numeric one-time-code input, a switch to recovery codes, codes
// checked before a request, the refused code's error kept and announced, and cancel.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { TwoFactorStep, type TwoFactorStepProps } from './TwoFactorStep';
import { en } from '../../testing/catalogue';

/** Holds the code like the auth machine does, so typing works. */
function Harness(props: Partial<TwoFactorStepProps>) {
  const [code, setCode] = useState('');
  return (
    <TwoFactorStep
      code={code}
      isSubmitting={false}
      errorMessageId={null}
      onSubmit={() => {}}
      onCancel={() => {}}
      {...props}
      onCodeChange={(next) => {
        setCode(next);
        props.onCodeChange?.(next);
      }}
    />
  );
}

describe('TwoFactorStep', () => {
  it('offers a numeric one-time-code input and submits six digits with Enter', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithShell(<Harness onSubmit={onSubmit} />);
    const input = screen.getByLabelText(en('accounts.twoFactorStep.code'));
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '123456{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('explains a malformed code instead of submitting it', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithShell(<Harness onSubmit={onSubmit} />);
    const input = screen.getByLabelText(en('accounts.twoFactorStep.code'));
    await user.type(input, '12345{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(en('accounts.twoFactorStep.codeRule'));
  });

  it('accepts a recovery code after switching to it', async () => {
    const onSubmit = vi.fn();
    const onCodeChange = vi.fn();
    const { user } = await renderWithShell(<Harness onSubmit={onSubmit} onCodeChange={onCodeChange} />);
    await user.click(screen.getByRole('button', { name: en('accounts.twoFactorStep.useRecoveryCode') }));
    const input = screen.getByLabelText(en('accounts.twoFactorStep.recoveryCode'));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('inputmode', 'text');
    await user.type(input, 'ABCD-ef01-2345-6789{Enter}');
    expect(onCodeChange).toHaveBeenLastCalledWith('ABCD-ef01-2345-6789');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused code on the step with the error announced', async () => {
    await renderWithShell(<Harness errorMessageId="api.errors.wrongCode" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
    expect(screen.getByLabelText(en('accounts.twoFactorStep.code'))).toHaveAccessibleDescription('Wrong code');
  });

  it('goes back to the login form on cancel', async () => {
    const onCancel = vi.fn();
    const { user } = await renderWithShell(<Harness onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: en('accounts.twoFactorStep.cancel') }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('is busy while the code is checked', async () => {
    await renderWithShell(<Harness isSubmitting />);
    const submit = screen.getByRole('button', { name: en('accounts.twoFactorStep.submit') });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
  });
});
