import { useEffect, useLayoutEffect, useRef } from 'react';
import { classifySwipe, type SwipeAction } from './swipe';

// Swipes that start in these belong to the element (text selection, sliders, carousels).
const ignoredTargets = 'input, textarea, select, [contenteditable="true"], [data-swipe-ignore]';

/**
 * Listens for one-finger swipes on the window and reports the shell action they mean.
 * Pass null to stop listening (e.g. when logged out). Listeners are passive: scrolling is never blocked.
 */
export function useSwipeGestures(onSwipe: ((action: SwipeAction) => void) | null) {
  const handler = useRef(onSwipe);
  // The latest callback without re-adding listeners on every render.
  useLayoutEffect(() => {
    handler.current = onSwipe;
  });
  const enabled = onSwipe !== null;

  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number; time: number } | null = null;

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const target = event.target instanceof Element ? event.target : null;
      start =
        event.touches.length === 1 && touch && !target?.closest(ignoredTargets)
          ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp }
          : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const scroller = document.scrollingElement ?? document.documentElement;
      const action = classifySwipe(
        { dx: touch.clientX - start.x, dy: touch.clientY - start.y, durationMs: event.timeStamp - start.time },
        { scrollTop: scroller.scrollTop, scrollHeight: scroller.scrollHeight, clientHeight: scroller.clientHeight },
      );
      start = null;
      if (action) handler.current?.(action);
    };
    const onTouchCancel = () => {
      start = null;
    };

    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchend', onTouchEnd, { passive: true });
    window.addEventListener('touchcancel', onTouchCancel, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchend', onTouchEnd);
      window.removeEventListener('touchcancel', onTouchCancel);
    };
  }, [enabled]);
}
