import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * Which screens hold work not yet saved (a note's draft, an edit form with changes): the update
 * prompt waits until there is none, so a reload never throws a change away. A screen registers
 * with `useUnsavedWork(isUnsaved)`; the flag goes with the screen.
 */
const unsaved = new Set<string>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasUnsavedWork(): boolean {
  return unsaved.size > 0;
}

/** Says that this component holds unsaved work while `isUnsaved` is true. */
export function useUnsavedWork(isUnsaved: boolean): void {
  const key = useId();
  useEffect(() => {
    if (!isUnsaved) return;
    unsaved.add(key);
    changed();
    return () => {
      unsaved.delete(key);
      changed();
    };
  }, [key, isUnsaved]);
}

/** True while any screen holds unsaved work. */
export function useHasUnsavedWork(): boolean {
  return useSyncExternalStore(subscribe, hasUnsavedWork);
}
