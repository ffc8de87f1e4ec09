import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../api/api';

/** What an area's route loader gets from the router context to read with. */
export interface LoaderContext {
  queryClient: QueryClient;
  api: Api;
}

/**
 * An area's `preload(context, (queries, context) => [reads])`, its queries module imported
 * lazily (it stays out of the first screen's code). A failed read is the screen's to show (with
 * Try again, and its query's toast), so the loader never fails the route.
 */
export function areaPreloader<Queries>(importQueries: () => Promise<Queries>) {
  return async (context: LoaderContext, reads: (queries: Queries, context: LoaderContext) => Array<Promise<unknown>>) => {
    const queries = await importQueries();
    await Promise.all(reads(queries, context).map((read) => read.catch(() => undefined)));
  };
}
