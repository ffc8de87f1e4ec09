import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { namedCollectionOperations } from '../../../namedCollections/operations';
import { refusals } from '../refusals';
import { requireCollection } from '../required';
import { collections, countCollections } from '../repository/collections';
import * as drinks from '../repository/drinks';
import type { DrinksSettings } from '../settings';
import type { DrinksTables } from '../tables';
import { toCollection } from '../views';

/** /drink-collection: the shared named collection's operations under the contract's names. */
export function createCollectionHandlers({ db }: AreaDeps<DrinksTables>, settings: DrinksSettings) {
  const operations = namedCollectionOperations({
    db,
    now: () => settings.now().toISOString(),
    queries: collections,
    requireCollection,
    items: { deleteAllOf: drinks.deleteDrinksOf, moveAll: drinks.moveDrinks },
    refusals,
    toView: toCollection,
  });

  return {
    async getDrinkCollections({ query: { drinkCollectionId }, caller: { userId } }) {
      return operations.read(userId, drinkCollectionId);
    },

    async createDrinkCollection({ body, caller: { userId } }) {
      if ((await countCollections(db, userId)) >= settings.maxCollections) throw refusals.tooManyCollections(settings.maxCollections);
      return operations.create(userId, body.name);
    },

    async updateDrinkCollection({ body: { drinkCollectionId, name }, caller: { userId } }) {
      return operations.rename(userId, drinkCollectionId, name);
    },

    async deleteDrinkCollection({ query: { drinkCollectionId, deleteDrinks, moveDrinksTo }, caller: { userId } }) {
      const { deleted, moved } = await operations.remove(userId, drinkCollectionId, { deleteItems: deleteDrinks === true, moveItemsTo: moveDrinksTo });
      return { deletedDrinks: deleted, movedDrinks: moved };
    },
  } satisfies Partial<SecuredHandlers>;
}
