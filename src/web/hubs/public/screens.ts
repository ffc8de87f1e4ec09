// The public pages in one lazy chunk: they share the drink view and the gone page.
export { PublicCollectionRoute } from './PublicCollectionRoute';
export { PublicDrinkCollectionRoute } from './PublicDrinkCollectionRoute';
export { PublicDrinkRoute } from './PublicDrinkRoute';
