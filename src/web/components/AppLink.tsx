import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path such as '/notes-collections'. */
  to: string;
  /** Active only on this exact path (Home '/' would otherwise be active everywhere). */
  exact?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A router link for paths that come from data (the sidebar's link table) rather than from a
 * literal in the code. TanStack Router types `to` against the registered route tree, which a
 * runtime string cannot satisfy; this is the one place that widens it. Literal paths in screens
 * should use `Link` directly and keep the type check. The router marks the active link with
 * `aria-current="page"`, which styles and screen readers both use.
 */
export function AppLink({ to, exact = false, ...props }: AppLinkProps) {
  return <Link to={to as never} activeOptions={{ exact }} {...props} />;
}
