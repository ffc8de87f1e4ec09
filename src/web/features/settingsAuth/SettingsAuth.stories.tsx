import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ExtraPasswordSection } from './ExtraPasswordSection';
import { qrCodeFixture } from './qrCode.fixture';
import { SessionsSection, type SessionsState } from './SessionsSection';
import { SettingsAuth } from './SettingsAuth';
import { fixtureNow, recoveryCodesFixture, sessionsFixture, setupFixture } from './settingsAuth.fixtures';
import { TwoFactorSection, type TwoFactorStep } from './TwoFactorSection';

/** The whole /settings/auth page as the container composes it, with its sections' states as args. */
function SettingsAuthPage({ twoFactor, sessions, hasExtraPassword }: { twoFactor: TwoFactorStep; sessions: SessionsState; hasExtraPassword: boolean }) {
  return (
    <SettingsAuth>
      <TwoFactorSection
        state={twoFactor}
        isBusy={false}
        error={null}
        onStart={fn()}
        onConfirmPassword={fn()}
        onConfirm={fn()}
        onCancel={fn()}
        onDone={fn()}
        onStartTurnOff={fn()}
        onTurnOff={fn()}
        onEdit={fn()}
        onCopy={fn()}
        renderQr={async () => qrCodeFixture}
      />
      <ExtraPasswordSection status={hasExtraPassword ? 'set' : 'notSet'} isSaving={false} error={null} onSave={fn()} />
      <SessionsSection state={sessions} pending={new Set()} now={fixtureNow} onRetry={fn()} onSignOut={fn()} onSignOutOthers={fn()} />
    </SettingsAuth>
  );
}

const meta = {
  title: 'Features/SettingsAuth/SettingsAuthPage',
  component: SettingsAuthPage,
  args: { twoFactor: { step: 'off' }, sessions: { status: 'ready', sessions: sessionsFixture }, hasExtraPassword: false },
  parameters: { router: { path: '/settings/auth' } },
} satisfies Meta<typeof SettingsAuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  },
};

export const Loading: Story = { args: { sessions: { status: 'loading' } } };

export const LoadError: Story = { args: { sessions: { status: 'error' } } };

export const TwoFactorSetup: Story = { args: { twoFactor: setupFixture } };

export const RecoveryCodes: Story = { args: { twoFactor: { step: 'recoveryCodes', recoveryCodes: recoveryCodesFixture }, hasExtraPassword: true } };

export const Dark: Story = { args: { twoFactor: { step: 'on' }, hasExtraPassword: true }, globals: { theme: 'dark' } };

export const Swedish: Story = { globals: { locale: 'sv' } };

export const Phone: Story = { args: { twoFactor: setupFixture }, globals: { viewport: { value: 'phone360', isRotated: false } } };
