// The drinks area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): each
// operation that takes an Id, called with the victim's collection, drink, photo or storage group
// (and, where it takes two, with the attacker's own beside the victim's: moving into the victim's
// collection, adding a drink there), and what the victim sees of their own drinks.
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation, dataOf } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';
import { uploadImageAs } from '../recipes/recipesApi';

interface Owned {
  collection: string;
  drink: string;
  image: string;
  storageGroup: string;
}

/** Filled by prepare: the victim's and the attacker's own collection, drink, photo and storage group. */
const ids = { victim: {} as Owned, attacker: {} as Owned };

async function makeDrinks(t: TestApp, user: SignedUp): Promise<Owned> {
  const token = user.access.token;
  const image = await uploadImageAs(t, user);
  const collection = dataOf(await callOperation(t.app, 'createDrinkCollection', { body: { name: 'Hidden bar' }, token }))._id;
  const drink = dataOf(
    await callOperation(t.app, 'createDrink', { body: { name: 'House gimlet', collectionId: collection, ingredients: [{ text: '6 cl gin' }], notes: 'Private', imageId: image }, token }),
  )._id;
  const storageGroup = dataOf(await callOperation(t.app, 'createStorageGroup', { body: { name: 'Bar cart' }, token }))._id;
  await callOperation(t.app, 'createStorageItems', { body: { storageGroupId: storageGroup, items: [{ name: 'Gin' }] }, token });
  return { collection, drink, image, storageGroup };
}

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    ids.victim = await makeDrinks(t, victim);
    ids.attacker = await makeDrinks(t, attacker);
  },
  attempts: {
    getDrinkCollections: [({ app }, { attacker }) => callOperation(app, 'getDrinkCollections', { query: { drinkCollectionId: ids.victim.collection }, token: attacker.access.token })],
    updateDrinkCollection: [
      ({ app }, { attacker }) => callOperation(app, 'updateDrinkCollection', { body: { drinkCollectionId: ids.victim.collection, name: 'Mine now' }, token: attacker.access.token }),
    ],
    deleteDrinkCollection: [
      ({ app }, { attacker }) => callOperation(app, 'deleteDrinkCollection', { query: { drinkCollectionId: ids.victim.collection }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'deleteDrinkCollection', { query: { drinkCollectionId: ids.victim.collection, deleteDrinks: true }, token: attacker.access.token }),
      ({ app }, { attacker }) =>
        callOperation(app, 'deleteDrinkCollection', { query: { drinkCollectionId: ids.victim.collection, moveDrinksTo: ids.attacker.collection }, token: attacker.access.token }),
      // The attacker's own collection emptied into the victim's.
      ({ app }, { attacker }) =>
        callOperation(app, 'deleteDrinkCollection', { query: { drinkCollectionId: ids.attacker.collection, moveDrinksTo: ids.victim.collection }, token: attacker.access.token }),
    ],
    getDrinks: [
      ({ app }, { attacker }) => callOperation(app, 'getDrinks', { query: { drinkId: ids.victim.drink }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getDrinks', { query: { collectionId: ids.victim.collection }, token: attacker.access.token }),
      // A page of the victim's collection, as the web reads it.
      ({ app }, { attacker }) => callOperation(app, 'getDrinks', { query: { collectionId: ids.victim.collection, limit: 1 }, token: attacker.access.token }),
      // "What can I make" from the victim's bar cart.
      ({ app }, { attacker }) => callOperation(app, 'getDrinks', { query: { storageGroupId: ids.victim.storageGroup }, token: attacker.access.token }),
    ],
    createDrink: [
      ({ app }, { attacker }) => callOperation(app, 'createDrink', { body: { name: 'Planted', collectionId: ids.victim.collection }, token: attacker.access.token }),
      // The attacker's own collection with the victim's photo.
      ({ app }, { attacker }) =>
        callOperation(app, 'createDrink', { body: { name: 'Borrowed photo', collectionId: ids.attacker.collection, imageId: ids.victim.image }, token: attacker.access.token }),
    ],
    updateDrink: [
      ({ app }, { attacker }) => callOperation(app, 'updateDrink', { body: { drinkId: ids.victim.drink, notes: 'Read your notes' }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'updateDrink', { body: { drinkId: ids.victim.drink, collectionId: ids.attacker.collection }, token: attacker.access.token }),
      // The attacker's own drink moved into the victim's collection, renamed on the way.
      ({ app }, { attacker }) =>
        callOperation(app, 'updateDrink', { body: { drinkId: ids.attacker.drink, name: 'Renamed too', collectionId: ids.victim.collection }, token: attacker.access.token }),
      // The attacker's own drink given the victim's photo.
      ({ app }, { attacker }) => callOperation(app, 'updateDrink', { body: { drinkId: ids.attacker.drink, imageId: ids.victim.image }, token: attacker.access.token }),
    ],
    deleteDrink: [({ app }, { attacker }) => callOperation(app, 'deleteDrink', { query: { drinkId: ids.victim.drink }, token: attacker.access.token })],
  },
  ownView: ({ app }, victim) => {
    const token = victim.access.token;
    return Promise.all([
      callOperation(app, 'getDrinkCollections', { token }),
      callOperation(app, 'getDrinkCollections', { query: { drinkCollectionId: ids.victim.collection }, token }),
      callOperation(app, 'getDrinks', { query: { drinkId: ids.victim.drink }, token }),
      callOperation(app, 'getDrinks', { query: { collectionId: ids.victim.collection }, token }),
      callOperation(app, 'getDrinks', { query: { storageGroupId: ids.victim.storageGroup }, token }),
    ]);
  },
};
