import { defineMessages } from 'react-intl';
import type { NotReadyMessages } from '../../components/status/NotReady';

/** Texts every drinks screen shares: loading, failures, not found, the sidebar. */
export const commonMessages = defineMessages({
  cancel: { id: 'drinks.common.cancel', defaultMessage: 'Cancel' },
  toCollections: { id: 'drinks.common.toCollections', defaultMessage: 'All drink collections' },
  notFoundBody: { id: 'drinks.common.notFoundBody', defaultMessage: 'It may have been deleted.' },
  collectionNotFound: { id: 'drinks.common.collectionNotFound', defaultMessage: 'Drink collection not found' },
  loadingCollection: { id: 'drinks.common.loadingCollection', defaultMessage: 'Loading the drink collection…' },
  collectionLoadFailed: { id: 'drinks.common.collectionLoadFailed', defaultMessage: 'The drink collection could not be fetched.' },
  drinkNotFound: { id: 'drinks.common.drinkNotFound', defaultMessage: 'Drink not found' },
  loadingDrink: { id: 'drinks.common.loadingDrink', defaultMessage: 'Loading the drink…' },
  drinkLoadFailed: { id: 'drinks.common.drinkLoadFailed', defaultMessage: 'The drink could not be fetched.' },
  sidebarCollections: { id: 'drinks.common.sidebarCollections', defaultMessage: 'Drink collections' },
  sidebarLoading: { id: 'drinks.common.sidebarLoading', defaultMessage: 'Loading…' },
  sidebarEmpty: { id: 'drinks.common.sidebarEmpty', defaultMessage: 'No collections yet' },
  sidebarNoDrinks: { id: 'drinks.common.sidebarNoDrinks', defaultMessage: 'No drinks yet' },
  share: { id: 'drinks.common.share', defaultMessage: 'Share' },
});

/** A drink's page before its drink is there (components/status/NotReady). */
export const drinkNotReady: NotReadyMessages = { loading: commonMessages.loadingDrink, loadFailed: commonMessages.drinkLoadFailed, notFoundHeading: commonMessages.drinkNotFound, notFoundBody: commonMessages.notFoundBody, back: commonMessages.toCollections };

/** A collection's page before its collection is there. */
export const collectionNotReady: NotReadyMessages = { loading: commonMessages.loadingCollection, loadFailed: commonMessages.collectionLoadFailed, notFoundHeading: commonMessages.collectionNotFound, notFoundBody: commonMessages.notFoundBody, back: commonMessages.toCollections };

export const commonValueMessages = defineMessages<{
  sidebarDrinks: { collection: string };
  rating: { rating: number };
}>({
  sidebarDrinks: { id: 'drinks.common.sidebarDrinks', defaultMessage: 'Drinks in {collection}' },
  rating: { id: 'drinks.common.rating', defaultMessage: '{rating, plural, one {# star} other {# stars}}' },
});

/** /drink-collections. */
export const collectionsMessages = defineMessages({
  heading: { id: 'drinks.collections.heading', defaultMessage: 'Your collections' },
  loading: { id: 'drinks.collections.loading', defaultMessage: 'Loading drink collections…' },
  loadFailed: { id: 'drinks.collections.loadFailed', defaultMessage: 'Your drink collections could not be fetched.' },
  emptyHeading: { id: 'drinks.collections.emptyHeading', defaultMessage: 'Start your first collection' },
  emptyBody: {
    id: 'drinks.collections.emptyBody',
    defaultMessage: 'Group drinks the way you mix them: classics, summer drinks, the house specials. Then add a drink and write down what goes in it.',
  },
  newCollection: { id: 'drinks.collections.newCollection', defaultMessage: 'New collection' },
  add: { id: 'drinks.collections.add', defaultMessage: 'Add collection' },
  nameRequired: { id: 'drinks.collections.nameRequired', defaultMessage: 'Give the collection a name' },
  rename: { id: 'drinks.collections.rename', defaultMessage: 'Rename' },
  save: { id: 'drinks.collections.save', defaultMessage: 'Save' },
  delete: { id: 'drinks.collections.delete', defaultMessage: 'Delete' },
  deleteDrinks: { id: 'drinks.collections.deleteDrinks', defaultMessage: 'Delete them with it' },
  moveDrinks: { id: 'drinks.collections.moveDrinks', defaultMessage: 'Move them to another collection' },
  moveTarget: { id: 'drinks.collections.moveTarget', defaultMessage: 'Collection to move them to' },
});

export const collectionsValueMessages = defineMessages<{
  count: { count: number };
  renameNamed: { name: string };
  newName: { name: string };
  deleteNamed: { name: string };
  deleteEmptyQuestion: { name: string };
  deleteQuestion: { name: string; count: number };
  confirmDelete: { name: string };
}>({
  count: { id: 'drinks.collections.count', defaultMessage: '{count, plural, one {# drink} other {# drinks}}' },
  renameNamed: { id: 'drinks.collections.renameNamed', defaultMessage: 'Rename {name}' },
  newName: { id: 'drinks.collections.newName', defaultMessage: 'New name for {name}' },
  deleteNamed: { id: 'drinks.collections.deleteNamed', defaultMessage: 'Delete {name}' },
  deleteEmptyQuestion: { id: 'drinks.collections.deleteEmptyQuestion', defaultMessage: 'Delete {name}?' },
  deleteQuestion: { id: 'drinks.collections.deleteQuestion', defaultMessage: 'Delete {name}? What becomes of its {count, plural, one {# drink} other {# drinks}}?' },
  confirmDelete: { id: 'drinks.collections.confirmDelete', defaultMessage: 'Yes, delete {name}' },
});

