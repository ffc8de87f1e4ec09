// Proves `us signout` (issue 11) on the real accounts runtime: the server forgets the session,
// the stored user goes and the app goes to /login, as the user menu's sign out does (spec §4).
import { describe, expect, it } from 'vitest';
import { selectAuth } from '../../../../../machines/authMachine';
import { localSession } from '../../../session/localSession';
import { outcomeTexts } from '../../../testing/commandOutput';
import { createTestCommandServices } from '../../../testing/commandServices';
import { refused } from '../../../testing/fakeServer';
import { testUser } from '../../../testing/testUser';
import { runCommand } from './runCommand.testing';
import { signoutCommand } from './signoutCommand';

describe('us signout', () => {
  it('signs out: the server is told, the stored user goes and the app goes to /login', async () => {
    const { services, server, runtime, navigated } = createTestCommandServices({ user: testUser() });
    const answer = await runCommand(signoutCommand, 'us signout', services);
    expect(answer.status).toBe('ok');
    expect(outcomeTexts(answer)).toEqual(['Signed out']);
    expect(outcomeTexts(answer, 'sv')).toEqual(['Utloggad']);
    expect((await server.calls('POST /auth/logout')).map((call) => call.body)).toEqual([{ refreshToken: 'refresh-token' }]);
    expect(selectAuth(runtime.auth.getSnapshot()).isLoggedIn).toBe(false);
    expect(localSession.get().user).toBeNull();
    expect(navigated).toEqual(['/login']);
  });

  it('signs out on this device even when the server cannot be told', async () => {
    const { services, server, navigated } = createTestCommandServices({ user: testUser() });
    server.routes['POST /auth/logout'] = () => refused(503, 'SERVICE_UNAVAILABLE', 'Down');
    expect(outcomeTexts(await runCommand(signoutCommand, 'us signout', services))).toEqual(['Signed out']);
    expect(localSession.get().user).toBeNull();
    expect(navigated).toEqual(['/login']);
  });

  it('needs a signed-in user (the command line refuses it otherwise)', () => {
    expect(signoutCommand.access).toBe('user');
  });
});
