import { useEffect, useRef, useState } from 'react';

/**
 * What a list row shows: its name and buttons, or one inline form in their place (rename, move,
 * delete). Closing a form puts focus back on the button that opened it, so a keyboard user goes
 * on from where they were.
 */
export function useRowMode<Mode extends string>() {
  const [mode, setMode] = useState<Mode | null>(null);
  const row = useRef<HTMLLIElement>(null);
  const opened = useRef<Mode | null>(null);
  useEffect(() => {
    if (mode !== null || opened.current === null) return;
    row.current?.querySelector<HTMLElement>(`[data-action="${opened.current}"]`)?.focus();
    opened.current = null;
  }, [mode]);
  return {
    mode,
    row,
    open: (next: Mode) => {
      opened.current = next;
      setMode(next);
    },
    close: () => setMode(null),
    /**
     * Closes the form once `saving` resolves; a refusal keeps it open with what was typed (the
     * toast says why). Returns the closing, which rejects with the refusal.
     */
    closeWhenSaved: (saving: Promise<unknown>) => {
      const closed = saving.then(() => setMode(null));
      closed.catch(() => undefined);
      return closed;
    },
  };
}
