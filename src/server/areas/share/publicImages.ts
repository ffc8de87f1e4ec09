import type { Schemas } from '../../../contract/types';
import { API_PREFIX } from '../../paths';
import type { ShareRow } from './repository/links';
import * as reads from './repository/publicReads';
import type { ShareDb } from './tables';

type PublicImage = Schemas['PublicImage'];

const RENDITIONS = ['thumb', 'medium', 'large'] as const;

/** The owner's images among ids, as public paths under this link's token (and page of a collection's items). */
export async function imagesFor(db: ShareDb, share: ShareRow, candidates: readonly unknown[], after?: string) {
  const ids = [...new Set(candidates.filter((id): id is string => typeof id === 'string'))];
  const stored = await reads.findImages(db, share.user_id, ids);
  const views = new Map<string, PublicImage>();
  for (const [id, image] of stored) {
    const view: PublicImage = { width: image.width, height: image.height };
    for (const size of RENDITIONS) {
      if (image.sizes.includes(size)) view[size] = `${API_PREFIX}/public/image/${share.token}/${id}?size=${size}${after === undefined ? '' : `&after=${after}`}`;
    }
    views.set(id, view);
  }
  return { views, ids: new Set(views.keys()) };
}
