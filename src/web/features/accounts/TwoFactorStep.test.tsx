// Proves the 2FA code step: a numeric one-time-code input that takes digits only, focused on
// arrival and after a refusal, a switch to recovery codes in their own field and format, codes
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
    expect(onCodeChange).toHaveBeenLastCalledWith('abcd-ef01-2345-6789');
    expect(input).toHaveValue('abcd-ef01-2345-6789');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('puts the caret in the code field when the step appears', async () => {
    await renderWithShell(<Harness />);
    expect(screen.getByLabelText(en('accounts.twoFactorStep.code'))).toHaveFocus();
  });

  it('refuses anything but digits as it is typed, and keeps six of a pasted code', async () => {
    const onCodeChange = vi.fn();
    const { user } = await renderWithShell(<Harness onCodeChange={onCodeChange} />);
    const input = screen.getByLabelText(en('accounts.twoFactorStep.code'));
    await user.type(input, '1a2-b 3');
    expect(input).toHaveValue('123');
    await user.clear(input);
    await user.paste('123 4567');
    expect(input).toHaveValue('123456');
    expect(onCodeChange).not.toHaveBeenCalledWith(expect.stringMatching(/\D/));
  });

  it('groups a recovery code as it was shown and refuses what cannot be in one', async () => {
    const { user } = await renderWithShell(<Harness />);
    await user.click(screen.getByRole('button', { name: en('accounts.twoFactorStep.useRecoveryCode') }));
    const input = screen.getByLabelText(en('accounts.twoFactorStep.recoveryCode'));
    await user.type(input, 'abcdxyz12');
    expect(input).toHaveValue('abcd-12');
  });

  it('takes back its complaint about the code as soon as the code is edited', async () => {
    const { user } = await renderWithShell(<Harness />);
    const input = screen.getByLabelText(en('accounts.twoFactorStep.code'));
    await user.type(input, '12{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'x');
    expect(input).toHaveAttribute('aria-invalid', 'true'); // a refused letter changes nothing
    await user.type(input, '3');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(en('accounts.twoFactorStep.codeRule'))).toBeNull();
  });

  it('gives the code field focus back when a code is refused', async () => {
    function Refusing() {
      const [error, setError] = useState<string | null>(null);
      return <Harness errorMessageId={error} onSubmit={() => setError('api.errors.wrongCode')} />;
    }
    const { user } = await renderWithShell(<Refusing />);
    const input = screen.getByLabelText(en('accounts.twoFactorStep.code'));
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: en('accounts.twoFactorStep.submit') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
    expect(screen.getByLabelText(en('accounts.twoFactorStep.code'))).toHaveFocus();
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
