import type { ComponentType } from 'react';
import type { ServerDataLoader } from '../api/serverData';
import type { AreaNavigation } from '../areaNavigation';

/** What the guards ask of the session: the auth runtime's machines in the app (see sessionGuard.ts). */
export interface SessionGuard {
  /** Spec §2 "auth": a signed-in user with an access token. */
  hasAccessToken: () => boolean;
  /** The signed-in user's id (whose saved data the cache restores), or null signed out. */
  userId: () => string | null;
  /** Spec §2 "extra": the password area's token too. */
  hasExtraToken: () => boolean;
  /**
   * The password pages' vault key is in this tab (issue 9), restored from sessionStorage after a
   * reload; the "extra" guard asks it after `hasExtraToken`.
   */
  hasVaultKey: () => Promise<boolean>;
  /**
   * What a signed-in user's session needs, loaded (the extra login's machine, which
   * `hasExtraToken` asks, and the tokens); the "auth" guard waits for it.
   */
  ready: () => Promise<unknown>;
  /** Calls `listener` whenever either answer may have changed; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Everything `beforeLoad` and loaders can reach through the router context. Routes under the
 * "auth" guard also get the server data's `queryClient` and `api` (the guard loads them), so their
 * loaders prefetch with `context.queryClient.ensureQueryData(someQuery(context.api))`.
 */
export interface RouterContext {
  session: SessionGuard;
  /** TanStack Query and the typed hooks on the app's client, loaded by the "auth" guard. */
  serverData: ServerDataLoader;
  /**
   * The app's areas, hubs included, in spec §2's default order (the composition root's list,
   * src/web/appAreas.ts): the sidebar, the bottom bar, the link-order setting and the command
   * line's `go` derive from it.
   */
  areas: readonly AreaNavigation[];
  /**
   * The command line's overlay (lazy), which the shell opens over any page (shell/CommandLineLauncher.tsx):
   * the composition root names it, so the shell does not import the command line.
   */
  CommandLineOverlay: ComponentType<{ onClose: () => void }>;
}
