import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import type { paths } from '../../contract/openapi';
import { ApiCallError, unwrap } from './apiResult';
import type { ApiClient } from './client';

/**
 * TanStack Query on the typed client: `api.queryOptions('get', '/auth/session')`, `api.useMutation(...)`.
 * With TanStack Query, only the signed-in screens load it (serverData.ts).
 */
export type Api = OpenapiQueryClient<paths>;

const methods = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'] as const;

/**
 * The client as openapi-react-query sees it: a call whose body lacks a truthy `status` fails
 * even on HTTP 200 (spec §5), and every failure is an `ApiCallError` carrying the contract's
 * error `code`, so screens and the query cache explain it by code (errorMessages.ts).
 */
function checkedClient(client: ApiClient): ApiClient {
  const checked = { ...client };
  for (const method of methods) {
    const call = client[method] as (...args: unknown[]) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    (checked as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const result = await call(...args);
      try {
        unwrap(result);
        return result;
      } catch (error) {
        return { error: error instanceof ApiCallError ? error : new ApiCallError(String(error), result.response.status), response: result.response };
      }
    };
  }
  return checked;
}

const apis = new WeakMap<ApiClient, Api>();

/** The query hooks for a client, one per client, so their query keys and cache are shared. */
export function apiFor(client: ApiClient): Api {
  let api = apis.get(client);
  if (!api) {
    api = createQueryHooks(checkedClient(client));
    apis.set(client, api);
  }
  return api;
}
