// The images area's row of the "every operation is called" guard (tests/api/everyOperation.test.ts):
// a user uploads a PNG, reads its thumbnail's bytes (an answer that is not the envelope: the row
// checks the raw answer), and deletes it, each call asserting what a user would notice.
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Schemas, User } from '../../../src/contract/types';
import type { images } from '../../../src/server/areas/images/index';
import { signUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { callOperation, callOperationForBytes } from '../contractClient';
import type { AreaOperations } from '../guardTables';

export interface ImagesWorld {
  t: TestApp;
  user: User;
  image: Schemas['Image'];
}

const NOW = '2026-11-26T09:30:00.000Z';

export const operations: AreaOperations<typeof images, ImagesWorld> = {
  async start() {
    const world = {} as ImagesWorld;
    world.t = await createTestApp({ settings: { images: { now: () => new Date(NOW) } } });
    world.user = await signUp(world.t.app, 'ivar');
    return world;
  },
  entries: {
    uploadImage: {
      call: async ({ t, user }) => {
        const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: 'orange' } })
          .png()
          .toBuffer();
        return callOperation(t.app, 'uploadImage', { rawBody: { contentType: 'image/png', bytes: png }, token: user.access.token });
      },
      check: (data, world) => {
        expect(data).toEqual({ _id: expect.stringMatching(/^[\w-]{12}$/), width: 640, height: 480, sizes: ['thumb', 'medium', 'large'], createdAt: NOW });
        world.image = data;
      },
    },
    getImage: {
      callForBytes: ({ t, user, image }) => callOperationForBytes(t.app, 'getImage', { params: { imageId: image._id }, query: { size: 'thumb' }, token: user.access.token }),
      checkBytes: async (answer) => {
        expect(answer.headers['content-type']).toBe('image/webp');
        const metadata = await sharp(answer.bytes).metadata();
        expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width: 320, height: 240 });
      },
    },
    deleteImage: {
      call: ({ t, user, image }) => callOperation(t.app, 'deleteImage', { query: { imageId: image._id }, token: user.access.token }),
      check: async (data, { t, user, image }) => {
        expect(data).toBeNull();
        const again = await callOperationForBytes(t.app, 'getImage', { params: { imageId: image._id }, token: user.access.token });
        expect(again.statusCode).toBe(404);
      },
    },
  },
};
