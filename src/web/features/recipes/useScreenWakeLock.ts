import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while the page is shown (issue 12: a recipe stays readable while cooking),
 * with the Screen Wake Lock API where the browser has it. The browser lets go of the lock when the
 * tab is hidden, so it is asked for again when the page is visible again. A browser without the
 * API, or one that refuses (battery saver, no permission), simply lets the screen sleep.
 * Answers whether the lock is held.
 */
export function useScreenWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!('wakeLock' in navigator) || !navigator.wakeLock) return undefined;
    const wakeLock = navigator.wakeLock;
    let sentinel: WakeLockSentinel | null = null;
    let requesting = false;
    let active = true;

    const acquire = async () => {
      if (!active || sentinel || requesting || document.visibilityState !== 'visible') return;
      requesting = true;
      try {
        const got = await wakeLock.request('screen');
        if (!active) {
          void got.release();
          return;
        }
        sentinel = got;
        setHeld(true);
        got.addEventListener('release', () => {
          sentinel = null;
          if (active) setHeld(false);
        });
      } catch {
        // Refused: the page works the same, the screen may just sleep.
      } finally {
        requesting = false;
      }
    };
    const onVisibilityChange = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return held;
}
