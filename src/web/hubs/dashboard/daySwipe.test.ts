// Proves which swipes turn the dashboard's day: a quick, clearly sideways one, left to the next
// day and right to the previous, except a swipe right from the left edge (the sidebar's).
import { describe, expect, it } from 'vitest';
import { swipeMaxDurationMs, swipeMinDistance } from '../../shell/swipe';
import { classifyDaySwipe, sidebarEdgeWidth } from './daySwipe';

const quick = 200;
const middle = 180;

describe('classifyDaySwipe', () => {
  it('turns to the next day on a swipe left and to the previous on a swipe right', () => {
    expect(classifyDaySwipe({ dx: -120, dy: 10, durationMs: quick }, 300)).toBe('nextDay');
    expect(classifyDaySwipe({ dx: 120, dy: -10, durationMs: quick }, middle)).toBe('previousDay');
  });

  it('leaves a swipe right from the left edge to the sidebar', () => {
    expect(classifyDaySwipe({ dx: 200, dy: 0, durationMs: quick }, sidebarEdgeWidth - 1)).toBeNull();
    expect(classifyDaySwipe({ dx: 200, dy: 0, durationMs: quick }, sidebarEdgeWidth)).toBe('previousDay');
    // A swipe left from the edge closes nothing there: it is the dashboard's.
    expect(classifyDaySwipe({ dx: -200, dy: 0, durationMs: quick }, 5)).toBe('nextDay');
  });

  it('ignores taps, slow drags and scrolling', () => {
    expect(classifyDaySwipe({ dx: -(swipeMinDistance - 1), dy: 0, durationMs: quick }, middle)).toBeNull();
    expect(classifyDaySwipe({ dx: -swipeMinDistance, dy: 0, durationMs: quick }, middle)).toBe('nextDay');
    expect(classifyDaySwipe({ dx: -150, dy: 0, durationMs: swipeMaxDurationMs + 1 }, middle)).toBeNull();
    expect(classifyDaySwipe({ dx: 10, dy: 300, durationMs: quick }, middle)).toBeNull();
  });

  it('ignores a diagonal swipe', () => {
    expect(classifyDaySwipe({ dx: -120, dy: 70, durationMs: quick }, middle)).toBeNull();
    expect(classifyDaySwipe({ dx: -120, dy: 60, durationMs: quick }, middle)).toBe('nextDay');
  });
});
