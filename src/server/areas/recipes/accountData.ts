import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import type { RecipesTables } from './tables';

/** Recipes' part of the export: collections and recipes (their photos travel with images). */
export const recipesAccountData = ({ db }: AreaDeps<RecipesTables>) =>
  tablePart(db, [
    { table: 'recipe_collection', key: 'id' },
    { table: 'recipe', key: 'id', refs: ['collection_id', 'image_id'] },
  ]);
