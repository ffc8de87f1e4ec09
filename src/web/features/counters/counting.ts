import { useCallback, useEffect, useRef, useState } from 'react';
import type { OutboxChange } from '../../../../machines/outboxMachine';
import { useOutbox, useUnsentChanges } from '../../outbox/OutboxContext';
import { isQueued } from '../../outbox/queued';
import { countersArea } from './changeLabels';
import { deltaOf, useCountCounter, useShiftCachedCounter, type CounterEvent, type CounterWithCounts, type CountVariables } from './queries';

/** Taps on one counter with no longer pause than this between them make one change (their sum). */
export const holdTapsMs = 600;

interface HeldTaps {
  name: string;
  step: number;
  delta: number;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Counting that works offline (issue 25). Online a tap is sent at once, as always (its event is
 * what Undo takes back). When it would wait in the outbox anyway (offline, or behind waiting
 * changes), the taps on a counter are held while they come quickly and go as ONE change with
 * their sum ("Coffee +2"), so a run of taps is one change to send. The count moves at every tap;
 * the held sum goes at once when the page is hidden or the screen closes, so no tap is lost.
 */
export function useCounting() {
  const outbox = useOutbox();
  const count = useCountCounter();
  const shiftCached = useShiftCachedCounter();
  const held = useRef(new Map<string, HeldTaps>());
  const [heldIds, setHeldIds] = useState<ReadonlySet<string>>(() => new Set());
  // The latest mutate: the timers and the unmount call it after renders moved on.
  const mutate = useRef(count.mutate);
  useEffect(() => {
    mutate.current = count.mutate;
  });

  const flush = useCallback((counterId: string) => {
    const taps = held.current.get(counterId);
    if (!taps) return;
    clearTimeout(taps.timer);
    held.current.delete(counterId);
    setHeldIds(new Set(held.current.keys()));
    // Up and down that cancel out change nothing: nothing to send.
    if (taps.delta !== 0) mutate.current({ name: taps.name, step: taps.step, shown: true, body: { counterId, delta: taps.delta } });
  }, []);

  useEffect(() => {
    const taps = held.current;
    const flushAll = () => [...taps.keys()].forEach(flush);
    window.addEventListener('pagehide', flushAll);
    return () => {
      window.removeEventListener('pagehide', flushAll);
      flushAll();
    };
  }, [flush]);

  const mustHold = (counterId: string) => held.current.has(counterId) || !navigator.onLine || (outbox?.actor.getSnapshot().context.queue.length ?? 0) > 0;

  /** One tap; resolves with the event the server kept (for Undo), or null when it waits to be sent. */
  const tap = async (counter: CounterWithCounts, direction: 'up' | 'down'): Promise<CounterEvent | null> => {
    const variables: CountVariables = { name: counter.name, step: counter.step, body: { counterId: counter._id, direction } };
    if (!mustHold(counter._id)) {
      const result = await count.mutateAsync(variables);
      return isQueued(result) ? null : result.data.event;
    }
    const delta = deltaOf(variables);
    shiftCached(counter._id, delta);
    const taps = held.current.get(counter._id) ?? { name: counter.name, step: counter.step, delta: 0, timer: undefined as unknown as ReturnType<typeof setTimeout> };
    clearTimeout(taps.timer);
    taps.delta += delta;
    taps.timer = setTimeout(() => flush(counter._id), holdTapsMs);
    held.current.set(counter._id, taps);
    setHeldIds(new Set(held.current.keys()));
    return null;
  };

  const unsent = useUnsentChanges(countersArea);
  return { tap, unsentIds: new Set([...heldIds, ...unsent.map(counterOf)]) as ReadonlySet<string> };
}

const counterOf = (change: OutboxChange) => (change.request.body as { counterId: string }).counterId;
