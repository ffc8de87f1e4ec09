// The share area's row of the "another user's ids" guard (tests/api/otherUsersIds.test.ts): sharing
// the victim's drink, drink collection and collection, asking for their links, revoking the victim's
// link, and reading the victim's image through the attacker's own public link; and what the victim
// sees of their own links.
import type { Schemas } from '../../../src/contract/types';
import type { SignedUp } from '../../helpers/auth';
import type { TestApp } from '../../helpers/testApp';
import { callOperation } from '../contractClient';
import type { AreaOtherUsersIds } from '../guardTables';
import { fullDrink, ownerOf } from './shareApi';

interface Owned {
  drink: string;
  drinkCollection: string;
  collection: string;
  image: string;
  share: Schemas['Share'];
}

/** Filled by prepare: the victim's targets and link, and the attacker's own. */
const ids = { victim: {} as Owned, attacker: {} as Owned };

async function makeShared(t: TestApp, user: SignedUp): Promise<Owned> {
  const owner = ownerOf(t, user);
  const image = await owner.uploadImage();
  const drinkCollection = (await owner.makeDrinkCollection('Hidden bar'))._id;
  const drink = (await owner.makeDrink(fullDrink(drinkCollection, image)))._id;
  const collection = (await owner.makeCollection({ name: 'Hidden records', fields: [{ name: 'Title', type: 'text' }] }))._id;
  return { drink, drinkCollection, collection, image, share: await owner.share('drink', drink) };
}

export const otherUsersIds: AreaOtherUsersIds = {
  async prepare(t, { attacker, victim }) {
    ids.victim = await makeShared(t, victim);
    ids.attacker = await makeShared(t, attacker);
  },
  attempts: {
    createShare: [
      ({ app }, { attacker }) => callOperation(app, 'createShare', { body: { kind: 'drink', targetId: ids.victim.drink }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'createShare', { body: { kind: 'drinkCollection', targetId: ids.victim.drinkCollection }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'createShare', { body: { kind: 'collection', targetId: ids.victim.collection }, token: attacker.access.token }),
    ],
    getShares: [
      ({ app }, { attacker }) => callOperation(app, 'getShares', { query: { targetId: ids.victim.drink }, token: attacker.access.token }),
      ({ app }, { attacker }) => callOperation(app, 'getShares', { query: { kind: 'collection', targetId: ids.victim.collection }, token: attacker.access.token }),
    ],
    deleteShare: [({ app }, { attacker }) => callOperation(app, 'deleteShare', { query: { shareId: ids.victim.share._id }, token: attacker.access.token })],
    // The victim's image through the attacker's own link (the victim's own link would rightly show it).
    getPublicImage: [
      ({ app }) => callOperation(app, 'getPublicImage', { params: { token: ids.attacker.share.token, imageId: ids.victim.image } }),
    ],
  },
  ownView: ({ app }, victim) => {
    const token = victim.access.token;
    return Promise.all([callOperation(app, 'getShares', { token }), callOperation(app, 'getShares', { query: { targetId: ids.victim.drink }, token })]);
  },
};
