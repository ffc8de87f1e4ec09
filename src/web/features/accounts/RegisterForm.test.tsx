// Proves the registration form: the rules shown before submitting, the server's rules checked
// in the browser with its wording, the chosen language sent, and the server's error announced.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import { en } from '../../testing/catalogue';

async function renderForm(props: Partial<RegisterFormProps> = {}) {
  const onSubmit = vi.fn();
  const onLanguageChange = vi.fn();
  const onEdit = vi.fn();
  const rendered = await renderWithShell(
    <RegisterForm
      isSubmitting={false}
      errorMessageId={null}
      language={1}
      onLanguageChange={onLanguageChange}
      onSubmit={onSubmit}
      onEdit={onEdit}
      {...props}
    />,
    { path: '/register' },
  );
  const field = (key: string) => screen.getByLabelText(en(key));
  return { onSubmit, onLanguageChange, onEdit, field, ...rendered };
}

describe('RegisterForm', () => {
  it('puts the caret in the username on arrival', async () => {
    const { field } = await renderForm();
    expect(field('auth.fields.username')).toHaveFocus();
  });

  it("takes back a complaint when a field it is about is edited: the repeat's when the password changes", async () => {
    const { user, field } = await renderForm();
    await user.type(field('auth.fields.username'), 'ab');
    await user.type(field('auth.fields.password'), 'long enough pw');
    await user.type(field('auth.fields.confirmPassword'), 'other words{Enter}');
    expect(field('auth.fields.username')).toHaveAttribute('aria-invalid', 'true');
    expect(field('auth.fields.confirmPassword')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('auth.fields.password'), '!');
    expect(field('auth.fields.confirmPassword')).not.toHaveAttribute('aria-invalid');
    expect(field('auth.fields.username')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('auth.fields.username'), 'c');
    expect(field('auth.fields.username')).not.toHaveAttribute('aria-invalid');
  });

  it("says the server's refusal is stale when a field of the submission changes", async () => {
    const { user, field, onEdit } = await renderForm({ errorMessageId: 'api.errors.usernameTaken' });
    await user.type(field('auth.fields.username'), 'x');
    expect(onEdit).toHaveBeenCalledTimes(1);
    await user.selectOptions(field('auth.fields.language'), 'Svenska');
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it('shows the username and password rules before anything is typed', async () => {
    const { field } = await renderForm();
    expect(field('auth.fields.username')).toHaveAccessibleDescription(en('auth.fields.usernameRule'));
    expect(field('auth.fields.password')).toHaveAccessibleDescription(en('auth.fields.passwordRule'));
  });

  it('sends username, password and language when the rules hold', async () => {
    const { user, field, onSubmit } = await renderForm({ language: 2 });
    await user.type(field('auth.fields.username'), 'Ada.L');
    await user.type(field('auth.fields.password'), 'long enough pw');
    await user.type(field('auth.fields.confirmPassword'), 'long enough pw{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ username: 'Ada.L', password: 'long enough pw', language: 2 });
  });

  it.each([
    ['ab', 'auth.rules.usernameTooShort'],
    ['a'.repeat(33), 'auth.rules.usernameTooLong'],
    ['ada lovelace', 'auth.rules.usernameInvalidCharacters'],
  ])('refuses the username %j with the rule it breaks', async (username, message) => {
    const { user, field, onSubmit } = await renderForm();
    await user.type(field('auth.fields.username'), username);
    await user.type(field('auth.fields.password'), 'long enough pw');
    await user.type(field('auth.fields.confirmPassword'), 'long enough pw{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('auth.fields.username')).toHaveFocus();
    expect(field('auth.fields.username')).toHaveAttribute('aria-invalid', 'true');
    expect(field('auth.fields.username')).toHaveAccessibleDescription(
      `${en(message)} ${en('auth.fields.usernameRule')}`,
    );
  });

  it('refuses a password longer than the server accepts, before sending it', async () => {
    const { user, field, onSubmit } = await renderForm();
    await user.type(field('auth.fields.username'), 'ada');
    await user.click(field('auth.fields.password'));
    await user.paste('x'.repeat(1025));
    await user.click(field('auth.fields.confirmPassword'));
    await user.paste('x'.repeat(1025));
    await user.keyboard('{Enter}');
    expect(field('auth.fields.password')).toHaveFocus();
    expect(screen.getByText(en('auth.rules.passwordTooLong'))).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a short password and a confirmation that differs', async () => {
    const { user, field, onSubmit } = await renderForm();
    await user.type(field('auth.fields.username'), 'ada');
    await user.type(field('auth.fields.password'), 'short{Enter}');
    expect(field('auth.fields.password')).toHaveFocus();
    expect(screen.getByText(en('auth.rules.passwordTooShort'))).toBeVisible();
    await user.type(field('auth.fields.password'), ' but longer now');
    await user.type(field('auth.fields.confirmPassword'), 'something else{Enter}');
    expect(field('auth.fields.confirmPassword')).toHaveFocus();
    expect(field('auth.fields.confirmPassword')).toHaveAccessibleDescription(en('auth.rules.passwordsDiffer'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports a language choice', async () => {
    const { user, field, onLanguageChange } = await renderForm();
    await user.selectOptions(field('auth.fields.language'), 'Svenska');
    expect(onLanguageChange).toHaveBeenCalledWith(2);
  });

  it('announces a taken username', async () => {
    await renderForm({ errorMessageId: 'api.errors.usernameTaken' });
    expect(screen.getByRole('alert')).toHaveTextContent('Username is taken');
  });

  it('is busy while signing up', async () => {
    await renderForm({ isSubmitting: true });
    expect(screen.getByRole('button', { name: en('accounts.registerForm.submit') })).toBeDisabled();
  });
});
