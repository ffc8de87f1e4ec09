import { Workbox } from 'workbox-window';
import { showUpdatePrompt } from './updateOffer';
import { UpdatePrompt } from './UpdatePrompt';

/** How often an open tab asks whether a new version was deployed, at most (when it is shown again). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (sw.ts). Its first install precaches the app and takes this page
 * over; a later version waits until the user takes it from the prompt ("A new version is ready —
 * Reload"): the waiting worker is told to take over, and the page reloads once it has.
 */
export function registerWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });

  const reload = () => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  workbox.addEventListener('waiting', () => showUpdatePrompt(<UpdatePrompt onReload={reload} />));

  // A tab left open for days would never hear of a new version: ask again when it is shown.
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    void workbox.update().catch(() => undefined);
  });

  void workbox.register().catch(() => undefined);
}
