import createQueryHooks from 'openapi-react-query';
import { createApiClient } from './client';

/**
 * The app's one API client. main.tsx's auth runtime (src/web/auth/authRuntime.ts) adds the
 * session middleware to it at start: the tokens of spec §7, the device fingerprint and spec §8's
 * refresh/retry/logout rules.
 */
export const apiClient = createApiClient();

/** TanStack Query hooks on the same client: `$api.useQuery('get', '/health')`. */
export const $api = createQueryHooks(apiClient);
