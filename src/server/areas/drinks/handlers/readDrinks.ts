import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { drinkPage } from '../drinkPages';
import { makeableDrinks } from '../makeable';
import { refusals } from '../refusals';
import { requireCollection, requireDrink, requireStorageGroup } from '../required';
import * as drinks from '../repository/drinks';
import { namesInStorageGroup } from '../repository/otherAreas';
import type { DrinksSettings } from '../settings';
import type { DrinksTables } from '../tables';
import { toDrink, toDrinkSummary } from '../views';

/** GET /drink: one drink, a page of a collection's drinks, or what a storage group can make. */
export function createReadDrinkHandlers({ db }: AreaDeps<DrinksTables>, settings: DrinksSettings) {
  return {
    async getDrinks({ query: { drinkId, collectionId, storageGroupId, limit, after }, caller: { userId } }) {
      if ([drinkId, collectionId, storageGroupId].filter((way) => way !== undefined).length !== 1) throw refusals.oneQueryAtATime();
      if (collectionId === undefined && (limit !== undefined || after !== undefined)) throw refusals.pagingNeedsCollection();
      if (drinkId !== undefined) return toDrink(await requireDrink(db, userId, drinkId));
      if (collectionId !== undefined) {
        await requireCollection(db, userId, collectionId);
        const page = await drinkPage(db, userId, collectionId, { after, limit: limit ?? settings.drinkPageSize, maxChars: settings.drinkPageChars });
        return { drinks: page.rows.map(toDrink), next: page.next };
      }
      await requireStorageGroup(db, userId, storageGroupId!);
      return (await makeableDrinks(drinks.allDrinks(db, userId), await namesInStorageGroup(db, userId, storageGroupId!))).map(toDrinkSummary);
    },
  } satisfies Partial<SecuredHandlers>;
}