/** "What can I make" on /drink-collections. */
export const makeMessages = defineMessages({
  heading: { id: 'drinks.make.heading', defaultMessage: 'What can I make' },
  intro: { id: 'drinks.make.intro', defaultMessage: 'Choose a storage place to see the drinks whose every ingredient is in it.' },
  place: { id: 'drinks.make.place', defaultMessage: 'Storage place' },
  choose: { id: 'drinks.make.choose', defaultMessage: 'Choose a place' },
  loadingPlaces: { id: 'drinks.make.loadingPlaces', defaultMessage: 'Loading your storage places…' },
  placesFailed: { id: 'drinks.make.placesFailed', defaultMessage: 'Your storage places could not be fetched.' },
  noPlaces: { id: 'drinks.make.noPlaces', defaultMessage: 'You have no storage places yet. Add your bar cabinet or fridge in Storage, with what it holds.' },
  toStorage: { id: 'drinks.make.toStorage', defaultMessage: 'Go to Storage' },
  loading: { id: 'drinks.make.loading', defaultMessage: 'Looking for drinks you can make…' },
  loadFailed: { id: 'drinks.make.loadFailed', defaultMessage: 'The drinks you can make could not be fetched.' },
});

export const makeValueMessages = defineMessages<{
  results: { place: string };
  none: { place: string };
}>({
  results: { id: 'drinks.make.results', defaultMessage: 'Drinks you can make from {place}' },
  none: { id: 'drinks.make.none', defaultMessage: 'No drink has all its ingredients in {place} yet.' },
});

/** /drink-collection/:id. */
export const collectionMessages = defineMessages({
  newDrink: { id: 'drinks.collection.newDrink', defaultMessage: 'New drink' },
  addDrink: { id: 'drinks.collection.addDrink', defaultMessage: 'Add drink' },
  drinkNameRequired: { id: 'drinks.collection.drinkNameRequired', defaultMessage: 'Give the drink a name' },
  findHeading: { id: 'drinks.collection.findHeading', defaultMessage: 'Find a drink' },
  search: { id: 'drinks.collection.search', defaultMessage: 'Search drinks' },
  tag: { id: 'drinks.collection.tag', defaultMessage: 'Tag' },
  ingredient: { id: 'drinks.collection.ingredient', defaultMessage: 'Ingredient' },
  rating: { id: 'drinks.collection.rating', defaultMessage: 'Rating' },
  any: { id: 'drinks.collection.any', defaultMessage: 'Any' },
  sort: { id: 'drinks.collection.sort', defaultMessage: 'Sort by' },
  sortName: { id: 'drinks.collection.sortName', defaultMessage: 'Name' },
  sortRating: { id: 'drinks.collection.sortRating', defaultMessage: 'Rating, highest first' },
  sortNewest: { id: 'drinks.collection.sortNewest', defaultMessage: 'Newest first' },
  clearFilters: { id: 'drinks.collection.clearFilters', defaultMessage: 'Clear filters' },
  listHeading: { id: 'drinks.collection.listHeading', defaultMessage: 'Drinks' },
  loading: { id: 'drinks.collection.loading', defaultMessage: 'Loading drinks…' },
  loadFailed: { id: 'drinks.collection.loadFailed', defaultMessage: 'The drinks could not be fetched.' },
  emptyHeading: { id: 'drinks.collection.emptyHeading', defaultMessage: 'No drinks yet' },
  emptyBody: { id: 'drinks.collection.emptyBody', defaultMessage: 'Add a drink by its name above, then write down its ingredients, method and glass on its page.' },
  noMatchesHeading: { id: 'drinks.collection.noMatchesHeading', defaultMessage: 'No drinks match' },
  noMatches: { id: 'drinks.collection.noMatches', defaultMessage: 'No drink in this collection matches the search and filters.' },
  showMore: { id: 'drinks.collection.showMore', defaultMessage: 'Show more drinks' },
});

export const collectionValueMessages = defineMessages<{
  atLeast: { rating: number };
  shown: { shown: number; total: number };
  partlyLoaded: { read: number; total: number };
}>({
  atLeast: { id: 'drinks.collection.atLeast', defaultMessage: '{rating, plural, one {# star or more} other {# stars or more}}' },
  shown: { id: 'drinks.collection.shown', defaultMessage: '{shown} of {total} shown' },
  partlyLoaded: { id: 'drinks.collection.partlyLoaded', defaultMessage: '{read} of {total} drinks loaded: the search, filters and sorting cover those.' },
});

