// Proves that the vault's values stay out of the log even at trace level: sealed fields, the
// wrapped vault key and the derived keys of the extra password, sent in accepted and refused
// calls, appear in no log line (bodies are never logged, and validation messages name the field,
// not the value).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/ids';
import { PASSWORD, signUp } from '../../helpers/auth';
import { createLogCapture } from '../../helpers/logCapture';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { authKey, openVault, putUser, sealed, vaultFor } from '../../helpers/vault';
import { callOperation, dataOf } from '../contractClient';
import { newEntry } from './passwordsApi';

describe('the vault in the log', () => {
  let t: TestApp;
  const log = createLogCapture();

  beforeAll(async () => {
    t = await createTestApp({ log: { level: 'trace', stream: log.stream } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs no sealed value, wrapped vault key or derived key', async () => {
    const user = await signUp(t.app, 'lotta');
    const extraToken = await openVault(t.app, user, 'lotta extra');
    const tokens = { token: user.access.token, extraToken };
    const group = dataOf(await callOperation(t.app, 'createPasswordGroup', { body: { name: 'Logged' }, ...tokens }));
    const entry = newEntry('Bank', group._id);
    dataOf(await callOperation(t.app, 'createPassword', { body: entry, ...tokens }));
    const changed = sealed('a changed password');
    dataOf(await callOperation(t.app, 'updatePassword', { body: { _id: entry._id, password: changed }, ...tokens }));
    const imported = newEntry('Imported', group._id);
    dataOf(await callOperation(t.app, 'importPasswords', { body: { groups: [], passwords: [imported] }, ...tokens }));
    // Refused: a seal of the wrong shape, and an import whose group does not exist.
    const refusedSeal = `v1.${'A'.repeat(16)}.not*a*seal*at*all*0123456789`;
    await callOperation(t.app, 'createPassword', { body: { ...newEntry('Bad', group._id), password: refusedSeal }, ...tokens });
    const orphan = newEntry('Orphan', newId());
    await callOperation(t.app, 'importPasswords', { body: { groups: [], passwords: [orphan] }, ...tokens });
    await putUser(t.app, user, { currentPassword: PASSWORD, extraPassword: authKey('lotta next'), vault: vaultFor('lotta next'), currentExtraPassword: authKey('lotta wrong') });
    await callOperation(t.app, 'getExtraPasswordVault', { token: user.access.token });

    const secrets = [
      ...[entry, imported, orphan].flatMap((one) => [one.username, one.password, one.url, one.notes]),
      changed,
      refusedSeal,
      vaultFor('lotta extra').wrappedVaultKey,
      vaultFor('lotta next').wrappedVaultKey,
      authKey('lotta extra'),
      authKey('lotta next'),
      authKey('lotta wrong'),
    ];
    expect(log.lines().length).toBeGreaterThan(10);
    const text = log.text();
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
