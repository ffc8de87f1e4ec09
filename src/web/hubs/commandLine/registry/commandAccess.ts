import { selectAuth } from '../../../../../machines/authMachine';
import type { CommandAccess, CommandServices } from '../../../commandDefinition';
import { vaultKeyStore } from '../../../vault/vaultKeyStore';
import { commandLineMessages as m } from '../messages';
import type { OutputMessage } from '../../../../domain/commandLine/outcome';

/** Signed in, as the auth machine says. */
export const isSignedIn = (services: CommandServices) => selectAuth(services.runtime.auth.getSnapshot()).isLoggedIn;

/**
 * Logged in to passwords in this tab: the extra token (the extra login's machine) and the vault
 * key (issue 9: the key stays in the tab that unlocked it), as the password pages' guard asks.
 */
async function hasPasswordLogin(services: CommandServices): Promise<boolean> {
  const session = services.runtime.signedIn.current() ?? (await services.runtime.signedIn.load());
  return session.hasExtraToken() && (await vaultKeyStore.restore()) !== null;
}

/** Spec §6: why a command may not run now, or null when it may. */
export async function accessRefusal(access: CommandAccess, services: CommandServices): Promise<OutputMessage | null> {
  if (access === 'anyone') return null;
  if (!isSignedIn(services)) return m.notLoggedIn;
  if (access === 'passwords' && !(await hasPasswordLogin(services))) return m.notLoggedInToPasswords;
  return null;
}
