// What the share area's API tests share: an app with a clock the test moves (the share area's,
// so expiry follows it) and a public-read limit the test may lower; a signed-up owner with short
// calls by operationId; makers of the drinks, collections and images a link shares (through their
// own areas' APIs); public reads as a visitor without a token, with their headers; and a snapshot
// of every table to prove that a refused call changed nothing.
import sharp from 'sharp';
import type { OperationId, ResponseData, Schemas } from '../../../src/contract/types';
import type { ShareSettings } from '../../../src/server/areas/share/settings';
import type { RateLimit } from '../../../src/server/rateLimits';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, callOperationForBytes, dataOf, type Answer, type BytesAnswer, type CallOptions } from '../contractClient';

export type Share = Schemas['Share'];
export type ShareKind = Schemas['ShareKind'];

export const NOW = '2026-11-27T10:00:00.000Z';

type Options<Id extends OperationId> = Omit<CallOptions<Id>, 'token'>;

export interface Owner {
  user: SignedUp;
  call: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<Answer<Id>>;
  ok: <Id extends OperationId>(id: Id, options?: Options<Id>) => Promise<ResponseData<Id>>;
  share: (kind: ShareKind, targetId: string, expiresAt?: string | null) => Promise<Share>;
  makeDrinkCollection: (name: string) => Promise<Schemas['DrinkCollection']>;
  makeDrink: (body: ResponseBodyOf<'createDrink'>) => Promise<Schemas['Drink']>;
  makeCollection: (body: ResponseBodyOf<'createCollection'>) => Promise<Schemas['Collection']>;
  makeItem: (collectionId: string, values: Record<string, unknown>) => Promise<Schemas['Item']>;
  /** A small PNG uploaded through the images area; answers its id. */
  uploadImage: () => Promise<string>;
}

type ResponseBodyOf<Id extends OperationId> = NonNullable<Options<Id>['body']>;

/** A public read as a visitor sees it: status, headers, and the envelope when there is a body. */
export interface PublicAnswer {
  statusCode: number;
  headers: BytesAnswer['headers'];
  bytes: Buffer;
  /** The parsed envelope; undefined for a 304 or image bytes. */
  body: { status: boolean; data?: unknown; error?: { code: string; message: string } } | undefined;
}

export interface ShareApi extends Owner {
  t: TestApp;
  setNow: (iso: string) => void;
  advance: (ms: number) => void;
  otherUser: (username: string) => Promise<Owner>;
  /** GET a public operation with no token at all. */
  visit: (id: 'getPublicDrink' | 'getPublicDrinkCollection' | 'getPublicCollection', token: string, headers?: Record<string, string>) => Promise<PublicAnswer>;
  visitImage: (token: string, imageId: string, size?: string, headers?: Record<string, string>) => Promise<PublicAnswer>;
  snapshot: () => Promise<Record<string, string[]>>;
}

export function ownerOf(t: TestApp, user: SignedUp): Owner {
  const call: Owner['call'] = (id, options = {}) => callOperation(t.app, id, { ...options, token: user.access.token } as CallOptions<typeof id>);
  const ok: Owner['ok'] = async (id, options) => dataOf(await call(id, options));
  return {
    user,
    call,
    ok,
    share: (kind, targetId, expiresAt) => ok('createShare', { body: { kind, targetId, ...(expiresAt === undefined ? {} : { expiresAt }) } }),
    makeDrinkCollection: (name) => ok('createDrinkCollection', { body: { name } }),
    makeDrink: (body) => ok('createDrink', { body }),
    makeCollection: (body) => ok('createCollection', { body }),
    makeItem: (collectionId, values) => ok('createItem', { body: { collectionId, values } as ResponseBodyOf<'createItem'> }),
    uploadImage: async () => {
      const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: 'teal' } })
        .png()
        .toBuffer();
      return dataOf(await call('uploadImage', { rawBody: { contentType: 'image/png', bytes: png } }))._id;
    },
  };
}

function toPublic(answer: BytesAnswer): PublicAnswer {
  const json = String(answer.headers['content-type'] ?? '').startsWith('application/json');
  return { ...answer, body: json && answer.bytes.length > 0 ? (JSON.parse(answer.bytes.toString('utf8')) as PublicAnswer['body']) : undefined };
}

export async function startShareApi(options: { publicLimit?: RateLimit; username?: string; share?: Partial<Omit<ShareSettings, 'now'>> } = {}): Promise<ShareApi> {
  let clock = Date.parse(NOW);
  const now = () => new Date(clock);
  const t = await createTestApp({
    settings: { share: { now, ...(options.publicLimit === undefined ? {} : { publicLimit: options.publicLimit }), ...options.share }, drinks: { now }, collections: { now } },
  });
  const user = await signUp(t.app, options.username ?? 'sofia');
  return {
    ...ownerOf(t, user),
    t,
    setNow: (iso) => {
      clock = Date.parse(iso);
    },
    advance: (ms) => {
      clock += ms;
    },
    otherUser: async (name) => ownerOf(t, await signUp(t.app, name)),
    visit: async (id, token, headers = {}) => toPublic(await callOperationForBytes(t.app, id, { params: { token }, headers })),
    visitImage: async (token, imageId, size, headers = {}) =>
      toPublic(
        await callOperationForBytes(t.app, 'getPublicImage', {
          params: { token, imageId },
          ...(size === undefined ? {} : { query: { size } as Options<'getPublicImage'>['query'] }),
          headers,
        }),
      ),
    snapshot: () => tableSnapshot(t.database.db),
  };
}

/** A drink with every field filled, notes included (they must never be public). */
export function fullDrink(collectionId: string, imageId: string | null): ResponseBodyOf<'createDrink'> {
  return {
    name: 'Negroni',
    collectionId,
    ingredients: [{ text: '3 cl gin' }, { text: '3 cl Campari' }, { text: '3 cl sweet vermouth' }],
    steps: ['Stir with ice', 'Strain over a large cube'],
    glass: 'Rocks',
    garnish: 'Orange peel',
    tags: ['bitter', 'classic'],
    rating: 5,
    notes: 'SECRET: the bottle hidden behind the flour',
    imageId,
  };
}

export { expectRefusal } from '../expectRefusal';
