import { defineMessages } from 'react-intl';

// Apart from messages.ts, so the route table (in the first screen's code) carries only these.
// /recipe-collections is titled with the area's name ("Recipes"); each page's h1 names its thing.
/** The page titles of a collection, the recipe editor, a recipe and the import. */
export const recipesTitles = defineMessages({
  collection: { id: 'recipes.title.collection', defaultMessage: 'Recipe collection' },
  edit: { id: 'recipes.title.edit', defaultMessage: 'Add or edit recipe' },
  recipe: { id: 'recipes.title.recipe', defaultMessage: 'Recipe' },
  import: { id: 'recipes.title.import', defaultMessage: 'Import recipes' },
});
