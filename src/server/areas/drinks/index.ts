import { defineArea } from '../../area';
import { drinksAccountData } from './accountData';
import { createDrinksHandlers } from './handlers';
import * as m20261127T0900 from './migrations/20261127T0900_drinks';
import { drinksSettings } from './settings';

/** Drinks: collections, drinks with parsed ingredients, and "What can I make" from a storage group. */
export const drinks = defineArea({
  name: 'drinks',
  settings: drinksSettings,
  handlers: createDrinksHandlers,
  accountData: drinksAccountData,
  migrations: {
    '20261127T0900_drinks': m20261127T0900,
  },
});

/** The share area pages a shared drink collection as GET /drink?collectionId= does. */
export { decodeDrinkCursor, encodeDrinkCursor, type DrinkCursor } from './drinkCursor';
