import { waitFor } from 'xstate';
import { selectAuth } from '../../../../../machines/authMachine';
import { outcome } from '../../../../domain/commandLine/outcome';
import type { CommandDefinition } from '../../../commandDefinition';
import { userCommandMessages as m } from './messages';

/**
 * `us signout`: the user menu's sign out (spec §4): the local user and the extra token go, the
 * server forgets the session and the app goes to /login.
 */
export const signoutCommand: CommandDefinition = {
  words: ['us', 'signout'],
  usage: 'us signout',
  help: m.signoutHelp,
  access: 'user',
  async run(_request, { runtime: { auth } }) {
    auth.send({ type: 'logout.requested' });
    // Logging out always ends logged out, even when the server cannot be told.
    await waitFor(auth, (snapshot) => {
      const view = selectAuth(snapshot);
      return !view.isLoggedIn && !view.isLoggingOut;
    });
    return outcome.ok(m.signedOut);
  },
};
