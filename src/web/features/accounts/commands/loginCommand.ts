import { waitFor } from 'xstate';
import { authMessageIds, selectAuth, type AuthActor } from '../../../../../machines/authMachine';
import { outcome, type CommandOutcome, type OutputMessage } from '../../../../domain/commandLine/outcome';
import type { CommandDefinition, CommandRequest } from '../../../commandDefinition';
import { userCommandMessages as m } from './messages';

const usage = 'us login <username>';

/** An answer still to come: the next line typed is it (masked for a password). */
const ask = (message: OutputMessage, masked: boolean, lines: CommandOutcome['lines'] = [], status: CommandOutcome['status'] = 'ok'): CommandOutcome => ({
  status,
  lines,
  prompt: { message, masked },
});

/** The machine once the password, or the code, is no longer with the server. */
async function settled(auth: AuthActor) {
  return selectAuth(await waitFor(auth, (snapshot) => !selectAuth(snapshot).isSubmitting));
}

/**
 * The username as typed. A username may be all digits (`us login 1234`), which the parser takes
 * as a position.
 */
function usernameOf({ args, parsed }: CommandRequest): string | null {
  return args[0] ?? (parsed.position === null ? null : String(parsed.position));
}

/**
 * `us login <username>`: asks for the password, then, for a 2FA user, the code, and logs in
 * through the auth machine as the login screen does, so the whole app follows. Each answer runs
 * the command again: answers[0] is the password, the last of the others the latest code.
 */
async function runLogin(request: CommandRequest, auth: AuthActor): Promise<CommandOutcome> {
  const view = selectAuth(auth.getSnapshot());
  if (view.isLoggedIn) return outcome.ok(m.alreadyLoggedIn);
  const username = usernameOf(request);
  if (!username) return outcome.error({ ...m.usernameRequired, values: { usage } });
  const { answers } = request;
  if (answers.length === 0) return ask(m.passwordPrompt, true);

  if (answers.length === 1) {
    // A code step an earlier login left (its prompt was closed) gives way to this login.
    if (view.isAwaitingCode) auth.send({ type: 'login.cancelled' });
    auth.send({ type: 'login.submitted', credentials: { username, password: answers[0]! } });
  } else {
    auth.send({ type: 'code.entered', code: answers.at(-1)! });
    auth.send({ type: 'code.submitted' });
  }
  const result = await settled(auth);
  if (result.isLoggedIn) return outcome.ok({ ...m.loggedIn, values: { username: result.user?.username ?? username } });
  // As on the code screen, a refused code asks for another.
  if (result.isAwaitingCode) {
    const refusal = result.errorMessageId ? [{ kind: 'message' as const, message: { id: result.errorMessageId } }] : [];
    return ask(m.codePrompt, false, refusal, refusal.length ? 'error' : 'ok');
  }
  return outcome.error({ id: result.errorMessageId ?? authMessageIds.loginFailed });
}

export const loginCommand: CommandDefinition = {
  words: ['us', 'login'],
  usage,
  help: m.loginHelp,
  access: 'anyone',
  run: (request, { runtime }) => runLogin(request, runtime.auth),
};
