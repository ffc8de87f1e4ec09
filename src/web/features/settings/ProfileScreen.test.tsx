// Proves the profile screen: the username shown, the password change form's rules (current
// password needed, new one at least 10 characters with the rule shown, confirmation equal),
// what it sends, the success message about other sessions, and errors announced.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { ProfileScreen, type ProfileScreenProps } from './ProfileScreen';
import { en } from '../../testing/catalogue';

async function renderScreen(props: Partial<ProfileScreenProps> = {}) {
  const onChangePassword = vi.fn();
  const rendered = await renderWithShell(
    <ProfileScreen username="ada" isSaving={false} error={null} isChanged={false} onChangePassword={onChangePassword} {...props} />,
  );
  return { onChangePassword, ...rendered };
}

const current = () => screen.getByLabelText(en('settings.profileScreen.currentPassword'));
const next = () => screen.getByLabelText(en('settings.profileScreen.newPassword'));
const confirm = () => screen.getByLabelText(en('settings.profileScreen.confirmPassword'));
const submit = () => screen.getByRole('button', { name: en('settings.profileScreen.submit') });

describe('ProfileScreen', () => {
  it('shows the username and the new password rule', async () => {
    await renderScreen();
    expect(screen.getByText('ada')).toBeInTheDocument();
    expect(next()).toHaveAccessibleDescription(en('auth.fields.passwordRule'));
  });

  it('sends the current and the new password, by keyboard', async () => {
    const { user, onChangePassword } = await renderScreen();
    await user.type(current(), 'old password');
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(en('auth.fields.showPassword'));
    await user.tab();
    expect(next()).toHaveFocus();
    await user.keyboard('new password!');
    await user.type(confirm(), 'new password!{Enter}');
    expect(onChangePassword).toHaveBeenCalledWith({ currentPassword: 'old password', newPassword: 'new password!' });
  });

  it('asks for the current password first', async () => {
    const { user, onChangePassword } = await renderScreen();
    await user.click(submit());
    expect(current()).toHaveFocus();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(onChangePassword).not.toHaveBeenCalled();
  });

  it('refuses a new password shorter than 10 characters', async () => {
    const { user, onChangePassword } = await renderScreen();
    await user.type(current(), 'old password');
    await user.type(next(), 'short');
    await user.type(confirm(), 'short{Enter}');
    expect(next()).toHaveFocus();
    expect(next()).toHaveAccessibleDescription(`${en('auth.rules.passwordTooShort')} ${en('auth.fields.passwordRule')}`);
    expect(onChangePassword).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs', async () => {
    const { user, onChangePassword } = await renderScreen();
    await user.type(current(), 'old password');
    await user.type(next(), 'new password!');
    await user.type(confirm(), 'new password?{Enter}');
    expect(confirm()).toHaveFocus();
    expect(confirm()).toHaveAccessibleDescription(en('auth.rules.passwordsDiffer'));
    expect(onChangePassword).not.toHaveBeenCalled();
  });

  it("takes a field's complaint away once it is edited, and a mismatch once either password is", async () => {
    const { user } = await renderScreen();
    await user.click(submit());
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    await user.type(current(), 'o');
    expect(current()).not.toHaveAttribute('aria-invalid');

    await user.type(next(), 'new password!');
    await user.type(confirm(), 'new password?{Enter}');
    expect(confirm()).toHaveAttribute('aria-invalid', 'true');
    await user.type(next(), '?');
    expect(confirm()).not.toHaveAttribute('aria-invalid');
  });

  it("says the server's refusal is gone once a field is edited", async () => {
    const onEdit = vi.fn();
    const { user } = await renderScreen({ error: 'Wrong password', onEdit });
    await user.type(current(), 'x');
    expect(onEdit).toHaveBeenCalled();
  });

  it('says other sessions were signed out and clears the fields after a change', async () => {
    function Changing() {
      const [isChanged, setChanged] = useState(false);
      return <ProfileScreen username="ada" isSaving={false} error={null} isChanged={isChanged} onChangePassword={() => setChanged(true)} />;
    }
    const { user } = await renderWithShell(<Changing />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(current(), 'old password');
    await user.type(next(), 'new password!');
    await user.type(confirm(), 'new password!{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(en('settings.profileScreen.changed'));
    expect(current()).toHaveValue('');
    expect(next()).toHaveValue('');
    expect(confirm()).toHaveValue('');
  });

  it('announces an error and is busy while saving', async () => {
    await renderScreen({ error: 'Wrong password', isSaving: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(current()).toHaveAccessibleDescription('Wrong password');
    expect(submit()).toBeDisabled();
  });
});
