// Proves the extra password section: it explains what the password protects, says whether one is
// set, checks the rules (account password given, 10 characters, repeated the same; the server only
// sees a derived key, so nobody else checks them) before sending; a change asks the current extra
// password too; "Forgot it?" leads to a reset behind a warning that every saved password is
// deleted; an extra password set before the vault offers only the reset; the server's error is
// tied to the password fields, and the form says that it is working while the keys are derived.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { ExtraPasswordSection, type ExtraPasswordSectionProps } from './ExtraPasswordSection';
import { en, sv } from '../../testing/catalogue';

const m = (key: string) => en(`settingsAuth.extraPassword.${key}`);

async function renderSection(props: Partial<ExtraPasswordSectionProps> = {}, language: 1 | 2 = 1) {
  const onSave = vi.fn();
  const rendered = await renderWithShell(<ExtraPasswordSection status="notSet" isSaving={false} error={null} onSave={onSave} {...props} />, { language });
  return { onSave, ...rendered };
}

describe('ExtraPasswordSection', () => {
  it('explains what the extra password protects', async () => {
    await renderSection();
    expect(screen.getByRole('region', { name: m('heading') })).toHaveAccessibleDescription(m('explanation'));
    expect(screen.getByText(m('statusNotSet'))).toBeInTheDocument();
  });

  it('sets the extra password with the account password', async () => {
    const { user, onSave } = await renderSection();
    expect(screen.queryByLabelText(m('currentExtraPassword'))).toBeNull();
    await user.type(screen.getByLabelText(m('currentPassword')), 'account pw');
    await user.type(screen.getByLabelText(m('newExtraPassword')), 'vault password');
    await user.type(screen.getByLabelText(m('confirmExtraPassword')), 'vault password{Enter}');
    expect(onSave).toHaveBeenCalledWith({ mode: 'set', currentPassword: 'account pw', extraPassword: 'vault password' });
  });

  it('changes a set one with the account password and the current extra password', async () => {
    const { user, onSave } = await renderSection({ status: 'set' });
    expect(screen.getByText(m('statusSet'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(m('currentPassword')), 'account pw');
    await user.click(screen.getByRole('button', { name: m('change') }));
    expect(screen.getByLabelText(m('currentExtraPassword'))).toHaveFocus();
    expect(screen.getByLabelText(m('currentExtraPassword'))).toHaveAccessibleDescription(en('auth.rules.passwordEmpty'));
    await user.type(screen.getByLabelText(m('currentExtraPassword')), 'vault password');
    await user.type(screen.getByLabelText(m('newExtraPassword')), 'a new vault password');
    await user.type(screen.getByLabelText(m('confirmExtraPassword')), 'a new vault password{Enter}');
    expect(onSave).toHaveBeenCalledWith({
      mode: 'change',
      currentPassword: 'account pw',
      currentExtraPassword: 'vault password',
      extraPassword: 'a new vault password',
    });
  });

  it('resets a forgotten one only after warning that every saved password will be deleted, and can go back', async () => {
    const { user, onSave } = await renderSection({ status: 'set' });
    expect(screen.queryByText(m('resetWarning'))).toBeNull();
    await user.click(screen.getByRole('button', { name: m('forgot') }));
    expect(screen.getByText(m('resetWarning'))).toBeVisible();
    expect(screen.queryByLabelText(m('currentExtraPassword'))).toBeNull();
    const reset = screen.getByRole('button', { name: m('reset') });
    expect(reset).toHaveAccessibleDescription(m('resetWarning'));
    await user.type(screen.getByLabelText(m('currentPassword')), 'account pw');
    await user.type(screen.getByLabelText(m('newExtraPassword')), 'a new vault password');
    await user.type(screen.getByLabelText(m('confirmExtraPassword')), 'a new vault password');
    await user.click(reset);
    expect(onSave).toHaveBeenCalledWith({ mode: 'reset', currentPassword: 'account pw', extraPassword: 'a new vault password' });

    await user.click(screen.getByRole('button', { name: m('cancelReset') }));
    expect(screen.queryByText(m('resetWarning'))).toBeNull();
    expect(screen.getByLabelText(m('currentExtraPassword'))).toBeInTheDocument();
  });

  it('offers only the reset for an extra password set before the vault', async () => {
    await renderSection({ status: 'resetNeeded' });
    expect(screen.getByText(m('statusResetNeeded'))).toBeInTheDocument();
    expect(screen.getByText(m('resetWarning'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m('reset') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m('change') })).toBeNull();
    expect(screen.queryByRole('button', { name: m('cancelReset') })).toBeNull();
    expect(screen.queryByLabelText(m('currentExtraPassword'))).toBeNull();
  });

  it('focuses the first field with a problem and sends nothing; an extra password needs 10 characters', async () => {
    const { user, onSave } = await renderSection();
    await user.click(screen.getByRole('button', { name: m('set') }));
    const current = screen.getByLabelText(m('currentPassword'));
    expect(current).toHaveFocus();
    expect(current).toHaveAccessibleDescription(en('auth.rules.passwordEmpty'));
    await user.type(current, 'account pw');
    await user.type(screen.getByLabelText(m('newExtraPassword')), 'short pw!');
    await user.click(screen.getByRole('button', { name: m('set') }));
    expect(screen.getByLabelText(m('newExtraPassword'))).toHaveFocus();
    expect(screen.getByLabelText(m('newExtraPassword'))).toHaveAccessibleDescription(
      `${en('auth.rules.passwordTooShort')} ${en('auth.fields.passwordRule')}`,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a repeat that does not match', async () => {
    const { user, onSave } = await renderSection();
    await user.type(screen.getByLabelText(m('currentPassword')), 'account pw');
    await user.type(screen.getByLabelText(m('newExtraPassword')), 'vault password');
    await user.type(screen.getByLabelText(m('confirmExtraPassword')), 'vault passwort{Enter}');
    expect(screen.getByLabelText(m('confirmExtraPassword'))).toHaveAccessibleDescription(en('auth.rules.passwordsDiffer'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("announces 'Wrong password' and ties it to the account password and the current extra password", async () => {
    await renderSection({ status: 'set', error: 'Wrong password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.getByLabelText(m('currentPassword'))).toHaveAccessibleDescription('Wrong password');
    expect(screen.getByLabelText(m('currentExtraPassword'))).toHaveAccessibleDescription('Wrong password');
  });

  it('is busy while the keys are derived and sent, and says so', async () => {
    await renderSection({ isSaving: true });
    const submit = screen.getByRole('button', { name: m('set') });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(m('working'));
    expect(screen.getByRole('status')).toHaveTextContent(m('working'));
  });

  it("takes a field's complaint away once it is edited, and reports edits while a refusal is shown", async () => {
    const onEdit = vi.fn();
    const { user } = await renderSection({ error: 'Wrong password', onEdit });
    await user.click(screen.getByRole('button', { name: m('set') }));
    const account = screen.getByLabelText(m('currentPassword'));
    expect(account).toHaveAttribute('aria-invalid', 'true');
    await user.type(account, 'a');
    expect(account).not.toHaveAttribute('aria-invalid');
    expect(onEdit).toHaveBeenCalled();
  });

  it('warns in Swedish for a Swedish user', async () => {
    await renderSection({ status: 'resetNeeded' }, 2);
    expect(screen.getByText(sv('settingsAuth.extraPassword.resetWarning'))).toBeInTheDocument();
  });
});
