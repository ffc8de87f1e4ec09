// The service worker (DESIGN §8), built by vite-plugin-pwa's injectManifest into dist/web/sw.js
// with the list of every built file in place of `self.__WB_MANIFEST`: the app shell, every route's
// chunks and stylesheets and both languages' texts. Registered after the first screen has loaded
// (registerWhenIdle.ts). Not part of the app's TypeScript program's DOM world: it runs in a worker.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { outboxLockName } from '../outbox/outboxBrowser';
import { readSender } from '../outbox/outboxSender';
import { createOutboxStore } from '../outbox/outboxStore';
import { fetchSend, sendStoredOutbox } from './sendStoredOutbox';
import { OUTBOX_SYNC_TAG, PHOTO_CACHE, SKIP_WAITING } from './workerNames';

/** The parts of the worker's global scope used here (the DOM typings the app compiles with have none). */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  navigator: Navigator;
}

/** Background Sync's event (not in the DOM typings). */
interface SyncEvent {
  tag: string;
  waitUntil(done: Promise<unknown>): void;
}
declare const self: WorkerScope;

const API_PATH = /^\/api(?:\/|$)/;
/** GET /api/image/{imageId} (contract/images.yaml): a photo's bytes. */
const PHOTO_PATH = /^\/api\/image\/[^/]+$/;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open page over at once, so it works offline from then on; a later
// one waits until the user takes it (UpdatePrompt, "Reload"), which sends SKIP_WAITING.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// Any reload or deep link, online or not, opens the precached app shell; the app's router takes
// it from there. The API's paths are never answered with the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [API_PATH] }));

// Photos: asked from the server each time (it checks the owner, DESIGN §8 and images.yaml), the
// last good answer kept for when it cannot be reached. Sign-out deletes the cache by its name.
registerRoute(
  ({ url, request }) => url.origin === location.origin && request.method === 'GET' && PHOTO_PATH.test(url.pathname),
  new NetworkFirst({
    cacheName: PHOTO_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);
// Every other API call goes to the network untouched (no route: Workbox leaves it alone).

// Background Sync (issue 25): the outbox a closed tab left is sent once the network is back. A tab
// that is open holds the outbox lock and sends it itself, so the worker then leaves it alone.
self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    self.navigator.locks.request(outboxLockName, { ifAvailable: true }, (lock) =>
      lock
        ? sendStoredOutbox({
            store: createOutboxStore(),
            readSender: () => readSender(),
            send: (token) => fetchSend(token),
            isOnline: () => self.navigator.onLine,
            now: () => new Date(),
          })
        : undefined,
    ),
  );
});
