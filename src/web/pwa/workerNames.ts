/** The Cache Storage name of the photos the service worker keeps; sign-out deletes it (`caches.delete`). */
export const PHOTO_CACHE = 'lifelog-photos';

/** The message that tells a waiting service worker to take over (workbox-window's `messageSkipWaiting` sends it). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The Background Sync tag the page registers while changes wait to be sent, and the worker answers. */
export const OUTBOX_SYNC_TAG = 'lifelog-outbox';
