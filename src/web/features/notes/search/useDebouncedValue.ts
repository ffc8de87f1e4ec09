import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay` ms, and a way to take it at once (Enter). Each
 * change restarts the wait, so typing a word makes one request, not one a letter.
 */
export function useDebouncedValue<T>(value: T, delay: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return [settled, setSettled];
}
