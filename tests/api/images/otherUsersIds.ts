// The images area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): the
// victim's image read in every size and deleted by the attacker, and what the victim sees of it
// (every size's bytes, which must stay the same).
import sharp from 'sharp';
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, callOperationForBytes, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';

const SIZES = ['thumb', 'medium', 'large', 'original'] as const;

/** Filled by prepare: the victim's image. */
const ids = { image: '' };

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { victim }) {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: 'purple' } })
      .png()
      .toBuffer();
    ids.image = dataOf(await callOperation(t.app, 'uploadImage', { rawBody: { contentType: 'image/png', bytes: png }, token: victim.access.token }))._id;
  },
  attempts: {
    // Its refusals are the JSON envelope, so the guard's callOperation reads them.
    getImage: SIZES.map(
      (size) =>
        ({ app }, { attacker }) =>
          callOperation(app, 'getImage', { params: { imageId: ids.image }, query: { size }, token: attacker.access.token }),
    ),
    deleteImage: [({ app }, { attacker }) => callOperation(app, 'deleteImage', { query: { imageId: ids.image }, token: attacker.access.token })],
  },
  ownView: async (t: TestApp, victim: SignedUp) =>
    Promise.all(
      SIZES.map(async (size) => {
        const answer = await callOperationForBytes(t.app, 'getImage', { params: { imageId: ids.image }, query: { size }, token: victim.access.token });
        return { size, statusCode: answer.statusCode, bytes: answer.bytes.toString('base64') };
      }),
    ),
};
