import { importRefusals } from '../import/refusals';
import { parsePool } from '../import/parsePool';
import type { FileReading, RecipeFile } from '../import/recipeFiles';
import { batchImportRefusals, recipeImportLimits } from './limits';

/**
 * The files' recipes, read in the page reader's worker (the pool's bounds and time limit hold for
 * files too). Limits are checked before anything is handed over; every failure is a refusal.
 */
export async function readFiles(files: readonly RecipeFile[], timeoutMs: number): Promise<FileReading[]> {
  if (files.length === 0) return [];
  if (files.length > recipeImportLimits.maxFiles) throw batchImportRefusals.tooManyFiles();
  const tooLarge = files.find((file) => file.text.length > recipeImportLimits.maxFileChars);
  if (tooLarge !== undefined) throw batchImportRefusals.fileTooLarge(tooLarge.name);
  const outcome = await parsePool.parse({ kind: 'files', files, maxRecipes: recipeImportLimits.maxFileRecipes }, timeoutMs);
  if (outcome.read === 'busy') throw importRefusals.busy();
  if (outcome.read === 'tooComplex' || !outcome.read || !('files' in outcome)) throw batchImportRefusals.tooComplex(timeoutMs);
  if ('tooManyRecipes' in outcome.files) throw batchImportRefusals.tooManyRecipes();
  return outcome.files.files;
}
