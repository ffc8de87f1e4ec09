// Proves the extra password section: it explains what the password protects, says whether one is
// set, checks the rules (account password given, 10 characters, repeated the same) before sending,
// and ties the server's error to the account password field.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { ExtraPasswordSection, type ExtraPasswordSectionProps } from './ExtraPasswordSection';
import { en } from '../../testing/catalogue';

const m = (key: string) => en(`settingsAuth.extraPassword.${key}`);

async function renderSection(props: Partial<ExtraPasswordSectionProps> = {}) {
  const onSave = vi.fn();
  const rendered = await renderWithShell(<ExtraPasswordSection hasExtraPassword={false} isSaving={false} error={null} onSave={onSave} {...props} />);
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
    await user.type(screen.getByLabelText(m('currentPassword')), 'account pw');
    await user.type(screen.getByLabelText(m('newExtraPassword')), 'vault password');
    await user.type(screen.getByLabelText(m('confirmExtraPassword')), 'vault password{Enter}');
    expect(onSave).toHaveBeenCalledWith({ currentPassword: 'account pw', extraPassword: 'vault password' });
  });

  it('offers to change it when one is set', async () => {
    await renderSection({ hasExtraPassword: true });
    expect(screen.getByText(m('statusSet'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m('change') })).toBeInTheDocument();
  });

  it('focuses the first field with a problem and sends nothing', async () => {
    const { user, onSave } = await renderSection();
    await user.click(screen.getByRole('button', { name: m('set') }));
    const current = screen.getByLabelText(m('currentPassword'));
    expect(current).toHaveFocus();
    expect(current).toHaveAccessibleDescription(en('accounts.rules.passwordEmpty'));
    await user.type(current, 'account pw');
    await user.type(screen.getByLabelText(m('newExtraPassword')), 'short');
    await user.click(screen.getByRole('button', { name: m('set') }));
    expect(screen.getByLabelText(m('newExtraPassword'))).toHaveFocus();
    expect(screen.getByLabelText(m('newExtraPassword'))).toHaveAccessibleDescription(
      `${en('accounts.rules.passwordTooShort')} ${en('accounts.fields.passwordRule')}`,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a repeat that does not match', async () => {
    const { user, onSave } = await renderSection();
    await user.type(screen.getByLabelText(m('currentPassword')), 'account pw');
    await user.type(screen.getByLabelText(m('newExtraPassword')), 'vault password');
    await user.type(screen.getByLabelText(m('confirmExtraPassword')), 'vault passwort{Enter}');
    expect(screen.getByLabelText(m('confirmExtraPassword'))).toHaveAccessibleDescription(en('accounts.rules.passwordsDiffer'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("announces 'Wrong password' and ties it to the account password", async () => {
    await renderSection({ error: 'Wrong password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.getByLabelText(m('currentPassword'))).toHaveAccessibleDescription('Wrong password');
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
});
