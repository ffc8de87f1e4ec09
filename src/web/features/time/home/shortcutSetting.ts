import { useState } from 'react';

/** Where this browser keeps the choice; one-key shortcuts are on until turned off. */
export const shortcutStorageKey = 'lifelog.homeShortcuts';

function readShortcutsOn(): boolean {
  try {
    return localStorage.getItem(shortcutStorageKey) !== 'off';
  } catch {
    return true; // storage blocked: the default, not remembered
  }
}

/**
 * Whether Home's one-key shortcuts are on, and a way to turn them off (WCAG 2.1.4: single
 * character shortcuts must be possible to turn off, e.g. for speech input). Kept per browser, like
 * the theme before sign-in, since it is about this keyboard.
 */
export function useShortcutSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readShortcutsOn);
  const change = (next: boolean) => {
    setOn(next);
    try {
      if (next) localStorage.removeItem(shortcutStorageKey);
      else localStorage.setItem(shortcutStorageKey, 'off');
    } catch {
      // storage blocked: the choice holds for this page only
    }
  };
  return [on, change];
}
