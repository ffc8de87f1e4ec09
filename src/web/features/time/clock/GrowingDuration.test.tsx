// Proves issue 24 item 11: a total with a running stamp grows with the clock, one second a tick
// for each running stamp, and stops at its `until` (the end of its day); without one it stays.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GrowingDuration } from './GrowingDuration';

const readAt = new Date('2026-11-23T08:00:00.000Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(readAt);
});
afterEach(() => vi.useRealTimers());

describe('GrowingDuration', () => {
  it('grows by a second a tick for each running stamp', () => {
    render(
      <p>
        <GrowingDuration ms={3_600_000} running={2} since={readAt} />
      </p>,
    );
    expect(screen.getByText('01:00:00')).toBeVisible();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('01:00:02')).toBeVisible();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('01:02:02')).toBeVisible();
  });

  it('stays put with nothing running, and stops growing at its end', () => {
    render(
      <>
        <p data-testid="still">
          <GrowingDuration ms={60_000} running={0} since={readAt} />
        </p>
        <p data-testid="ending">
          <GrowingDuration ms={0} running={1} since={readAt} until={readAt + 5_000} />
        </p>
      </>,
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('still')).toHaveTextContent('00:01:00');
    expect(screen.getByTestId('ending')).toHaveTextContent('00:00:05');
  });
});
