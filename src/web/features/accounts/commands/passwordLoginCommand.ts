import { waitFor } from 'xstate';
import { selectAuth } from '../../../../../machines/authMachine';
import { extraAuthMessageIds } from '../../../../../machines/extraAuthMachine';
import { outcome, type CommandOutcome } from '../../../../domain/commandLine/outcome';
import type { CommandDefinition, CommandRequest, CommandServices } from '../../../commandDefinition';
import type { SignedInSession } from '../../../auth/signedInSession';
import type { VaultUnlock } from '../../../auth/vaultUnlock';
import { userCommandMessages as m } from './messages';

/** What `us` alone, or with an option it does not know, answers. */
const everyUsage = 'us login <username>, us signout, us -p';

/** The password login (extraAuthMachine): the message id of its refusal, or null once in. */
async function logIn({ extraAuth, selectExtraAuth }: SignedInSession, extraPassword: string): Promise<string | null> {
  extraAuth.send({ type: 'password.submitted', extraPassword });
  // The key derivation takes about a second.
  const view = selectExtraAuth(await waitFor(extraAuth, (snapshot) => !selectExtraAuth(snapshot).isSubmitting));
  return view.isLoggedIn ? null : (view.errorMessageId ?? extraAuthMessageIds.loginFailed);
}

/** Unlocks this tab's vault key (the extra token came from another tab): the refusal's id, or null. */
function unlock(vaultUnlock: VaultUnlock, extraPassword: string): Promise<string | null> {
  return new Promise((resolve) => {
    const settle = () => {
      const state = vaultUnlock.getState();
      if (state.isSubmitting) return;
      stop();
      resolve(state.errorMessageId);
    };
    const stop = vaultUnlock.subscribe(settle);
    vaultUnlock.submit(extraPassword);
  });
}

/**
 * `us -p`: the password login of /password-login (spec §4), asking for the extra password
 * (masked). A tab that has the extra token but not the vault key (the login happened in another
 * tab) unlocks the key instead, as that screen does.
 */
async function runPasswordLogin({ parsed, answers }: CommandRequest, services: CommandServices): Promise<CommandOutcome> {
  if (parsed.option !== 'p') return outcome.error({ ...m.usage, values: { usage: everyUsage } });
  const session = await services.runtime.signedIn.load();
  const hasToken = session.hasExtraToken();
  if (hasToken && (await session.vaultKeys.restore())) return outcome.ok(m.alreadyLoggedInToPasswords);
  // The server would refuse it too; saying so now spares typing a password for nothing.
  if (!selectAuth(services.runtime.auth.getSnapshot()).user?.hasExtraPassword) return outcome.error({ id: extraAuthMessageIds.extraPasswordNotSet });
  // An empty answer asks again.
  const extraPassword = answers.at(-1);
  if (!extraPassword) return { status: 'ok', lines: [], prompt: { message: m.extraPasswordPrompt, masked: true } };
  const refusal = hasToken ? await unlock(session.vaultUnlock, extraPassword) : await logIn(session, extraPassword);
  return refusal ? outcome.error({ id: refusal }) : outcome.ok(m.loggedInToPasswords);
}

/** `us` with its option: `us -p`. (`us login` and `us signout` are commands of their own.) */
export const passwordLoginCommand: CommandDefinition = {
  words: ['us'],
  usage: 'us -p',
  help: m.passwordLoginHelp,
  access: 'user',
  run: runPasswordLogin,
};
