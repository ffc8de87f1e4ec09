import type { ErrorComponentProps } from '@tanstack/react-router';
import { isNotFound } from '../api/refusal';
import { NotFoundRoute } from '../shell/notFound/NotFoundRoute';
import { RouteError } from './RouteError';

/**
 * Every route's error screen: a loader's read that the server refused as not found (a 404, or a
 * 400 for an id that cannot be one) is "not found" at once, with a way out; anything else is the
 * connection's or the server's, with Try again (RouteError).
 */
export function RouteFailure(props: ErrorComponentProps) {
  return isNotFound(props.error) ? <NotFoundRoute /> : <RouteError {...props} />;
}