/** /drink/:id. */
export const drinkMessages = defineMessages({
  edit: { id: 'drinks.drink.edit', defaultMessage: 'Edit' },
  delete: { id: 'drinks.drink.delete', defaultMessage: 'Delete' },
  rating: { id: 'drinks.drink.rating', defaultMessage: 'Rating' },
  clearRating: { id: 'drinks.drink.clearRating', defaultMessage: 'Clear rating' },
  servings: { id: 'drinks.drink.servings', defaultMessage: 'Servings' },
  fewer: { id: 'drinks.drink.fewer', defaultMessage: 'One serving fewer' },
  more: { id: 'drinks.drink.more', defaultMessage: 'One serving more' },
  units: { id: 'drinks.drink.units', defaultMessage: 'Amounts in' },
  asWritten: { id: 'drinks.drink.asWritten', defaultMessage: 'As written' },
  unitsHint: { id: 'drinks.drink.unitsHint', defaultMessage: 'Liquids switch; dashes, spoons and pieces stay as written.' },
  ingredients: { id: 'drinks.drink.ingredients', defaultMessage: 'Ingredients' },
  noIngredients: { id: 'drinks.drink.noIngredients', defaultMessage: 'No ingredients written yet. Edit the drink to add them.' },
  method: { id: 'drinks.drink.method', defaultMessage: 'Method' },
  noMethod: { id: 'drinks.drink.noMethod', defaultMessage: 'No method written yet.' },
  glass: { id: 'drinks.drink.glass', defaultMessage: 'Glass' },
  garnish: { id: 'drinks.drink.garnish', defaultMessage: 'Garnish' },
  tags: { id: 'drinks.drink.tags', defaultMessage: 'Tags' },
  notes: { id: 'drinks.drink.notes', defaultMessage: 'Notes' },
  private: { id: 'drinks.drink.private', defaultMessage: 'Only you see your notes' },
  noNotes: { id: 'drinks.drink.noNotes', defaultMessage: 'No notes.' },
  moveHeading: { id: 'drinks.drink.moveHeading', defaultMessage: 'Move to another collection' },
  moveTarget: { id: 'drinks.drink.moveTarget', defaultMessage: 'Collection' },
  move: { id: 'drinks.drink.move', defaultMessage: 'Move' },
  noOtherCollection: { id: 'drinks.drink.noOtherCollection', defaultMessage: 'Add another collection to move the drink into.' },
});

export const drinkValueMessages = defineMessages<{
  inCollection: { collection: string };
  starLabel: { stars: number };
  servingsOf: { count: number };
  deleteQuestion: { name: string };
  confirmDelete: { name: string };
  photoOf: { name: string };
  editNamed: { name: string };
}>({
  inCollection: { id: 'drinks.drink.inCollection', defaultMessage: 'In {collection}' },
  starLabel: { id: 'drinks.drink.starLabel', defaultMessage: '{stars, plural, one {# star} other {# stars}}' },
  servingsOf: { id: 'drinks.drink.servingsOf', defaultMessage: 'The drink is written for one; the amounts are for {count}.' },
  deleteQuestion: { id: 'drinks.drink.deleteQuestion', defaultMessage: 'Delete {name}? This cannot be undone.' },
  confirmDelete: { id: 'drinks.drink.confirmDelete', defaultMessage: 'Yes, delete {name}' },
  photoOf: { id: 'drinks.drink.photoOf', defaultMessage: 'Photo of {name}' },
  editNamed: { id: 'drinks.drink.editNamed', defaultMessage: 'Edit {name}' },
});

/** The drink's form on /drink/:id. */
export const editMessages = defineMessages({
  heading: { id: 'drinks.edit.heading', defaultMessage: 'Edit drink' },
  name: { id: 'drinks.edit.name', defaultMessage: 'Name' },
  nameRequired: { id: 'drinks.edit.nameRequired', defaultMessage: 'Give the drink a name' },
  ingredients: { id: 'drinks.edit.ingredients', defaultMessage: 'Ingredients' },
  ingredientsHint: { id: 'drinks.edit.ingredientsHint', defaultMessage: 'One per line, as you would write it: “4 cl gin”, “1 1/2 oz lime juice”, “2 dashes Angostura bitters”.' },
  method: { id: 'drinks.edit.method', defaultMessage: 'Method' },
  methodHint: { id: 'drinks.edit.methodHint', defaultMessage: 'One step per line.' },
  glass: { id: 'drinks.edit.glass', defaultMessage: 'Glass' },
  garnish: { id: 'drinks.edit.garnish', defaultMessage: 'Garnish' },
  tags: { id: 'drinks.edit.tags', defaultMessage: 'Tags' },
  tagsHint: { id: 'drinks.edit.tagsHint', defaultMessage: 'Separated by commas: “sour, gin, summer”.' },
  notes: { id: 'drinks.edit.notes', defaultMessage: 'Notes' },
  save: { id: 'drinks.edit.save', defaultMessage: 'Save' },
  tooManyLines: { id: 'drinks.edit.tooManyLines', defaultMessage: 'At most 50 lines' },
  tooManyTags: { id: 'drinks.edit.tooManyTags', defaultMessage: 'At most 30 tags, each up to 50 characters' },
});
