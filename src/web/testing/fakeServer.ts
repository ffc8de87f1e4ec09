import type { Profile, Schemas } from '../../contract/types';
import type { LocalUser } from '../session/localSession';
import { fixtureVault } from './vaultFixture';

type Handler = (request: Request, body: unknown) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** A successful envelope (DESIGN §2). */
export const ok = (data?: unknown) => json(200, data === undefined ? { status: true } : { status: true, data });
/** A refusal with the contract's error code. */
export const refused = (status: number, code: string, message = code) => json(status, { status: false, error: { code, message } });

/** The profile part of a user, as GET and PUT /auth/user/{id} answer it. */
export function profileOf(user: LocalUser): Profile {
  const { _id, username, is2faEnabled, hasExtraPassword, preferences } = user;
  return { _id, username, is2faEnabled, hasExtraPassword, preferences };
}

export interface FakeServer {
  /** The app's `fetch`: answers from `routes`, 404 for anything else. */
  fetch: typeof globalThis.fetch;
  /** Handlers by `METHOD /path` (without `/api`), e.g. `routes['GET /auth/session']`. Tests replace them. */
  routes: Record<string, Handler>;
  /** Every request made, in order (copies whose bodies can still be read). */
  requests: Request[];
  /** The requests to one `METHOD /path`, with their JSON bodies. */
  calls: (route: string) => Promise<Array<{ request: Request; body: unknown }>>;
  /** The account as the server holds it; GET /auth/user/{id} answers it, PUT changes it. */
  account: Profile | null;
  /**
   * The extra password's vault (GET /auth/extra-password), which PUT /auth/user/{id} replaces;
   * `fixtureVault` (testing/vaultFixture.ts) for an account that has an extra password at start.
   */
  vault: Schemas['Vault'] | null;
}

/**
 * A stand-in for the server behind the app's client, for tests that run the real accounts
 * workflows: by default it knows the account (GET and PUT /auth/user/{id}) and its vault (GET
 * /auth/extra-password), lists no sessions, logs out, and answers 404 to the rest. A test sets
 * `routes[...]` for what it is about.
 */
export function createFakeServer({ user = null }: { user?: LocalUser | null } = {}): FakeServer {
  const requests: Request[] = [];
  const server: FakeServer = {
    account: user ? profileOf(user) : null,
    vault: user?.hasExtraPassword ? fixtureVault : null,
    requests,
    routes: {
      'POST /auth/logout': () => ok(),
      'GET /auth/session': () => ok([]),
      'GET /auth/extra-password': () => (server.vault ? ok(server.vault) : refused(404, 'EXTRA_PASSWORD_NOT_SET', 'No extra password is set')),
    },
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request.clone());
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const key = `${request.method} ${path}`;
      const body = request.method === 'GET' ? null : await request.clone().json().catch(() => null);
      const handler = server.routes[key] ?? accountRoute(server, request.method, path);
      return handler ? handler(request, body) : refused(404, 'NOT_FOUND', 'Not found');
    }) as typeof globalThis.fetch,
    async calls(route) {
      const [method, path] = route.split(' ');
      const matching = requests.filter((request) => request.method === method && new URL(request.url).pathname.replace(/^\/api/, '') === path);
      return Promise.all(
        matching.map(async (request) => ({ request, body: await request.clone().json().catch(() => null) })),
      );
    },
  };
  return server;
}

/** GET and PUT /auth/user/{id} on the server's account. */
function accountRoute(server: FakeServer, method: string, path: string): Handler | undefined {
  const account = server.account;
  if (!account || path !== `/auth/user/${account._id}`) return undefined;
  if (method === 'GET') return () => ok(server.account);
  if (method === 'PUT') {
    return (_request, body) => {
      const change = body as { preferences?: Partial<Profile['preferences']>; extraPassword?: string; vault?: Schemas['Vault'] };
      if (change.vault) server.vault = change.vault;
      const preferences = { ...account.preferences, ...change.preferences };
      for (const [key, value] of Object.entries(change.preferences ?? {})) if (value === null) delete (preferences as Record<string, unknown>)[key];
      server.account = { ...account, preferences, hasExtraPassword: account.hasExtraPassword || Boolean(change.extraPassword) };
      return ok(server.account);
    };
  }
  return undefined;
}
