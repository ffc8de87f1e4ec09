import { defineMessages } from 'react-intl';
import type { NotReadyMessages } from '../../components/status/NotReady';

/** Texts every recipes screen shares: loading, failures, not found, the sidebar. */
export const commonMessages = defineMessages({
  cancel: { id: 'recipes.common.cancel', defaultMessage: 'Cancel' },
  toCollections: { id: 'recipes.common.toCollections', defaultMessage: 'All recipe collections' },
  notFoundBody: { id: 'recipes.common.notFoundBody', defaultMessage: 'It may have been deleted.' },
  collectionNotFound: { id: 'recipes.common.collectionNotFound', defaultMessage: 'Recipe collection not found' },
  loadingCollection: { id: 'recipes.common.loadingCollection', defaultMessage: 'Loading the recipe collection…' },
  collectionLoadFailed: { id: 'recipes.common.collectionLoadFailed', defaultMessage: 'The recipe collection could not be fetched.' },
  recipeNotFound: { id: 'recipes.common.recipeNotFound', defaultMessage: 'Recipe not found' },
  loadingRecipe: { id: 'recipes.common.loadingRecipe', defaultMessage: 'Loading the recipe…' },
  recipeLoadFailed: { id: 'recipes.common.recipeLoadFailed', defaultMessage: 'The recipe could not be fetched.' },
  sidebarCollections: { id: 'recipes.common.sidebarCollections', defaultMessage: 'Recipe collections' },
  sidebarLoading: { id: 'recipes.common.sidebarLoading', defaultMessage: 'Loading…' },
  sidebarEmpty: { id: 'recipes.common.sidebarEmpty', defaultMessage: 'No collections yet' },
  sidebarNoRecipes: { id: 'recipes.common.sidebarNoRecipes', defaultMessage: 'No recipes yet' },
});

/** A recipe's page before its recipe is there (components/status/NotReady). */
export const recipeNotReady: NotReadyMessages = { loading: commonMessages.loadingRecipe, loadFailed: commonMessages.recipeLoadFailed, notFoundHeading: commonMessages.recipeNotFound, notFoundBody: commonMessages.notFoundBody, back: commonMessages.toCollections };

/** A collection's page before its collection is there. */
export const collectionNotReady: NotReadyMessages = { loading: commonMessages.loadingCollection, loadFailed: commonMessages.collectionLoadFailed, notFoundHeading: commonMessages.collectionNotFound, notFoundBody: commonMessages.notFoundBody, back: commonMessages.toCollections };

export const commonValueMessages = defineMessages<{
  sidebarRecipes: { collection: string };
  servings: { count: number };
  minutes: { minutes: number };
}>({
  sidebarRecipes: { id: 'recipes.common.sidebarRecipes', defaultMessage: 'Recipes in {collection}' },
  servings: { id: 'recipes.common.servings', defaultMessage: '{count, plural, one {# serving} other {# servings}}' },
  minutes: { id: 'recipes.common.minutes', defaultMessage: '{minutes} min' },
});

/** /recipe-collections. */
export const collectionsMessages = defineMessages({
  heading: { id: 'recipes.collections.heading', defaultMessage: 'Your collections' },
  loading: { id: 'recipes.collections.loading', defaultMessage: 'Loading recipe collections…' },
  loadFailed: { id: 'recipes.collections.loadFailed', defaultMessage: 'Your recipe collections could not be fetched.' },
  emptyHeading: { id: 'recipes.collections.emptyHeading', defaultMessage: 'Start your first collection' },
  emptyBody: {
    id: 'recipes.collections.emptyBody',
    defaultMessage: 'Group recipes the way you cook: weeknight dinners, baking, the ones from home. Then write a recipe down or import it from any recipe page.',
  },
  newCollection: { id: 'recipes.collections.newCollection', defaultMessage: 'New collection' },
  add: { id: 'recipes.collections.add', defaultMessage: 'Add collection' },
  nameRequired: { id: 'recipes.collections.nameRequired', defaultMessage: 'Give the collection a name' },
  rename: { id: 'recipes.collections.rename', defaultMessage: 'Rename' },
  save: { id: 'recipes.collections.save', defaultMessage: 'Save' },
  delete: { id: 'recipes.collections.delete', defaultMessage: 'Delete' },
  deleteRecipes: { id: 'recipes.collections.deleteRecipes', defaultMessage: 'Delete them with it' },
  moveRecipes: { id: 'recipes.collections.moveRecipes', defaultMessage: 'Move them to another collection' },
  moveTarget: { id: 'recipes.collections.moveTarget', defaultMessage: 'Collection to move them to' },
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
  count: { id: 'recipes.collections.count', defaultMessage: '{count, plural, one {# recipe} other {# recipes}}' },
  renameNamed: { id: 'recipes.collections.renameNamed', defaultMessage: 'Rename {name}' },
  newName: { id: 'recipes.collections.newName', defaultMessage: 'New name for {name}' },
  deleteNamed: { id: 'recipes.collections.deleteNamed', defaultMessage: 'Delete {name}' },
  deleteEmptyQuestion: { id: 'recipes.collections.deleteEmptyQuestion', defaultMessage: 'Delete {name}?' },
  deleteQuestion: { id: 'recipes.collections.deleteQuestion', defaultMessage: 'Delete {name}? What becomes of its {count, plural, one {# recipe} other {# recipes}}?' },
  confirmDelete: { id: 'recipes.collections.confirmDelete', defaultMessage: 'Yes, delete {name}' },
});

