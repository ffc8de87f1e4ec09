import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/** The browser loses its network (`navigator.onLine` and the `offline` event); returns how to get it back. */
export function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onTestFinished(() => onLine.mockRestore());
  act(() => void window.dispatchEvent(new Event('offline')));
  return () =>
    act(() => {
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
    });
}
