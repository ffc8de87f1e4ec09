import { useEffect, useRef } from 'react';

// Where the arrow keys already mean something: typing, and widgets that move with them.
const ownsArrows =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="listbox"], [role="menu"], [role="menubar"], [role="radiogroup"], [role="tablist"], [role="grid"], [role="tree"], [role="combobox"]';

/**
 * ← and → turn the dashboard's day. Keys in a field or a widget that uses arrows, with a
 * modifier (Alt+← is the browser's Back) or held down (a repeat would fetch day after day) are
 * left alone.
 */
export function useDayKeys(onStep: (step: -1 | 1) => void) {
  const latest = useRef(onStep);
  useEffect(() => {
    latest.current = onStep;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.target instanceof Element && event.target.closest(ownsArrows)) return;
      event.preventDefault();
      latest.current(event.key === 'ArrowLeft' ? -1 : 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
