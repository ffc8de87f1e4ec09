import { MutationObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Invalidation } from '../../../api/queryClient';

/**
 * A query of time/queries.ts as the commands read it. The cache holds the response body;
 * `select` (which the query cache applies only for components) turns it into the list the
 * commands use, so they apply it themselves.
 */
export interface SelectingQuery<Body, Selected> {
  queryKey: QueryKey;
  queryFn?: unknown;
  select?: (body: Body) => Selected;
}

function selected<Body, Selected>(options: SelectingQuery<Body, Selected>, body: Body): Selected {
  if (!options.select) throw new Error(`query ${JSON.stringify(options.queryKey)} has no select`);
  return options.select(body);
}

/** What the cache holds for the query, selected; null when nothing is cached (completion never waits). */
export function cachedQuery<Body, Selected>(queryClient: QueryClient, options: SelectingQuery<Body, Selected>): Selected | null {
  const body = queryClient.getQueryData<Body>(options.queryKey);
  return body === undefined ? null : selected(options, body);
}

/**
 * The query without its failure toast: the command line says a failure in its own output, and a
 * toast as well would say it twice.
 */
function quiet<Body, Selected>(options: SelectingQuery<Body, Selected>) {
  const { meta } = options as { meta?: Record<string, unknown> };
  return { ...options, meta: { ...meta, failureToast: undefined } };
}

/** The cached data when there is some (stale or not), else fetched. */
export async function ensureQuery<Body, Selected>(queryClient: QueryClient, options: SelectingQuery<Body, Selected>): Promise<Selected> {
  return selected(options, await queryClient.ensureQueryData(quiet(options) as Parameters<QueryClient['ensureQueryData']>[0]) as Body);
}

/** Fetched from the server now (what a command shows or changes must be current), and cached. */
export async function freshQuery<Body, Selected>(queryClient: QueryClient, options: SelectingQuery<Body, Selected>): Promise<Selected> {
  const fetchOptions = { ...quiet(options), staleTime: 0 } as Parameters<QueryClient['fetchQuery']>[0];
  return selected(options, await queryClient.fetchQuery(fetchOptions) as Body);
}

/**
 * Runs a change through the query cache's mutation cache, so what it makes stale is refreshed
 * the way the screens' mutations do it ("stores refresh after each change", spec §4). No toast:
 * the command line answers in its own output.
 */
export function runChange<Result>(queryClient: QueryClient, change: () => Promise<Result>, invalidates: readonly Invalidation[]): Promise<Result> {
  return new MutationObserver<Result, Error, void>(queryClient, { mutationFn: change, meta: { invalidates } }).mutate();
}
