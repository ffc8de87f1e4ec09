import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { makeableDrinks } from '../makeable';
import { refusals } from '../refusals';
import { requireCollection, requireDrink, requireStorageGroup } from '../required';
import * as drinks from '../repository/drinks';
import { namesInStorageGroup } from '../repository/otherAreas';
import type { DrinksTables } from '../tables';
import { toDrink } from '../views';

/** GET /drink: one drink, a collection's drinks, or what a storage group can make. */
export function createReadDrinkHandlers({ db }: AreaDeps<DrinksTables>) {
  return {
    async getDrinks({ query: { drinkId, collectionId, storageGroupId }, caller: { userId } }) {
      if ([drinkId, collectionId, storageGroupId].filter((way) => way !== undefined).length !== 1) throw refusals.oneQueryAtATime();
      if (drinkId !== undefined) return toDrink(await requireDrink(db, userId, drinkId));
      if (collectionId !== undefined) {
        await requireCollection(db, userId, collectionId);
        return (await drinks.drinksOfCollection(db, userId, collectionId)).map(toDrink);
      }
      await requireStorageGroup(db, userId, storageGroupId!);
      return (await makeableDrinks(drinks.allDrinks(db, userId), await namesInStorageGroup(db, userId, storageGroupId!))).map(toDrink);
    },
  } satisfies Partial<SecuredHandlers>;
}
