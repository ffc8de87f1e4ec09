import { useEffect, useSyncExternalStore } from 'react';
import { appTexts } from '../i18n/texts';
import { signedInTexts } from '../i18n/textParts';

type SignedInChrome = typeof import('./signedInChrome');

let chrome: SignedInChrome | null = null;
let loading: Promise<SignedInChrome> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the signed-in shell (signedInChrome.ts) once. main.tsx waits for it before the first
 * render when a session is stored, so a signed-in page draws its sidebar at once; after a
 * sign-in it comes with the first signed-in screen.
 */
export function loadSignedInChrome(): Promise<SignedInChrome> {
  // With it, the shared catalogue's signed-in texts (the areas' refusals, i18n/textParts.ts).
  loading ??= Promise.all([import('./signedInChrome'), appTexts.loadArea(signedInTexts)]).then(
    ([module]) => {
      chrome = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = null; // fetched again the next time it is wanted
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in shell's components once loaded (null before); starts loading them when `wanted`. */
export function useSignedInChrome(wanted: boolean): SignedInChrome | null {
  const loaded = useSyncExternalStore(subscribe, () => chrome);
  useEffect(() => {
    if (wanted && !chrome) loadSignedInChrome().catch(() => undefined);
  }, [wanted]);
  return loaded;
}
