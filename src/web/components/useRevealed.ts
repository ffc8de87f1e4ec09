import { startTransition, useEffect, useState } from 'react';

/** Rows drawn in the first commit. */
const firstRows = 25;

/**
 * How many of `count` rows to draw: 25 at once, then `rowsPerStep` more a step, each step a
 * transition (React renders it in slices and yields between them), so a long list shows its
 * first rows at once and never holds the main thread for a long task (issue 8: 500 rows with no
 * task over 50 ms). Rows once drawn stay drawn while the list changes.
 */
export function useRevealed(count: number, rowsPerStep: number): number {
  const [shown, setShown] = useState(firstRows);
  useEffect(() => {
    if (shown >= count) return;
    const timer = setTimeout(() => startTransition(() => setShown((now) => now + rowsPerStep)), 0);
    return () => clearTimeout(timer);
  }, [shown, count, rowsPerStep]);
  return Math.min(shown, count);
}
