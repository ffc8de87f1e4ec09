/** Everything under /api belongs to the API; every other path belongs to the SPA (DESIGN §2). */
export const API_PREFIX = '/api';

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}
