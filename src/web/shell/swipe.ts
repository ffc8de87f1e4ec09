/**
 * Classifies a finished touch gesture into a shell action (spec §2): right opens the sidebar,
 * left closes it, up shows the bottom bar, down hides it.
 *
 * "The scroll-end threshold is 30 px" (spec §2) is read as: a vertical swipe toggles the bottom
 * bar only when the page is already within 30 px of its end in the swipe's direction — the
 * bottom for an upward swipe, the top for a downward one. Anywhere else a vertical swipe is
 * ordinary scrolling and must not make the bar jump.
 */
export type SwipeAction = 'openSidebar' | 'closeSidebar' | 'showBottomBar' | 'hideBottomBar';

export interface Swipe {
  /** End minus start, in CSS px; positive dx is rightwards, positive dy downwards (finger moved down). */
  dx: number;
  dy: number;
  durationMs: number;
}

export interface ScrollPosition {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Spec §2. */
export const scrollEndThreshold = 30;
/** Shorter movements are taps or jitter. */
export const swipeMinDistance = 50;
/** Slower movements are drags (reading, selecting), not flicks. */
export const swipeMaxDurationMs = 800;
/** One axis must dominate by this factor; a diagonal drag means nothing. */
export const swipeAxisRatio = 2;

export function classifySwipe({ dx, dy, durationMs }: Swipe, scroll: ScrollPosition): SwipeAction | null {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (durationMs > swipeMaxDurationMs || Math.max(ax, ay) < swipeMinDistance) return null;

  if (ax >= swipeAxisRatio * ay) return dx > 0 ? 'openSidebar' : 'closeSidebar';

  if (ay >= swipeAxisRatio * ax) {
    if (dy < 0) {
      const distanceToBottom = scroll.scrollHeight - scroll.clientHeight - scroll.scrollTop;
      return distanceToBottom <= scrollEndThreshold ? 'showBottomBar' : null;
    }
    return scroll.scrollTop <= scrollEndThreshold ? 'hideBottomBar' : null;
  }
  return null;
}
