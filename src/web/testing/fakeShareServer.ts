import type { RequestBody, Schemas } from '../../contract/types';
import { ok, refused, type FakeServer } from './fakeServer';
import { fakeId, fakeTime } from './fakeIds';

type Share = Schemas['Share'];
type ShareKind = Schemas['ShareKind'];
type PublicDrink = Schemas['PublicDrink'];
type PublicDrinkCollection = Schemas['PublicDrinkCollection'];
type PublicCollection = Schemas['PublicCollection'];

/** Something of the owner's that can be shared: its kind, its name now, and what its public page answers. */
export type FakeShareTarget =
  | { kind: 'drink'; name: string; view: PublicDrink }
  | { kind: 'drinkCollection'; name: string; view: PublicDrinkCollection }
  | { kind: 'collection'; name: string; view: PublicCollection };

/** What the fake share area holds; tests seed it and read it. */
export interface FakeShareStore {
  /** The owner's links, oldest first (GET /share answers newest first). */
  shares: Share[];
  /** The owner's drinks and collections by id. */
  targets: Record<string, FakeShareTarget>;
}

export interface FakeShareSeed {
  shares?: Share[];
  targets?: Record<string, FakeShareTarget>;
}

const paths: Record<ShareKind, string> = { drink: 'drink', drinkCollection: 'drink-collection', collection: 'collection' };

/** A link to `targetId`, made now, lasting until `expiresAt` (null: until revoked). */
export function fakeShare(kind: ShareKind, targetId: string, targetName: string, overrides: Partial<Share> = {}): Share {
  const token = overrides.token ?? `tok${fakeId('')}${'x'.repeat(28)}`;
  const expiresAt = overrides.expiresAt ?? null;
  return {
    _id: fakeId('shar'),
    kind,
    targetId,
    targetName,
    token,
    url: `/public/${paths[kind]}/${token}`,
    expiresAt,
    expired: expiresAt !== null && Date.parse(expiresAt) <= Date.now(),
    createdAt: fakeTime(),
    ...overrides,
  };
}

/** A drink as its public page gets it: the fields a test does not give are empty. */
export function fakePublicDrink(name: string, overrides: Partial<PublicDrink> = {}): PublicDrink {
  return { name, ingredients: [], steps: [], glass: '', garnish: '', tags: [], rating: null, image: null, ...overrides };
}

const publicPath = /^\/api\/public\/(drink|drink-collection|collection)\/([^/]+)$/;

/**
 * The share area (contract/share.yaml) on a fake server: the owner's GET, POST and DELETE /share
 * over an in-memory store, and the public reads GET /public/{drink|drink-collection|collection}/
 * {token}, which answer the target's seeded view while a link of that kind lives (not revoked,
 * not expired by the clock) and the same 404 `SHARE_NOT_FOUND` otherwise. The public reads are
 * answered before the fake's routes by token, so `server.calls('GET /public/drink/<token>')`
 * finds them with their headers.
 */
export function installFakeShareServer(server: FakeServer, seed: FakeShareSeed = {}): FakeShareStore {
  const store: FakeShareStore = { shares: [...(seed.shares ?? [])], targets: { ...seed.targets } };
  const isLive = (share: Share) => share.expiresAt === null || Date.parse(share.expiresAt) > Date.now();
  const current = (share: Share): Share => ({ ...share, targetName: store.targets[share.targetId]?.name ?? share.targetName, expired: !isLive(share) });

  Object.assign(server.routes, {
    'GET /share': (request: Request) => {
      const query = new URL(request.url).searchParams;
      const kind = query.get('kind');
      const targetId = query.get('targetId');
      const mine = store.shares.filter((share) => (kind === null || share.kind === kind) && (targetId === null || share.targetId === targetId));
      return ok(mine.map(current).reverse());
    },
    'POST /share': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createShare'>;
      const target = store.targets[body.targetId];
      if (!target || target.kind !== body.kind) return refused(404, 'SHARE_TARGET_NOT_FOUND');
      const expiresAt = body.expiresAt ?? null;
      if (expiresAt !== null && Date.parse(expiresAt) <= Date.now()) return refused(400, 'SHARE_EXPIRY_IN_PAST');
      const made = fakeShare(body.kind, body.targetId, target.name, { expiresAt });
      store.shares.push(made);
      return ok(made);
    },
    'DELETE /share': (request: Request) => {
      const id = new URL(request.url).searchParams.get('shareId');
      if (!store.shares.some((share) => share._id === id)) return refused(404, 'SHARE_NOT_FOUND');
      store.shares = store.shares.filter((share) => share._id !== id);
      return ok();
    },
  });

  const publicRead = (path: string, token: string) => {
    const share = store.shares.find((each) => each.token === token && paths[each.kind] === path && isLive(each));
    const target = share ? store.targets[share.targetId] : undefined;
    return target ? ok(target.view) : refused(404, 'SHARE_NOT_FOUND', 'This link does not exist');
  };
  const inner = server.fetch;
  server.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const match = publicPath.exec(new URL(request.url).pathname);
    if (!match || request.method !== 'GET') return inner(request);
    server.requests.push(request.clone());
    return publicRead(match[1]!, decodeURIComponent(match[2]!));
  }) as typeof globalThis.fetch;
  return store;
}
