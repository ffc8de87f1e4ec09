// Proves the shared clock of DESIGN §5 and spec §9: clocks show the elapsed time as HH:mm:ss and
// tick every 1000 ms through one ticker; a tick re-renders the clocks only (React's <Profiler>
// sees one commit a tick, in which only the clocks' profilers render), never their rows or the
// page; the ticker runs one interval, and only while a clock is mounted.
import { act, render, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from './Clock';
import { createTicker, sharedTicker } from './ticker';

const start = new Date('2026-11-23T08:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(start.getTime() + 3_723_000)); // 1 h 2 min 3 s later
});
afterEach(() => vi.useRealTimers());

describe('Clock', () => {
  it('shows the time since its start as HH:mm:ss and ticks every second', () => {
    render(<Clock startTime={start.toISOString()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:02:03');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('timer')).toHaveTextContent('01:02:03');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('timer')).toHaveTextContent('01:02:04');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:03:04');
  });

  it('re-renders only the clocks on a tick, not their rows or the page', () => {
    const renders: Record<string, number> = {};
    const commits: Array<{ id: string; phase: string }> = [];
    const onRender: ProfilerOnRenderCallback = (id, phase) => void commits.push({ id, phase });
    const counted = (name: string) => void (renders[name] = (renders[name] ?? 0) + 1);

    function Row({ id, startTime }: { id: string; startTime: string }) {
      counted(`row ${id}`);
      return (
        <li>
          <span>{id}</span>
          <Profiler id={`clock ${id}`} onRender={onRender}>
            <Clock startTime={startTime} />
          </Profiler>
        </li>
      );
    }
    function Page() {
      counted('page');
      return (
        <ul>
          {['a', 'b', 'c'].map((id, index) => (
            <Row key={id} id={id} startTime={new Date(start.getTime() + index * 60_000).toISOString()} />
          ))}
        </ul>
      );
    }

    render(
      <Profiler id="page" onRender={onRender}>
        <Page />
      </Profiler>,
    );
    const rendersBefore = { ...renders };
    commits.length = 0;

    act(() => vi.advanceTimersByTime(1000));

    expect(screen.getAllByRole('timer').map((clock) => clock.textContent)).toEqual(['01:02:04', '01:01:04', '01:00:04']);
    // The page and its rows did not render again...
    expect(renders).toEqual(rendersBefore);
    // ...while each clock did, all in one commit (one interval, one batch).
    expect(commits.filter((commit) => commit.id.startsWith('clock')).map((commit) => `${commit.id} ${commit.phase}`).sort()).toEqual([
      'clock a update',
      'clock b update',
      'clock c update',
    ]);
    expect(commits.filter((commit) => commit.id === 'page')).toHaveLength(1);
  });

  it('runs one interval for many clocks, and none once they are gone', () => {
    const { unmount } = render(
      <>
        <Clock startTime={start.toISOString()} />
        <Clock startTime={start.toISOString()} />
      </>,
    );
    expect(sharedTicker.listenerCount()).toBe(2);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(sharedTicker.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createTicker', () => {
  it('starts its interval with the first listener and reads now afresh then', () => {
    let now = 0;
    const ticker = createTicker(() => now, 1000);
    expect(vi.getTimerCount()).toBe(0);
    now = 5_000;
    const listener = vi.fn();
    const stop = ticker.subscribe(listener);
    expect(ticker.getSnapshot()).toBe(5_000);
    now = 6_000;
    expect(ticker.getSnapshot()).toBe(5_000); // stable between ticks
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ticker.getSnapshot()).toBe(6_000);
    stop();
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
