// Proves the sign-in form: labelled fields, keyboard submission, required fields checked before
// a request, the view-model's error announced and tied to the fields, and the busy state.
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { LoginForm, type LoginFormProps } from './LoginForm';
import { en, sv } from '../../testing/catalogue';

const noError = { errorMessageId: null };

async function renderForm(props: Partial<LoginFormProps> = {}, language: 1 | 2 = 1) {
  const onSubmit = vi.fn();
  const onEdit = vi.fn();
  const rendered = await renderWithShell(<LoginForm isSubmitting={false} {...noError} onSubmit={onSubmit} onEdit={onEdit} {...props} />, {
    path: '/login',
    language,
  });
  return { onSubmit, onEdit, ...rendered };
}

describe('LoginForm', () => {
  it("shows the app's name above the heading", async () => {
    await renderForm();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.previousElementSibling).toHaveTextContent('Lifelog');
  });

  it('submits the trimmed username and the password with Enter', async () => {
    const { onSubmit, user } = await renderForm();
    await user.type(screen.getByLabelText(en('auth.fields.username')), ' ada ');
    await user.type(screen.getByLabelText(en('auth.fields.password')), 'correct horse{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ username: 'ada', password: 'correct horse' });
  });

  it('asks for a missing field instead of submitting, and focuses it', async () => {
    const { onSubmit, user } = await renderForm();
    await user.type(screen.getByLabelText(en('auth.fields.username')), 'ada');
    await user.click(screen.getByRole('button', { name: en('accounts.loginForm.submit') }));
    const password = screen.getByLabelText(en('auth.fields.password'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(en('auth.rules.passwordEmpty'));
  });

  it('puts the caret in the username on arrival', async () => {
    await renderForm();
    expect(screen.getByLabelText(en('auth.fields.username'))).toHaveFocus();
  });

  it("takes back a field's complaint as soon as that field is edited, not another's", async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: en('accounts.loginForm.submit') }));
    const username = screen.getByLabelText(en('auth.fields.username'));
    const password = screen.getByLabelText(en('auth.fields.password'));
    expect(username).toHaveAccessibleDescription(en('auth.rules.usernameEmpty'));
    await user.type(username, 'a');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(en('auth.rules.usernameEmpty'))).toBeNull();
    expect(password).toHaveAccessibleDescription(en('auth.rules.passwordEmpty'));
    await user.type(password, 'p');
    expect(screen.queryByText(en('auth.rules.passwordEmpty'))).toBeNull();
  });

  it('says the refusal is stale as soon as a field is edited, and not while none is shown', async () => {
    const { user, onEdit } = await renderForm({ errorMessageId: 'api.errors.wrongLogin' });
    await user.type(screen.getByLabelText(en('auth.fields.password')), 'x');
    expect(onEdit).toHaveBeenCalled();
    onEdit.mockClear();
    cleanup();
    const fresh = await renderForm();
    await user.type(screen.getByLabelText(en('auth.fields.username')), 'ada');
    expect(fresh.onEdit).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a toggle button', async () => {
    const { user } = await renderForm();
    const password = screen.getByLabelText(en('auth.fields.password'));
    const toggle = screen.getByRole('button', { name: en('auth.fields.showPassword') });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('announces the server error in the interface language and ties it to the fields', async () => {
    await renderForm({ errorMessageId: 'api.errors.wrongLogin' }, 2);
    expect(screen.getByRole('alert')).toHaveTextContent(sv('api.errors.wrongLogin'));
    expect(screen.getByLabelText(sv('auth.fields.username'))).toHaveAccessibleDescription(sv('api.errors.wrongLogin'));
  });

  it('says what its step could not do when the refusal has no words of its own', async () => {
    await renderForm({ errorMessageId: 'auth.errors.loginFailed' });
    expect(screen.getByRole('alert')).toHaveTextContent(en('auth.errors.loginFailed'));
  });

  it('is busy and cannot be submitted twice while submitting', async () => {
    const { onSubmit, user } = await renderForm({ isSubmitting: true });
    const submit = screen.getByRole('button', { name: en('accounts.loginForm.submit') });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.type(screen.getByLabelText(en('auth.fields.username')), 'ada');
    await user.type(screen.getByLabelText(en('auth.fields.password')), 'pw{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('links to the registration page', async () => {
    await renderForm();
    expect(screen.getByRole('link', { name: en('accounts.loginForm.register') })).toHaveAttribute('href', '/register');
  });
});
