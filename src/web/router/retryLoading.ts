/**
 * What "Try again" on a route's error screen needs beyond re-running the route: the pieces of a
 * lazily loaded screen that the browser failed to fetch, retried.
 *
 * - Stylesheets: Vite's preload helper adds a `<link rel="stylesheet">` per CSS file a chunk
 *   needs and never retries one that failed (it remembers the address as done), so a screen
 *   loaded after reconnecting would stay unstyled. Such links are replaced (see hasNoStyles).
 * - Scripts: TanStack Router's `lazyRouteComponent` reloads the page once when a chunk cannot be
 *   fetched (a new deployment replaced it). Offline that reload lands on the browser's own error
 *   page, with no app and no way back; so while offline the reload is marked as done (the key is
 *   TanStack's own, `tanstack_router_reload:<message>`) and the route's error screen offers
 *   "Try again" instead. A retry once online releases the marks, so a real new deployment still
 *   reloads.
 */

const reloadKeyPrefix = 'tanstack_router_reload:';
const heldReloads = new Set<string>();

interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

const watched = new WeakSet<Window>();

/** Listens for Vite's `vite:preloadError` on `target` for its lifetime; once per window however often called. */
export function holdChunkReloadsWhileOffline(target: Window) {
  if (watched.has(target)) return;
  watched.add(target);
  target.addEventListener('vite:preloadError', (event: PreloadErrorEvent) => {
    const error = event.payload;
    if (target.navigator.onLine || !(error instanceof Error)) return;
    const key = reloadKeyPrefix + error.message;
    if (target.sessionStorage.getItem(key)) return; // TanStack's own mark: leave it alone
    target.sessionStorage.setItem(key, '1');
    heldReloads.add(key);
  });
}

/** Gives the reloads held while offline back to TanStack Router (call once online again). */
export function releaseHeldReloads(storage: Storage = sessionStorage) {
  for (const key of heldReloads) storage.removeItem(key);
  heldReloads.clear();
}

/**
 * Replaces each stylesheet link that failed to load with a fresh one and waits for them all.
 * Resolves true when every one loaded (or none had failed).
 */
export async function retryFailedStylesheets(doc: Document = document): Promise<boolean> {
  const failed = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(hasNoStyles);
  const results = await Promise.all(
    failed.map(
      (link) =>
        new Promise<boolean>((resolve) => {
          const fresh = link.cloneNode() as HTMLLinkElement;
          fresh.addEventListener('load', () => resolve(true), { once: true });
          fresh.addEventListener('error', () => resolve(false), { once: true });
          link.replaceWith(fresh);
        }),
    ),
  );
  return results.every(Boolean);
}

/**
 * True for a stylesheet link whose styles did not arrive (or have not yet). Chromium gives a link
 * that failed to load an empty sheet whose rules cannot be read, rather than no sheet at all.
 */
function hasNoStyles(link: HTMLLinkElement): boolean {
  if (!link.sheet) return true;
  try {
    void link.sheet.cssRules;
    return false;
  } catch {
    return true;
  }
}
