import { useEffect, useRef } from 'react';

/** Whether a key press belongs to a text field (or any editable element), where it is typing. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * One keystroke to stamp in or out on Home: `S` stops the stamp that started last, `1`…`9`
 * start the quick starts. Keys typed in a field, with Ctrl, Alt or Meta (browser and command-line
 * shortcuts) or held down (repeats) are left alone, and none work while `enabled` is false.
 */
export function useHomeShortcuts(handlers: { onStopLatest: () => void; onQuickStart: (index: number) => void }, enabled = true) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 's' || event.key === 'S') {
        event.preventDefault();
        latest.current.onStopLatest();
      } else if (/^[1-9]$/.test(event.key)) {
        event.preventDefault();
        latest.current.onQuickStart(Number(event.key) - 1);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
