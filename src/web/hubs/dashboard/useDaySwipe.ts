import { useEffect, useRef, type RefObject } from 'react';
import { classifyDaySwipe, type DaySwipe } from './daySwipe';

// As the shell's swipes (shell/useSwipeGestures.ts): these belong to the element they start in.
const ignoredTargets = 'input, textarea, select, [contenteditable="true"], [data-swipe-ignore]';

/**
 * A sideways swipe on `area` turns the day. The shell hears every swipe on the window (right
 * opens the sidebar, left closes it); a swipe the dashboard takes stops at `area`, so the page
 * does not also slide the sidebar. A swipe right from the left edge, a vertical one (the bottom
 * bar's) and any the dashboard does not take go on to the shell as before.
 */
export function useDaySwipe(area: RefObject<HTMLElement | null>, onSwipe: (swipe: DaySwipe) => void) {
  const latest = useRef(onSwipe);
  useEffect(() => {
    latest.current = onSwipe;
  });
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let start: { x: number; y: number; time: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const target = event.target instanceof Element ? event.target : null;
      start = event.touches.length === 1 && touch && !target?.closest(ignoredTargets) ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start;
      start = null;
      if (!from || !touch) return;
      const swipe = classifyDaySwipe({ dx: touch.clientX - from.x, dy: touch.clientY - from.y, durationMs: event.timeStamp - from.time }, from.x);
      if (!swipe) return;
      event.stopPropagation();
      latest.current(swipe);
    };
    const onTouchCancel = () => {
      start = null;
    };
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchend', onTouchEnd, { passive: true });
    element.addEventListener('touchcancel', onTouchCancel, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchCancel);
    };
  }, [area]);
}
