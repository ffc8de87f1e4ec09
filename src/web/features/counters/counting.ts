import { selectOutbox, type OutboxChange } from '../../../../machines/outboxMachine';
import { useOutbox, useUnsentChanges } from '../../outbox/OutboxContext';
import type { Outbox } from '../../outbox/outboxRuntime';
import { isQueued } from '../../outbox/queued';
import { countersArea } from './changeLabels';
import { countChange, deltaOf, useCountCounter, useShiftCachedCounter, type CounterEvent, type CounterWithCounts, type CountVariables } from './queries';

const subjectOf = (counterId: string) => `counter:${counterId}`;
const deltaIn = (change: OutboxChange) => (change.request.body as { delta: number }).delta;

/**
 * The counter's change still waiting in the outbox that a tap may add to: not the one being sent
 * now (its sum is on its way; a new change goes behind it), nor one the server refused.
 */
function waitingChangeOf(outbox: Outbox, counterId: string): OutboxChange | undefined {
  const snapshot = outbox.actor.getSnapshot();
  const { pending, status } = selectOutbox(snapshot);
  return pending.find((change, at) => change.subject === subjectOf(counterId) && !(status === 'sending' && at === 0));
}

/**
 * Counting that works offline (issue 25). Online with nothing waiting a tap is sent at once, as
 * always (its event is what Undo takes back). Otherwise it goes into the outbox at once, and adds
 * to the counter's change still waiting there, which it takes the place of (the outbox's
 * `subject`): a run of taps is ONE change with their sum ("Coffee +2"), and no tap waits anywhere
 * but in the outbox's store, so closing the page right after a tap loses nothing. Taps that
 * cancel out (+1 then −1) cannot be a change of 0: the second waits as its own change.
 */
export function useCounting() {
  const outbox = useOutbox();
  const count = useCountCounter();
  const shiftCached = useShiftCachedCounter();

  const mustQueue = () => outbox !== null && selectOutbox(outbox.actor.getSnapshot()).status !== 'signedOut' && (!navigator.onLine || outbox.actor.getSnapshot().context.queue.length > 0);

  /** One tap; resolves with the event the server kept (for Undo), or null when it waits to be sent. */
  const tap = async (counter: CounterWithCounts, direction: 'up' | 'down'): Promise<CounterEvent | null> => {
    const variables: CountVariables = { name: counter.name, step: counter.step, body: { counterId: counter._id, direction } };
    if (!outbox || !mustQueue()) {
      const result = await count.mutateAsync(variables);
      return isQueued(result) ? null : result.data.event;
    }
    const delta = deltaOf(variables);
    const waiting = waitingChangeOf(outbox, counter._id);
    const sum = (waiting ? deltaIn(waiting) : 0) + delta;
    try {
      outbox.queue(sum !== 0 ? { ...countChange(counter.name, counter._id, sum), subject: subjectOf(counter._id) } : countChange(counter.name, counter._id, delta));
    } catch {
      // The outbox is full: the mutation fails and says so.
      await count.mutateAsync(variables);
      return null;
    }
    shiftCached(counter._id, delta);
    return null;
  };

  const unsent = useUnsentChanges(countersArea);
  return { tap, unsentIds: new Set(unsent.map(counterOf)) as ReadonlySet<string> };
}

const counterOf = (change: OutboxChange) => (change.request.body as { counterId: string }).counterId;
