// The collections screens in one lazy chunk: one import site in the route table instead of three;
// they share the field types' inputs and value texts anyway. papaparse loads later still, on
// import or export (csv.ts).
export { CollectionRoute } from './CollectionRoute';
export { CollectionsRoute } from './CollectionsRoute';
export { ItemRoute } from './ItemRoute';
