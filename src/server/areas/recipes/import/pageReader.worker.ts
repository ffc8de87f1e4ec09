// The worker thread that reads fetched pages and imported recipe files (parsePool.ts starts it): a
// hostile page or file can only stall this thread, which the pool ends at its time or memory limit.
import { parentPort } from 'node:worker_threads';
import { parseRecipePage } from './parseRecipePage';
import { readRecipeFiles, type FilesReading, type RecipeFile } from './recipeFiles';

/** A page to read for its recipe. */
export interface PageJob {
  kind?: 'page';
  html: string;
  pageUrl: string;
}

/** JSON files to read for their schema.org Recipes, at most `maxRecipes` in all. */
export interface FilesJob {
  kind: 'files';
  files: readonly RecipeFile[];
  maxRecipes: number;
}

/** What the pool sends: one job at a time. */
export type ParseJob = PageJob | FilesJob;

/** What the worker answers: the page's suggestion (undefined: no recipe), the files' recipes, or that reading threw. */
export type ParseAnswer = { read: true; suggestion: ReturnType<typeof parseRecipePage> } | { read: true; files: FilesReading } | { read: false };

if (parentPort === null) throw new Error('pageReader.worker.ts runs only as a worker thread');
const port = parentPort;
port.on('message', (job: ParseJob) => {
  let answer: ParseAnswer;
  try {
    answer = job.kind === 'files' ? { read: true, files: readRecipeFiles(job.files, job.maxRecipes) } : { read: true, suggestion: parseRecipePage(job.html, job.pageUrl) };
  } catch {
    answer = { read: false };
  }
  port.postMessage(answer);
});
// Told once the parser's modules are loaded, so the pool's time limit counts parsing only.
port.postMessage('ready');
