// Proves the swipe classification of spec §2, including the 30 px scroll-end rule.
import { describe, expect, it } from 'vitest';
import { classifySwipe, scrollEndThreshold, type ScrollPosition } from './swipe';

const atTop: ScrollPosition = { scrollTop: 0, scrollHeight: 3000, clientHeight: 800 };
const atBottom: ScrollPosition = { scrollTop: 2200, scrollHeight: 3000, clientHeight: 800 };
const middle: ScrollPosition = { scrollTop: 1000, scrollHeight: 3000, clientHeight: 800 };
const shortPage: ScrollPosition = { scrollTop: 0, scrollHeight: 600, clientHeight: 800 };
const quick = 200;

describe('classifySwipe', () => {
  it('opens the sidebar on a swipe right and closes it on a swipe left, wherever the page is scrolled', () => {
    expect(classifySwipe({ dx: 120, dy: 10, durationMs: quick }, middle)).toBe('openSidebar');
    expect(classifySwipe({ dx: -120, dy: -10, durationMs: quick }, middle)).toBe('closeSidebar');
  });

  it('shows the bottom bar on a swipe up at the end of the page', () => {
    expect(classifySwipe({ dx: 0, dy: -120, durationMs: quick }, atBottom)).toBe('showBottomBar');
  });

  it('hides the bottom bar on a swipe down at the top of the page', () => {
    expect(classifySwipe({ dx: 5, dy: 120, durationMs: quick }, atTop)).toBe('hideBottomBar');
  });

  it('leaves the bar alone while the page is being scrolled in the middle', () => {
    expect(classifySwipe({ dx: 0, dy: -120, durationMs: quick }, middle)).toBeNull();
    expect(classifySwipe({ dx: 0, dy: 120, durationMs: quick }, middle)).toBeNull();
  });

  it(`counts ${scrollEndThreshold} px from the end as the end, and ${scrollEndThreshold + 1} px as not`, () => {
    const near = (fromBottom: number) => ({ scrollTop: 2200 - fromBottom, scrollHeight: 3000, clientHeight: 800 });
    expect(classifySwipe({ dx: 0, dy: -120, durationMs: quick }, near(30))).toBe('showBottomBar');
    expect(classifySwipe({ dx: 0, dy: -120, durationMs: quick }, near(31))).toBeNull();
    expect(classifySwipe({ dx: 0, dy: 120, durationMs: quick }, { ...atTop, scrollTop: 30 })).toBe('hideBottomBar');
    expect(classifySwipe({ dx: 0, dy: 120, durationMs: quick }, { ...atTop, scrollTop: 31 })).toBeNull();
  });

  it('treats a page too short to scroll as being at both ends', () => {
    expect(classifySwipe({ dx: 0, dy: -120, durationMs: quick }, shortPage)).toBe('showBottomBar');
    expect(classifySwipe({ dx: 0, dy: 120, durationMs: quick }, shortPage)).toBe('hideBottomBar');
  });

  it('ignores taps, slow drags and diagonal movements', () => {
    expect(classifySwipe({ dx: 20, dy: 5, durationMs: quick }, middle)).toBeNull();
    expect(classifySwipe({ dx: 200, dy: 0, durationMs: 2000 }, middle)).toBeNull();
    expect(classifySwipe({ dx: 100, dy: 90, durationMs: quick }, atTop)).toBeNull();
  });
});
