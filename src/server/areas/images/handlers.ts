import type { AreaDeps } from '../../area';
import { createImageHandlers } from './handlers/images';
import type { ImagesSettings } from './settings';
import type { ImagesTables } from './tables';

/** Every call of the images area needs the access token. */
export function createImagesHandlers(deps: AreaDeps<ImagesTables>, settings: ImagesSettings) {
  return { secured: createImageHandlers(deps, settings), open: {} };
}
