import { startTransition, useEffect, useState } from 'react';

// The time list's way of drawing long lists (time/views/list/useRevealed.ts; features may not
// import each other, so it is repeated here until it moves to components/).

/** Rows drawn in the first commit, and added by each later one. */
export const firstRows = 25;
export const rowsPerStep = 50;

/**
 * How many of `count` rows to draw: `firstRows` at once, then `rowsPerStep` more a step, each a
 * transition (React renders it in slices and yields between them), so a vault of 1,000 entries
 * shows its first rows at once and never holds the main thread for a long task.
 */
export function useRevealed(count: number): number {
  const [shown, setShown] = useState(firstRows);
  useEffect(() => {
    if (shown >= count) return;
    const timer = setTimeout(() => startTransition(() => setShown((now) => now + rowsPerStep)), 0);
    return () => clearTimeout(timer);
  }, [shown, count]);
  return Math.min(shown, count);
}
