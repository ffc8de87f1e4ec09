/** The `redirect` search param the guards set on /login and /password-login. */
export interface RedirectSearch {
  redirect?: string;
}

const probeOrigin = 'http://app.invalid';

/**
 * Returns `value` only when it is a path inside this app, so that a crafted link such as
 * `/login?redirect=//evil.example` cannot send a user to another site after signing in.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Browsers read `//host` and `/\host` as another site; whitespace and control characters
  // are stripped by URL parsing and could hide such a prefix (`/\t/evil.example`).
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(value)) {
    return undefined;
  }
  try {
    return new URL(value, probeOrigin).origin === probeOrigin ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `validateSearch` for the sign-in routes: keeps a safe `redirect` and blanks an unsafe one.
 * The key is always returned because the router merges this result over the raw search.
 */
export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  return { redirect: safeRedirectPath(search.redirect) };
}
