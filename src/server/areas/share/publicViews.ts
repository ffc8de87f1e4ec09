import type { BuiltView } from './builtView';
import type { ShareRow } from './repository/links';
import type { PageRequest } from '../../keysetPages';
import { buildPublicCollection, requirePlace } from './publicCollection';
import { toPublicDrink } from './publicDrink';
import { buildPublicDrinkCollection, requireDrinkPlace } from './publicDrinkCollection';
import { imagesFor } from './publicImages';
import * as reads from './repository/publicReads';
import type { ShareDb, ShareKind } from './tables';

/**
 * Builds what a link shows, field by field from the whitelist (never by copying a row or a JSON
 * object as it is, so a column or key added later stays private); undefined when the target is gone.
 * Collections of either kind are read a page at a time.
 */
export async function buildPublicView(db: ShareDb, share: ShareRow, page: PageRequest): Promise<BuiltView | undefined> {
  const owner = share.user_id;
  if (share.kind === 'drink') {
    const drink = await reads.findDrink(db, owner, share.target_id);
    if (drink === undefined) return undefined;
    const images = await imagesFor(db, share, [drink.image_id]);
    return { view: toPublicDrink(drink, images.views), imageIds: images.ids };
  }
  if (share.kind === 'drinkCollection') return buildPublicDrinkCollection(db, share, page);
  return buildPublicCollection(db, share, page);
}

/** Whether a link of this kind is read a page at a time (each page a view of its own). */
export function isPaged(kind: ShareKind): boolean {
  return kind !== 'drink';
}

/** Refuses an `after` that this kind of link could not have given (before anything is built or cached). */
export function requirePageStart(kind: ShareKind, after: string | undefined): void {
  if (kind === 'collection') requirePlace(after);
  if (kind === 'drinkCollection') requireDrinkPlace(after);
}
