import type { Schemas } from '../../../../contract/types';
import type { AreaDeps } from '../../../area';
import { checkedAgainOnRace } from '../../../db/races';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { cleanIngredients, cleanSteps, cleanTags } from '../drinkFields';
import { refusals } from '../refusals';
import { requireCollection, requireDrink, requireOwnImage } from '../required';
import * as drinks from '../repository/drinks';
import type { DrinksSettings } from '../settings';
import type { DrinksTables } from '../tables';
import { toDrink } from '../views';

type DrinkFields = Omit<Schemas['DrinkChange'], 'drinkId'>;

function requiredName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw refusals.drinkNameRequired();
  return trimmed;
}

/** The columns the fields sent name, cleaned; fields left out are not in the result. */
function columnsOf(fields: DrinkFields): Partial<drinks.DrinkColumns> {
  const name = fields.name === undefined ? undefined : requiredName(fields.name);
  const columns: Partial<drinks.DrinkColumns> = {
    name,
    name_key: name?.toLowerCase(),
    collection_id: fields.collectionId,
    ingredients: fields.ingredients === undefined ? undefined : JSON.stringify(cleanIngredients(fields.ingredients)),
    steps: fields.steps === undefined ? undefined : JSON.stringify(cleanSteps(fields.steps)),
    glass: fields.glass?.trim(),
    garnish: fields.garnish?.trim(),
    tags: fields.tags === undefined ? undefined : JSON.stringify(cleanTags(fields.tags)),
    rating: fields.rating,
    notes: fields.notes,
    image_id: fields.imageId,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** POST, PUT and DELETE /drink. */
export function createDrinkHandlers({ db }: AreaDeps<DrinksTables>, settings: DrinksSettings) {
  const now = () => settings.now().toISOString();

  return {
    async createDrink({ body, caller: { userId } }) {
      const name = requiredName(body.name);
      const at = now();
      const id = newId();
      const row = {
        id,
        ingredients: '[]',
        steps: '[]',
        glass: '',
        garnish: '',
        tags: '[]',
        rating: null,
        notes: '',
        image_id: null,
        ...columnsOf(body),
        name,
        name_key: name.toLowerCase(),
        collection_id: body.collectionId,
        created_at: at,
        updated_at: at,
      };
      // Run again when the collection or image went in a concurrent request: the checks then say 404.
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          await requireCollection(trx, userId, body.collectionId);
          await requireOwnImage(trx, userId, body.imageId);
          if ((await drinks.countDrinks(trx, userId)) >= settings.maxDrinks) throw refusals.tooManyDrinks(settings.maxDrinks);
          await drinks.insertDrink(trx, userId, row);
          return toDrink({ ...row, user_id: userId });
        }),
      );
    },

    async updateDrink({ body: { drinkId, ...change }, caller: { userId } }) {
      if (Object.values(change).every((value) => value === undefined)) throw refusals.nothingToChange();
      const columns = columnsOf(change);
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          await requireDrink(trx, userId, drinkId);
          if (change.collectionId !== undefined) await requireCollection(trx, userId, change.collectionId);
          await requireOwnImage(trx, userId, change.imageId);
          await drinks.updateDrink(trx, userId, drinkId, { ...columns, updated_at: now() });
          return toDrink(await requireDrink(trx, userId, drinkId));
        }),
      );
    },

    async deleteDrink({ query: { drinkId }, caller: { userId } }) {
      if (!(await drinks.deleteDrink(db, userId, drinkId))) throw refusals.drinkNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
