// The collection screens in one lazy chunk: one import site in the route table instead of three;
// they share most of their code (lists, loading states, the sidebar) anyway.
export { CollectionEditRoute } from './CollectionEditRoute';
export { CollectionRoute } from './CollectionRoute';
export { CollectionsRoute } from './CollectionsRoute';
