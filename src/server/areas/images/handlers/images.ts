import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { processImage } from '../processImage';
import { refusals } from '../refusals';
import * as images from '../repository/images';
import { imageAnswer } from '../serveImage';
import type { ImagesSettings } from '../settings';
import { DEFAULT_SIZE } from '../sizes';
import type { ImagesTables } from '../tables';
import { toImage } from '../views';

/** /image and /image/{imageId}. */
export function createImageHandlers({ db }: AreaDeps<ImagesTables>, settings: ImagesSettings) {
  return {
    async uploadImage({ request, caller: { userId } }) {
      // The raw bytes from plugins/imageBodies.ts (the contract's body is not JSON, so it has no type here).
      const original = request.body;
      if (!Buffer.isBuffer(original)) throw refusals.emptyUpload();
      // Decoding and resizing happen before the transaction: it holds only the writes.
      const processed = await processImage(original, settings.maxPixels);
      const id = newId();
      const createdAt = settings.now().toISOString();
      await db.transaction().execute((trx) => images.insertImage(trx, userId, id, processed, createdAt));
      return toImage(
        { id, width: processed.width, height: processed.height, created_at: createdAt },
        processed.renditions.map((rendition) => rendition.size),
      );
    },

    async getImage({ params: { imageId }, query: { size }, request, caller: { userId } }) {
      const rendition = await images.findRendition(db, userId, imageId, size ?? DEFAULT_SIZE);
      if (rendition === undefined) throw refusals.imageNotFound();
      return imageAnswer(rendition, request.headers['if-none-match'], 'private');
    },

    async deleteImage({ query: { imageId }, caller: { userId } }) {
      const deleted = await db.transaction().execute((trx) => images.deleteImage(trx, userId, imageId));
      if (!deleted) throw refusals.imageNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
