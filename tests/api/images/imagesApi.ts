// What the images area's API tests share: an app with a fixed clock, a signed-up user, uploads of
// raw bytes, reads of one size's bytes (with optional headers), deletes, another user of the
// same app, and a snapshot of every table to prove that a refused call changed nothing.
import { expect } from 'vitest';
import type { ErrorCode, Schemas } from '../../../src/contract/types';
import { signUp, type SignedUp } from '../../helpers/auth';
import { tableSnapshot } from '../../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, callOperationForBytes, dataOf, type Answer, type BytesAnswer } from '../contractClient';

export type Image = Schemas['Image'];
export type ImageSizeOrOriginal = Schemas['ImageSizeOrOriginal'];

export const NOW = '2026-11-26T09:30:00.000Z';

export interface ImagesCaller {
  user: SignedUp;
  /** POST /image with these bytes as the body, sent as `contentType`. */
  upload: (bytes: Buffer, contentType?: string) => Promise<Answer<'uploadImage'>>;
  /** An upload that must succeed. */
  uploaded: (bytes: Buffer, contentType?: string) => Promise<Image>;
  /** GET /image/{imageId}: bytes, or a refusal's envelope as bytes. */
  read: (imageId: string, size?: ImageSizeOrOriginal, headers?: Record<string, string>) => Promise<BytesAnswer>;
  remove: (imageId: string) => Promise<Answer<'deleteImage'>>;
}

export interface ImagesApi extends ImagesCaller {
  t: TestApp;
  otherUser: (username: string) => Promise<ImagesCaller>;
  snapshot: () => Promise<Record<string, string[]>>;
}

function callerOf(t: TestApp, user: SignedUp): ImagesCaller {
  const token = user.access.token;
  const upload = (bytes: Buffer, contentType = 'image/jpeg') => callOperation(t.app, 'uploadImage', { rawBody: { contentType, bytes }, token });
  return {
    user,
    upload,
    uploaded: async (bytes, contentType) => dataOf(await upload(bytes, contentType)),
    read: (imageId, size, headers) => callOperationForBytes(t.app, 'getImage', { params: { imageId }, ...(size === undefined ? {} : { query: { size } }), token, ...(headers === undefined ? {} : { headers }) }),
    remove: (imageId) => callOperation(t.app, 'deleteImage', { query: { imageId }, token }),
  };
}

export async function startImagesApi(username = 'ingrid', settings: { maxPixels?: number } = {}): Promise<ImagesApi> {
  const t = await createTestApp({ settings: { images: { now: () => new Date(NOW), ...settings } } });
  const user = await signUp(t.app, username);
  return {
    t,
    ...callerOf(t, user),
    otherUser: async (name) => callerOf(t, await signUp(t.app, name)),
    snapshot: () => tableSnapshot(t.database.db),
  };
}

export { expectRefusal } from '../expectRefusal';

/** Asserts a refusal of a call that answers bytes when it succeeds (its refusals are envelopes). */
export function expectBytesRefusal(answer: BytesAnswer, status: number, code: ErrorCode): void {
  expect(answer.statusCode).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual({ status: false, error: { code, message: expect.any(String) } });
}
