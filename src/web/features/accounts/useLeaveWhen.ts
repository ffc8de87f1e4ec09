import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { safeRedirectPath } from '../../router/safeRedirect';

/**
 * Leaves the screen once `done` turns true: to the validated `search.redirect` the guard set,
 * else to `fallback`. Replaces the history entry, so Back does not return to a login form.
 */
export function useLeaveWhen(done: boolean, fallback: string, options: { ignoreRedirect?: boolean } = {}) {
  const navigate = useNavigate();
  const redirect = useSearch({ strict: false, select: (search) => safeRedirectPath((search as { redirect?: unknown }).redirect) });
  const target = (!options.ignoreRedirect && redirect) || fallback;
  useEffect(() => {
    // `href` keeps a redirect's own search and hash ('/notes?x=1').
    if (done) void navigate({ href: target, replace: true });
  }, [done, target, navigate]);
}
