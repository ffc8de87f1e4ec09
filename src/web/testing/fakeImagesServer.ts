import type { Schemas } from '../../contract/types';
import { ok, refused, type FakeServer } from './fakeServer';

type Image = Schemas['Image'];

/** What the fake images area holds: each image with the bytes it was uploaded with. */
export interface FakeImagesStore {
  images: Array<Image & { bytes: Uint8Array; type: string }>;
}

export interface FakeImagesSeed {
  /** Images that exist from the start, by id (their bytes are a few made-up ones). */
  imageIds?: string[];
}

/** The contract's limit (IMAGE_TOO_LARGE): 5 MiB. */
const maxBytes = 5 * 1024 * 1024;
const accepted = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/octet-stream']);

let counter = 0;
const nextId = () => {
  counter += 1;
  return `img${String(counter).padStart(9, '0')}`;
};

/**
 * The images area (contract/images.yaml) on a fake server: POST /image takes the raw bytes and
 * answers the stored image, GET /image/{id} answers the bytes as WebP. The real server reads the
 * content; the fake trusts the Content-Type, refuses an empty body (400), over 5 MiB (413
 * IMAGE_TOO_LARGE) and a type it does not list (415 IMAGE_TYPE_NOT_SUPPORTED). The fake server
 * matches exact paths, so each image gets its own GET route when it is stored.
 */
export function installFakeImagesServer(server: FakeServer, seed: FakeImagesSeed = {}): FakeImagesStore {
  const store: FakeImagesStore = { images: [] };
  const keep = (id: string, bytes: Uint8Array, type: string) => {
    const image = { _id: id, width: 800, height: 600, sizes: ['thumb', 'medium'] as Image['sizes'], createdAt: new Date().toISOString(), bytes, type };
    store.images.push(image);
    server.routes[`GET /image/${id}`] = () => new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': 'image/webp', 'cache-control': 'private, no-cache' } });
    return image;
  };
  for (const id of seed.imageIds ?? []) keep(id, new Uint8Array([82, 73, 70, 70]), 'image/webp');

  server.routes['POST /image'] = async (request: Request) => {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.byteLength === 0) return refused(400, 'VALIDATION_FAILED');
    if (bytes.byteLength > maxBytes) return refused(413, 'IMAGE_TOO_LARGE');
    if (!accepted.has(type)) return refused(415, 'IMAGE_TYPE_NOT_SUPPORTED');
    const { bytes: _bytes, type: _type, ...image } = keep(nextId(), bytes, type);
    return ok(image);
  };
  return store;
}
