// The drink screens in one lazy chunk: one import site in the route table instead of three; they
// share their queries, sidebar and not-ready states anyway.
export { CollectionRoute } from './CollectionRoute';
export { CollectionsRoute } from './CollectionsRoute';
export { DrinkRoute } from './DrinkRoute';
