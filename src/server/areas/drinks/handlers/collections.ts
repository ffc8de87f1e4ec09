import type { AreaDeps } from '../../../area';
import { checkedAgainOnRace } from '../../../db/races';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { refusals } from '../refusals';
import { requireCollection } from '../required';
import * as collections from '../repository/collections';
import * as drinks from '../repository/drinks';
import type { DrinksSettings } from '../settings';
import type { DrinksDb, DrinksTables } from '../tables';
import { toCollection } from '../views';

/** /drink-collection. */
export function createCollectionHandlers({ db }: AreaDeps<DrinksTables>, settings: DrinksSettings) {
  const now = () => settings.now().toISOString();

  function requiredName(name: string): string {
    const trimmed = name.trim();
    if (trimmed === '') throw refusals.collectionNameRequired();
    return trimmed;
  }

  async function views(trx: DrinksDb, userId: string, rows: readonly collections.CollectionRow[]) {
    const counts = await collections.drinkCounts(
      trx,
      userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toCollection(row, counts.get(row.id) ?? 0));
  }

  async function view(trx: DrinksDb, userId: string, id: string) {
    const [collection] = await views(trx, userId, [await requireCollection(trx, userId, id)]);
    return collection!;
  }

  return {
    async getDrinkCollections({ query: { drinkCollectionId }, caller: { userId } }) {
      if (drinkCollectionId !== undefined) return view(db, userId, drinkCollectionId);
      return views(db, userId, await collections.listCollections(db, userId));
    },

    async createDrinkCollection({ body, caller: { userId } }) {
      const name = requiredName(body.name);
      const at = now();
      const row = { id: newId(), name, created_at: at, updated_at: at };
      await collections.insertCollection(db, userId, row);
      return toCollection({ ...row, user_id: userId }, 0);
    },

    async updateDrinkCollection({ body: { drinkCollectionId, name }, caller: { userId } }) {
      const trimmed = requiredName(name);
      return db.transaction().execute(async (trx) => {
        await requireCollection(trx, userId, drinkCollectionId);
        await collections.renameCollection(trx, userId, drinkCollectionId, trimmed, now());
        return view(trx, userId, drinkCollectionId);
      });
    },

    async deleteDrinkCollection({ query: { drinkCollectionId, deleteDrinks, moveDrinksTo }, caller: { userId } }) {
      const deleting = deleteDrinks === true;
      if (deleting && moveDrinksTo !== undefined) throw refusals.deleteOrMove();
      // Run again when the target collection went in a concurrent request: its check then says 404.
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          await requireCollection(trx, userId, drinkCollectionId);
          if (moveDrinksTo === drinkCollectionId) throw refusals.moveIntoItself();
          if (moveDrinksTo !== undefined) await requireCollection(trx, userId, moveDrinksTo);
          let deletedDrinks = 0;
          let movedDrinks = 0;
          if (deleting) deletedDrinks = await drinks.deleteDrinksOf(trx, userId, drinkCollectionId);
          else if (moveDrinksTo !== undefined) movedDrinks = await drinks.moveDrinks(trx, userId, drinkCollectionId, moveDrinksTo, now());
          else {
            const count = (await collections.drinkCounts(trx, userId, [drinkCollectionId])).get(drinkCollectionId) ?? 0;
            if (count > 0) throw refusals.collectionNotEmpty(count);
          }
          await collections.deleteCollection(trx, userId, drinkCollectionId);
          return { deletedDrinks, movedDrinks };
        }),
      );
    },
  } satisfies Partial<SecuredHandlers>;
}
