import { swipeAxisRatio, swipeMaxDurationMs, swipeMinDistance, type Swipe } from '../../shell/swipe';

/**
 * A swipe right that starts this close to the screen's left edge still opens the sidebar, as
 * on every other screen (shell/swipe.ts); elsewhere on the dashboard a sideways swipe turns the day.
 */
export const sidebarEdgeWidth = 32;

/** Where a sideways swipe on the dashboard goes: like turning a page, left to the next day. */
export type DaySwipe = 'previousDay' | 'nextDay';

/**
 * The day a finished swipe turns to, or null when it is not the dashboard's: too short, too slow
 * or not clearly sideways (the shell's own thresholds), or a swipe right from the left edge.
 */
export function classifyDaySwipe({ dx, dy, durationMs }: Swipe, startX: number): DaySwipe | null {
  const ax = Math.abs(dx);
  if (durationMs > swipeMaxDurationMs || ax < swipeMinDistance || ax < swipeAxisRatio * Math.abs(dy)) return null;
  if (dx > 0) return startX < sidebarEdgeWidth ? null : 'previousDay';
  return 'nextDay';
}
