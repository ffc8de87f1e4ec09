// Proves the password-area login: the explanation, keyboard submission, an empty field caught,
// and spec §8's 'Wrong password' announced and tied to the field.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { PasswordLoginForm, type PasswordLoginFormProps } from './PasswordLoginForm';
import { en, sv } from '../../testing/catalogue';

async function renderForm(props: Partial<PasswordLoginFormProps> = {}, language: 1 | 2 = 1) {
  const onSubmit = vi.fn();
  const rendered = await renderWithShell(
    <PasswordLoginForm isSubmitting={false} errorMessageId={null} onSubmit={onSubmit} {...props} />,
    { language },
  );
  return { onSubmit, ...rendered };
}

describe('PasswordLoginForm', () => {
  it('explains the extra password and submits it with Enter', async () => {
    const { user, onSubmit } = await renderForm();
    expect(screen.getByRole('region', { name: en('accounts.passwordLoginForm.heading') })).toHaveAccessibleDescription(
      en('accounts.passwordLoginForm.explanation'),
    );
    await user.type(screen.getByLabelText(en('accounts.passwordLoginForm.extraPassword')), 'vault password{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('vault password');
  });

  it('asks for the password instead of submitting an empty one', async () => {
    const { user, onSubmit } = await renderForm();
    await user.click(screen.getByRole('button', { name: en('accounts.passwordLoginForm.submit') }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(en('accounts.passwordLoginForm.extraPassword'))).toHaveFocus();
  });

  it("announces 'Wrong password' (spec §8) and ties it to the field", async () => {
    await renderForm({ errorMessageId: 'accounts.errors.wrongPassword' });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.getByLabelText(en('accounts.passwordLoginForm.extraPassword'))).toHaveAccessibleDescription('Wrong password');
  });

  it('says it in Swedish for a Swedish visitor', async () => {
    await renderForm({ errorMessageId: 'accounts.errors.wrongPassword' }, 2);
    expect(screen.getByRole('alert')).toHaveTextContent(sv('accounts.errors.wrongPassword'));
  });

  it('is busy while checking', async () => {
    await renderForm({ isSubmitting: true });
    const submit = screen.getByRole('button', { name: en('accounts.passwordLoginForm.submit') });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
  });
});
