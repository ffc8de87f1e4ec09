// The recipe screens in one lazy chunk: one import site in the route table instead of four; they
// share their queries, sidebar and not-ready states anyway.
export { CollectionRoute } from './CollectionRoute';
export { CollectionsRoute } from './CollectionsRoute';
export { ImportRecipesRoute } from './importing/ImportRecipesRoute';
export { RecipeEditRoute } from './RecipeEditRoute';
export { RecipeRoute } from './RecipeRoute';
