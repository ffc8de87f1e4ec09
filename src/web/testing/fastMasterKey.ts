import type { Argon2Request } from '../vault/argon2';
import { fromBase64url, toBase64url } from '../vault/base64url';
import { fixtureExtraPassword, fixtureVault } from './vaultFixture';

// For screen and flow tests, whose subject is not the key derivation: Argon2id (64 MiB, about a
// second, several on a busy machine) replaced by an instant stand-in, while HKDF, AES-GCM and
// the contract's minimum cost stay real. `fixtureExtraPassword` with `fixtureVault`'s salt gives
// its real Argon2id output (so the fixture's vault opens); anything else a SHA-256 of password
// and salt, the same every time. The vault's own tests (src/web/vault) run the real Argon2id.
//
//   vi.mock('../vault/masterKey', () => import('../testing/fastMasterKey'));

const fixtureMasterKey = 'QWL7QIdSNzxdOf4sg1YH_ZjNxDgiUV4GS6ExVGXplAg';

export async function deriveMasterKey({ password, salt }: Argon2Request): Promise<Uint8Array<ArrayBuffer>> {
  const saltText = toBase64url(salt);
  if (password === fixtureExtraPassword && saltText === fixtureVault.kdf.salt) return fromBase64url(fixtureMasterKey)!;
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${password}\u0000${saltText}`)));
}