/** /recipe-collection/:id. */
export const collectionMessages = defineMessages({
  addRecipe: { id: 'recipes.collection.addRecipe', defaultMessage: 'Add recipe' },
  importRecipes: { id: 'recipes.collection.importRecipes', defaultMessage: 'Import recipes' },
  searchLabel: { id: 'recipes.collection.searchLabel', defaultMessage: 'Search recipes' },
  search: { id: 'recipes.collection.search', defaultMessage: 'Search' },
  showAll: { id: 'recipes.collection.showAll', defaultMessage: 'Show all' },
  listHeading: { id: 'recipes.collection.listHeading', defaultMessage: 'Recipes' },
  loading: { id: 'recipes.collection.loading', defaultMessage: 'Loading recipes…' },
  loadFailed: { id: 'recipes.collection.loadFailed', defaultMessage: 'The recipes could not be fetched.' },
  emptyHeading: { id: 'recipes.collection.emptyHeading', defaultMessage: 'No recipes yet' },
  emptyBody: {
    id: 'recipes.collection.emptyBody',
    defaultMessage: 'Write a recipe down, or import one: paste the address of any recipe page on the next page and check what was read before saving.',
  },
});

export const collectionValueMessages = defineMessages<{
  results: { query: string };
  noMatches: { query: string };
}>({
  results: { id: 'recipes.collection.results', defaultMessage: 'Recipes matching “{query}”' },
  noMatches: { id: 'recipes.collection.noMatches', defaultMessage: 'No recipe in this collection matches “{query}”.' },
});

/** /add-recipe/:collectionId/:edit?. */
export const editMessages = defineMessages({
  headingNew: { id: 'recipes.edit.headingNew', defaultMessage: 'New recipe' },
  headingEdit: { id: 'recipes.edit.headingEdit', defaultMessage: 'Edit recipe' },
  importHeading: { id: 'recipes.edit.importHeading', defaultMessage: 'Import from a recipe page' },
  recipeUrl: { id: 'recipes.edit.recipeUrl', defaultMessage: 'Recipe URL' },
  import: { id: 'recipes.edit.import', defaultMessage: 'Import' },
  importing: { id: 'recipes.edit.importing', defaultMessage: 'Reading the page…' },
  importFailed: { id: 'recipes.edit.importFailed', defaultMessage: 'The recipe could not be imported.' },
  urlRequired: { id: 'recipes.edit.urlRequired', defaultMessage: 'Paste the address of a recipe page' },
  detailsHeading: { id: 'recipes.edit.detailsHeading', defaultMessage: 'Recipe' },
  name: { id: 'recipes.edit.name', defaultMessage: 'Name' },
  nameRequired: { id: 'recipes.edit.nameRequired', defaultMessage: 'Give the recipe a name' },
  servings: { id: 'recipes.edit.servings', defaultMessage: 'Servings' },
  servingsInvalid: { id: 'recipes.edit.servingsInvalid', defaultMessage: 'Servings are a number from 1 to 1,000' },
  prepTime: { id: 'recipes.edit.prepTime', defaultMessage: 'Prep time (minutes)' },
  cookTime: { id: 'recipes.edit.cookTime', defaultMessage: 'Cook time (minutes)' },
  totalTime: { id: 'recipes.edit.totalTime', defaultMessage: 'Total time (minutes)' },
  minutesInvalid: { id: 'recipes.edit.minutesInvalid', defaultMessage: 'Minutes are a number of 0 or more' },
  sourceUrl: { id: 'recipes.edit.sourceUrl', defaultMessage: 'Source URL' },
  ingredients: { id: 'recipes.edit.ingredients', defaultMessage: 'Ingredients' },
  steps: { id: 'recipes.edit.steps', defaultMessage: 'Steps' },
  linesHint: { id: 'recipes.edit.linesHint', defaultMessage: 'One per line. A line starting with “## ” is a heading, such as “## For the sauce”.' },
  notes: { id: 'recipes.edit.notes', defaultMessage: 'Notes' },
  save: { id: 'recipes.edit.save', defaultMessage: 'Save' },
});

