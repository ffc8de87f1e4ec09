// The shopping screens in one lazy chunk: one import site in the route table instead of four;
// they share most of their code (items, loading states, Undo) anyway.
export { ShoppingEditRoute } from './ShoppingEditRoute';
export { ShoppingListsRoute } from './ShoppingListsRoute';
export { ShoppingModeRoute } from './ShoppingModeRoute';
export { ShoppingParentRoute } from './ShoppingParentRoute';
