import type { AuthRuntime } from './authRuntime';

export interface WindowSyncTargets {
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Re-reads the stored session (`localSession.reload`). */
  reloadSession: () => void;
}

/**
 * Keeps this tab in step with the others and with the server: a change another tab stored
 * (sign-in, sign-out, a refreshed token, a newer profile) is followed at once, and coming back to
 * the tab (focus, or the page becoming visible) re-reads the user, so a change made in another
 * browser (2FA turned off, say) shows without a reload. Returns the function that stops it.
 */
export function syncWithWindow(runtime: Pick<AuthRuntime, 'refreshUser' | 'syncFromSession'>, targets: WindowSyncTargets) {
  const { window: win, document: doc, reloadSession } = targets;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('lifelog.')) {
      reloadSession();
      runtime.syncFromSession();
    }
  };
  const onFocus = () => void runtime.refreshUser();
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void runtime.refreshUser();
  };
  win.addEventListener('storage', onStorage);
  win.addEventListener('focus', onFocus);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('storage', onStorage);
    win.removeEventListener('focus', onFocus);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
