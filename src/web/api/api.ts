import createQueryHooks from 'openapi-react-query';
import { localSession } from '../session/localSession';
import { createAuthMiddleware } from './authMiddleware';
import { createApiClient } from './client';

/**
 * The app's one API client. The accounts issue adds spec §8's refresh/logout rules by passing
 * `onRefused` to `createAuthMiddleware` here.
 */
export const apiClient = createApiClient({
  middleware: [createAuthMiddleware({ getSession: localSession.get })],
});

/** TanStack Query hooks on the same client: `$api.useQuery('get', '/health')`. */
export const $api = createQueryHooks(apiClient);