export const editValueMessages = defineMessages<{
  imported: { url: string };
}>({
  imported: { id: 'recipes.edit.imported', defaultMessage: 'Read from {url}. Check the recipe below, then save it.' },
});

/** /recipe/:id. */
export const recipeMessages = defineMessages({
  servings: { id: 'recipes.recipe.servings', defaultMessage: 'Servings' },
  servingsUnknown: { id: 'recipes.recipe.servingsUnknown', defaultMessage: 'The recipe does not say how many it serves, so it cannot be scaled. Edit it to add servings.' },
  ingredients: { id: 'recipes.recipe.ingredients', defaultMessage: 'Ingredients' },
  noIngredients: { id: 'recipes.recipe.noIngredients', defaultMessage: 'No ingredients written yet.' },
  steps: { id: 'recipes.recipe.steps', defaultMessage: 'Steps' },
  noSteps: { id: 'recipes.recipe.noSteps', defaultMessage: 'No steps written yet.' },
  resetSteps: { id: 'recipes.recipe.resetSteps', defaultMessage: 'Start over' },
  notes: { id: 'recipes.recipe.notes', defaultMessage: 'Notes' },
  source: { id: 'recipes.recipe.source', defaultMessage: 'Source' },
  prep: { id: 'recipes.recipe.prep', defaultMessage: 'Prep' },
  cook: { id: 'recipes.recipe.cook', defaultMessage: 'Cook' },
  total: { id: 'recipes.recipe.total', defaultMessage: 'Total' },
  edit: { id: 'recipes.recipe.edit', defaultMessage: 'Edit' },
  delete: { id: 'recipes.recipe.delete', defaultMessage: 'Delete' },
  screenAwake: { id: 'recipes.recipe.screenAwake', defaultMessage: 'The screen stays on while this recipe is open.' },
  addToShopping: { id: 'recipes.recipe.addToShopping', defaultMessage: 'Add ingredients to shopping list' },
});

export const recipeValueMessages = defineMessages<{
  servingsOf: { count: number };
  stepsDone: { done: number; total: number };
  deleteQuestion: { name: string };
  confirmDelete: { name: string };
  photoOf: { name: string };
  editNamed: { name: string };
}>({
  servingsOf: { id: 'recipes.recipe.servingsOf', defaultMessage: 'The recipe is written for {count}.' },
  stepsDone: { id: 'recipes.recipe.stepsDone', defaultMessage: '{done} of {total} done' },
  deleteQuestion: { id: 'recipes.recipe.deleteQuestion', defaultMessage: 'Delete {name}? This cannot be undone.' },
  confirmDelete: { id: 'recipes.recipe.confirmDelete', defaultMessage: 'Yes, delete {name}' },
  photoOf: { id: 'recipes.recipe.photoOf', defaultMessage: 'Photo of {name}' },
  editNamed: { id: 'recipes.recipe.editNamed', defaultMessage: 'Edit {name}' },
});

/** The "Add ingredients to shopping list" panel on a recipe. */
export const shoppingMessages = defineMessages({
  heading: { id: 'recipes.shopping.heading', defaultMessage: 'Add ingredients to shopping list' },
  list: { id: 'recipes.shopping.list', defaultMessage: 'Shopping list' },
  ingredients: { id: 'recipes.shopping.ingredients', defaultMessage: 'Ingredients to add' },
  addToList: { id: 'recipes.shopping.addToList', defaultMessage: 'Add to list' },
  added: { id: 'recipes.shopping.added', defaultMessage: 'Added' },
  close: { id: 'recipes.shopping.close', defaultMessage: 'Close' },
  loadingLists: { id: 'recipes.shopping.loadingLists', defaultMessage: 'Loading your shopping lists…' },
  listsFailed: { id: 'recipes.shopping.listsFailed', defaultMessage: 'Your shopping lists could not be fetched.' },
  noLists: { id: 'recipes.shopping.noLists', defaultMessage: 'You have no shopping list yet.' },
  makeList: { id: 'recipes.shopping.makeList', defaultMessage: 'Make a shopping list' },
  noneChosen: { id: 'recipes.shopping.noneChosen', defaultMessage: 'Tick at least one ingredient' },
  nothingToAdd: { id: 'recipes.shopping.nothingToAdd', defaultMessage: 'The recipe has no ingredients to add.' },
});

export const shoppingValueMessages = defineMessages<{
  defaultList: { name: string };
  result: { added: number; merged: number; list: string };
  openList: { name: string };
}>({
  defaultList: { id: 'recipes.shopping.defaultList', defaultMessage: '{name} (default)' },
  result: {
    id: 'recipes.shopping.result',
    defaultMessage: '{list}: {added, plural, one {# new item} other {# new items}}, {merged, plural, one {# merged into an item already there} other {# merged into items already there}}.',
  },
  openList: { id: 'recipes.shopping.openList', defaultMessage: 'Open {name}' },
});
