import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../contract/openapi';

export interface ApiClientOptions {
  /** DESIGN §2: the API lives under /api on the app's own origin. */
  baseUrl?: string;
  /** Tests inject a fake; the default is the browser's fetch. */
  fetch?: typeof globalThis.fetch;
  middleware?: Middleware[];
}

/** A client typed by openapi.yaml (`npm run gen:api` regenerates src/contract). */
export function createApiClient({ baseUrl = '/api', fetch, middleware = [] }: ApiClientOptions = {}) {
  const client = createClient<paths>({ baseUrl, fetch });
  client.use(...middleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
