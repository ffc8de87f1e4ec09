// Proves the profile setup screen: language and theme choices reported, the extra password
// explained and optional, its rules checked, Continue and Skip, and the error announced.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { SetupProfile, type SetupProfileProps } from './SetupProfile';
import { en } from '../../testing/catalogue';

async function renderScreen(props: Partial<SetupProfileProps> = {}) {
  const handlers = { onContinue: vi.fn(), onSkip: vi.fn(), onLanguageChange: vi.fn(), onThemeChange: vi.fn(), onEdit: vi.fn() };
  const rendered = await renderWithShell(
    <SetupProfile language={1} theme="light" isSaving={false} error={null} {...handlers} {...props} />,
  );
  return { ...handlers, ...rendered };
}

describe('SetupProfile', () => {
  it('puts the caret in its first field, the language, on arrival', async () => {
    await renderScreen();
    expect(screen.getByLabelText(en('auth.fields.language'))).toHaveFocus();
  });

  it("says the save's error is stale once a choice changes, and takes back a field's complaint when it is edited", async () => {
    const { user, onEdit } = await renderScreen({ error: 'Could not update preferences' });
    await user.click(screen.getByRole('radio', { name: en('auth.fields.themeDark') }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    const extra = screen.getByLabelText(en('accounts.setupProfile.extraPassword'));
    await user.type(extra, 'short{Enter}');
    expect(extra).toHaveAttribute('aria-invalid', 'true');
    await user.type(extra, ' and now long enough');
    expect(extra).not.toHaveAttribute('aria-invalid');
  });

  it('continues with the chosen language and theme and no extra password', async () => {
    const { user, onContinue } = await renderScreen({ language: 2, theme: 'dark' });
    await user.click(screen.getByRole('button', { name: en('accounts.setupProfile.continue') }));
    expect(onContinue).toHaveBeenCalledWith({ language: 2, theme: 'dark' });
  });

  it('reports theme and language changes', async () => {
    const { user, onThemeChange, onLanguageChange } = await renderScreen();
    await user.click(screen.getByRole('radio', { name: en('auth.fields.themeDark') }));
    expect(onThemeChange).toHaveBeenCalledWith('dark');
    await user.selectOptions(screen.getByLabelText(en('auth.fields.language')), 'Svenska');
    expect(onLanguageChange).toHaveBeenCalledWith(2);
  });

  it('explains what the extra password protects', async () => {
    await renderScreen();
    expect(screen.getByRole('group', { name: en('accounts.setupProfile.extraPasswordLegend') })).toHaveAccessibleDescription(
      en('accounts.setupProfile.extraPasswordExplanation'),
    );
  });

  it('asks for the account password with an extra password and sends both', async () => {
    const { user, onContinue } = await renderScreen();
    expect(screen.queryByLabelText(en('accounts.setupProfile.currentPassword'))).toBeNull();
    await user.type(screen.getByLabelText(en('accounts.setupProfile.extraPassword')), 'vault password');
    await user.click(screen.getByRole('button', { name: en('accounts.setupProfile.continue') }));
    const current = screen.getByLabelText(en('accounts.setupProfile.currentPassword'));
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    await user.type(current, 'account pw{Enter}');
    expect(onContinue).toHaveBeenCalledWith({
      language: 1,
      theme: 'light',
      extraPassword: { extraPassword: 'vault password', currentPassword: 'account pw' },
    });
  });

  it('refuses a short extra password', async () => {
    const { user, onContinue } = await renderScreen();
    const extra = screen.getByLabelText(en('accounts.setupProfile.extraPassword'));
    await user.type(extra, 'short{Enter}');
    expect(extra).toHaveFocus();
    expect(extra).toHaveAccessibleDescription(`${en('auth.rules.passwordTooShort')} ${en('auth.fields.passwordRule')}`);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('skips', async () => {
    const { user, onSkip } = await renderScreen();
    await user.click(screen.getByRole('button', { name: en('accounts.setupProfile.skip') }));
    expect(onSkip).toHaveBeenCalled();
  });

  it('announces an error and is busy while saving', async () => {
    await renderScreen({ error: 'Could not update preferences', isSaving: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not update preferences');
    expect(screen.getByRole('button', { name: en('accounts.setupProfile.continue') })).toBeDisabled();
  });
});
