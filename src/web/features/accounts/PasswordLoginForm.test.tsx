// Proves the password-area login: the explanation, keyboard submission, an empty field caught,
// spec §8's 'Wrong password' announced, tied to the field and taken back when the field is edited,
// the field focused on arrival, a status line while the key is derived, and for a user without an
// extra password (or one the vault needs replaced) the way to /settings/auth, where it is set.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { PasswordLoginForm, type PasswordLoginFormProps } from './PasswordLoginForm';
import { en, sv } from '../../testing/catalogue';

async function renderForm(props: Partial<PasswordLoginFormProps> = {}, language: 1 | 2 = 1) {
  const onSubmit = vi.fn();
  const onEdit = vi.fn();
  const rendered = await renderWithShell(
    <PasswordLoginForm hasExtraPassword isSubmitting={false} errorMessageId={null} onSubmit={onSubmit} onEdit={onEdit} {...props} />,
    { language },
  );
  return { onSubmit, onEdit, ...rendered };
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
    await renderForm({ errorMessageId: 'auth.errors.wrongPassword' });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.getByLabelText(en('accounts.passwordLoginForm.extraPassword'))).toHaveAccessibleDescription('Wrong password');
  });

  it('puts the caret in the field on arrival', async () => {
    await renderForm();
    expect(screen.getByLabelText(en('accounts.passwordLoginForm.extraPassword'))).toHaveFocus();
  });

  it("says 'Wrong password' is stale when the password is edited, and takes back its own complaint", async () => {
    const { user, onEdit } = await renderForm({ errorMessageId: 'auth.errors.wrongPassword' });
    const field = screen.getByLabelText(en('accounts.passwordLoginForm.extraPassword'));
    await user.type(field, 'x');
    expect(onEdit).toHaveBeenCalledTimes(1);
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: en('accounts.passwordLoginForm.submit') }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(en('auth.rules.passwordEmpty'))).toBeInTheDocument();
    await user.type(field, 'y');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(en('auth.rules.passwordEmpty'))).toBeNull();
  });

  it('asks a user without an extra password to set one first, with no form to fill in', async () => {
    await renderForm({ hasExtraPassword: false });
    expect(screen.getByRole('region', { name: en('accounts.passwordLoginForm.heading') })).toHaveAccessibleDescription(
      en('accounts.passwordLoginForm.notSet'),
    );
    expect(screen.queryByLabelText(en('accounts.passwordLoginForm.extraPassword'))).toBeNull();
    expect(screen.queryByRole('button', { name: en('accounts.passwordLoginForm.submit') })).toBeNull();
    expect(screen.getByRole('link', { name: en('accounts.passwordLoginForm.setExtraPassword') })).toHaveAttribute('href', '/settings/auth');
  });

  it('says it in Swedish for a Swedish visitor', async () => {
    await renderForm({ errorMessageId: 'auth.errors.wrongPassword' }, 2);
    expect(screen.getByRole('alert')).toHaveTextContent(sv('auth.errors.wrongPassword'));
  });

  it('is busy while checking, and says that it is working (the key derivation takes a while)', async () => {
    await renderForm({ isSubmitting: true });
    const submit = screen.getByRole('button', { name: en('accounts.passwordLoginForm.submit') });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(en('accounts.passwordLoginForm.working'));
  });

  it('says nothing in its status line while idle', async () => {
    await renderForm();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each(['accounts.errors.extraPasswordNotSet', 'accounts.errors.vaultResetNeeded'])(
    'for %s, says so and links to the security settings, where a new extra password is set',
    async (errorMessageId) => {
      await renderForm({ errorMessageId });
      expect(screen.getByRole('alert')).toHaveTextContent(en(errorMessageId));
      expect(screen.getByRole('link', { name: en('accounts.passwordLoginForm.setExtraPassword') })).toHaveAttribute('href', '/settings/auth');
    },
  );

  it("links nowhere for 'Wrong password'", async () => {
    await renderForm({ errorMessageId: 'auth.errors.wrongPassword' });
    expect(screen.queryByRole('link', { name: en('accounts.passwordLoginForm.setExtraPassword') })).toBeNull();
  });
});
