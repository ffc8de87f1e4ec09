import { selectOutbox } from '../../../machines/outboxMachine';
import { OUTBOX_SYNC_TAG } from '../pwa/workerNames';
import { onOfflineDataWiped } from '../session/offlineData';
import { localSession } from '../session/localSession';
import { forgetSender, rememberSender } from './outboxSender';
import type { Outbox } from './outboxRuntime';

/** Background Sync's part of a service worker registration (not in the DOM typings; Chromium has it). */
interface SyncRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

/**
 * Lets the service worker send this tab's outbox after the tab is closed (issue 25, Background
 * Sync, where the browser has it): while changes wait for the network or the server, the worker
 * is told whose they are and asked for a sync; the token it may use is written again as the page
 * goes away (it may have been refreshed since). Sign-out forgets it. Returns the stop.
 */
export function handOverToWorker(outbox: Outbox): () => void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!worker) return () => {};
  const remember = () => {
    const { userId, queue } = outbox.actor.getSnapshot().context;
    const access = localSession.get().user?.access;
    if (!userId || queue.length === 0 || !access) return Promise.resolve(false);
    return rememberSender({ userId, access: { token: access.token, created: access.created, expiresIn: access.expiresIn } }).then(() => true);
  };
  let asked = false;
  const subscription = outbox.actor.subscribe((snapshot) => {
    const { status, pending } = selectOutbox(snapshot);
    const waiting = pending.length > 0 && (status === 'waitingForNetwork' || status === 'backingOff');
    if (waiting && !asked) {
      void remember()
        .then(async (remembered) => {
          if (remembered) await ((await worker.getRegistration()) as SyncRegistration | undefined)?.sync?.register(OUTBOX_SYNC_TAG);
        })
        // No worker yet, no Background Sync, no IndexedDB: the page sends on the next visit.
        .catch(() => {});
    }
    asked = waiting;
  });
  const onPageHide = () => void remember().catch(() => {});
  window.addEventListener('pagehide', onPageHide);
  const stopForgetting = onOfflineDataWiped(() => void forgetSender().catch(() => {}));
  return () => {
    subscription.unsubscribe();
    window.removeEventListener('pagehide', onPageHide);
    stopForgetting();
  };
}
