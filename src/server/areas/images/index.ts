import { defineArea } from '../../area';
import { imagesAccountData } from './accountData';
import { createImagesHandlers } from './handlers';
import * as m20261126T0930 from './migrations/20261126T0930_images';
import { imagesSettings } from './settings';

/** Images: uploads checked by content, stored in the database with WebP renditions, served to their owner. */
export const images = defineArea({
  name: 'images',
  settings: imagesSettings,
  handlers: createImagesHandlers,
  accountData: imagesAccountData,
  migrations: {
    '20261126T0930_images': m20261126T0930,
  },
});

/** What the share area may serve of an image: a stored size, as its owner's copy is served. */
export { imageAnswer } from './serveImage';
