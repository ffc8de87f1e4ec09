import type { SwipeAction } from './swipe';
import { useSwipeGestures } from './useSwipeGestures';

/** The shell's swipes (useSwipeGestures) while drawn: only a signed-in user has a sidebar and bottom bar to swipe. */
export function SwipeGestures({ onSwipe }: { onSwipe: (action: SwipeAction) => void }) {
  useSwipeGestures(onSwipe);
  return null;
}
