// Pins the toast behaviour the spec fixes (spec §9: 1 s, the session warning 1.5 s) and the
// transitions a generated walk cannot judge: it checks the actor against the machine itself,
// so a transition aimed at the wrong state, or a wrong delay, needs a hand-written expectation
// (the guard at the end checks that every transition has one).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { itAssertedEveryTransition, pinTransitions } from './pinnedTransitions.testing';
import { selectToasts, toastMachine, toastQueueLimit, type Toast, type ToastRequest } from './toastMachine';

const pins = pinTransitions(toastMachine);
const { expectTransitionTo } = pins;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start() {
  const actor = createActor(toastMachine, { inspect: pins.inspect }).start();
  const show = (toast: ToastRequest) => actor.send({ type: 'toast.shown', toast });
  const view = () => selectToasts(actor.getSnapshot());
  const messages = () => actor.getSnapshot().context.queue.map((toast) => toast.message);
  return { actor, show, view, messages };
}

/** Starts the actor from a chosen state, as STYLE.md's hand-pinned tests do. */
function startFrom(value: Parameters<typeof toastMachine.resolveState>[0]['value'], queue: Toast[]) {
  const snapshot = toastMachine.resolveState({ value, context: { queue, nextId: 100 } });
  return createActor(toastMachine, { snapshot, inspect: pins.inspect }).start();
}

const toast = (id: number, message: string, duration: Toast['duration'] = 'standard'): Toast => ({ id, kind: 'info', message, duration });

describe('toast durations (spec §9)', () => {
  it('hides a standard toast after exactly 1000 ms', () => {
    const { actor, show, view } = start();
    show({ message: 'Added note.', kind: 'success' });
    expectTransitionTo(actor, 'showing.standard');
    expect(view().isCountingDown).toBe(true);
    vi.advanceTimersByTime(999);
    expect(view().current?.message).toBe('Added note.');
    vi.advanceTimersByTime(1);
    expectTransitionTo(actor, 'idle');
    expect(view().current).toBeNull();
  });

  it('keeps the session warning for 1500 ms, not 1000', () => {
    const { actor, show, view } = start();
    show({ message: 'Session timed out.', kind: 'warning', duration: 'extended' });
    expectTransitionTo(actor, 'showing.extended');
    expect(view()).toMatchObject({ current: { isSticky: false }, isCountingDown: true });
    vi.advanceTimersByTime(1000);
    expect(view().current?.message).toBe('Session timed out.');
    vi.advanceTimersByTime(499);
    expect(view().current?.message).toBe('Session timed out.');
    vi.advanceTimersByTime(1);
    expectTransitionTo(actor, 'idle');
    expect(view().current).toBeNull();
  });

  it('keeps a sticky toast until it is dismissed', () => {
    const { actor, show, view } = start();
    show({ message: 'Could not save links', kind: 'error', duration: 'sticky' });
    expectTransitionTo(actor, 'showing.held');
    vi.advanceTimersByTime(60_000);
    expect(view()).toMatchObject({ current: { message: 'Could not save links', isSticky: true }, isCountingDown: false });
    actor.send({ type: 'toast.dismissed' });
    expectTransitionTo(actor, 'idle');
    expect(view().current).toBeNull();
  });

  it('shows a toast without kind or duration as an info toast of the standard 1 s', () => {
    const { actor, show } = start();
    show({ message: 'Hello' });
    expect(actor.getSnapshot().context.queue).toEqual([{ id: 1, kind: 'info', message: 'Hello', duration: 'standard' }]);
  });
});

describe('queue', () => {
  it('shows toasts one after another, each for its own duration', () => {
    const { actor, show, view } = start();
    show({ message: 'first' });
    show({ message: 'second', duration: 'extended' });
    expectTransitionTo(actor, 'showing.standard');
    expect(view()).toMatchObject({ current: { message: 'first' }, waitingCount: 1 });
    vi.advanceTimersByTime(1000);
    expectTransitionTo(actor, 'showing.extended');
    expect(view()).toMatchObject({ current: { message: 'second' }, waitingCount: 0 });
    vi.advanceTimersByTime(1499);
    expect(view().current?.message).toBe('second');
    vi.advanceTimersByTime(1);
    expect(view().current).toBeNull();
    expectTransitionTo(actor, 'idle');
  });

  it('drops a toast equal to one already queued, so a burst of one failure shows once', () => {
    const { actor, show, view, messages } = start();
    show({ message: 'Could not get passwords.', kind: 'error' });
    show({ message: 'Could not get passwords.', kind: 'error' });
    expectTransitionTo(actor, 'showing.standard');
    show({ message: 'Could not get passwords.', kind: 'error' });
    expect(messages()).toEqual(['Could not get passwords.']);
    expect(view().waitingCount).toBe(0);
  });

  it('drops a repeat of a waiting toast too, not only of the one on screen', () => {
    const { show, messages } = start();
    show({ message: 'Saved.' });
    show({ message: 'Could not get passwords.', kind: 'error' });
    show({ message: 'Could not get passwords.', kind: 'error' });
    show({ message: 'Saved.' });
    expect(messages()).toEqual(['Saved.', 'Could not get passwords.']);
  });

  it('keeps the same text of another kind: it is a different message', () => {
    const { show, messages } = start();
    show({ message: 'Saved', kind: 'info' });
    show({ message: 'Saved', kind: 'warning' });
    expect(messages()).toEqual(['Saved', 'Saved']);
  });

  it(`keeps at most ${toastQueueLimit}, dropping the oldest waiting one and never the one on screen`, () => {
    const { show, messages } = start();
    for (const message of ['on screen', 'a', 'b', 'c', 'd']) show({ message });
    expect(messages()).toEqual(['on screen', 'b', 'c', 'd']);
  });

  it('dismissing the toast on screen shows the next at once, with a fresh clock', () => {
    const { actor, show, view } = start();
    show({ message: 'first' });
    show({ message: 'second' });
    vi.advanceTimersByTime(900);
    actor.send({ type: 'toast.dismissed', id: view().current!.id });
    expectTransitionTo(actor, 'showing.standard');
    expect(view().current?.message).toBe('second');
    vi.advanceTimersByTime(999);
    expect(view().current?.message).toBe('second');
    vi.advanceTimersByTime(1);
    expect(view().current).toBeNull();
  });

  it('dismissing a waiting toast removes only it and leaves the clock running', () => {
    const actor = startFrom({ showing: 'standard' }, [toast(1, 'on screen'), toast(2, 'waiting'), toast(3, 'later')]);
    actor.send({ type: 'toast.dismissed', id: 2 });
    expectTransitionTo(actor, 'showing.standard');
    expect(actor.getSnapshot().context.queue.map((t) => t.message)).toEqual(['on screen', 'later']);
  });

  it('ignores the dismissal of an id it does not hold', () => {
    const actor = startFrom({ showing: 'standard' }, [toast(1, 'on screen')]);
    actor.send({ type: 'toast.dismissed', id: 42 });
    expect(selectToasts(actor.getSnapshot()).current?.message).toBe('on screen');
  });

  it('goes back to idle when the last toast is dismissed', () => {
    const actor = startFrom({ showing: 'held' }, [toast(1, 'sticky', 'sticky')]);
    actor.send({ type: 'toast.dismissed' });
    expectTransitionTo(actor, 'idle');
    expect(actor.getSnapshot().context.queue).toEqual([]);
  });
});

describe('pausing', () => {
  it('stops the clock while paused and restarts the full duration on resume', () => {
    const { actor, show, view } = start();
    show({ message: 'read me' });
    vi.advanceTimersByTime(800);
    actor.send({ type: 'toast.paused' });
    expectTransitionTo(actor, 'showing.held');
    expect(view().isCountingDown).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(view().current?.message).toBe('read me');
    actor.send({ type: 'toast.resumed' });
    expectTransitionTo(actor, 'showing.standard');
    vi.advanceTimersByTime(999);
    expect(view().current?.message).toBe('read me');
    vi.advanceTimersByTime(1);
    expect(view().current).toBeNull();
  });

  it('holds the session warning while the pointer is on it', () => {
    const actor = startFrom({ showing: 'extended' }, [toast(1, 'Session timed out.', 'extended')]);
    actor.send({ type: 'toast.paused' });
    expectTransitionTo(actor, 'showing.held');
    vi.advanceTimersByTime(10_000);
    expect(selectToasts(actor.getSnapshot())).toMatchObject({ current: { message: 'Session timed out.' }, isCountingDown: false });
  });

  it('resumes a paused session warning with its 1.5 s clock, not the standard one', () => {
    const actor = startFrom({ showing: 'held' }, [toast(1, 'Session timed out.', 'extended')]);
    actor.send({ type: 'toast.resumed' });
    expectTransitionTo(actor, 'showing.extended');
  });

  it('keeps a sticky toast held when the pointer leaves it', () => {
    const actor = startFrom({ showing: 'held' }, [toast(1, 'sticky', 'sticky')]);
    actor.send({ type: 'toast.resumed' });
    expectTransitionTo(actor, 'showing.held');
  });
});

describe('selectToasts', () => {
  it('marks warnings and errors urgent (role=alert) and the rest polite', () => {
    for (const [kind, isUrgent] of [['info', false], ['success', false], ['warning', true], ['error', true]] as const) {
      const actor = startFrom({ showing: 'standard' }, [{ ...toast(1, 'x'), kind }]);
      expect(selectToasts(actor.getSnapshot()).current?.isUrgent).toBe(isUrgent);
    }
  });

  it('reports nothing on screen when idle', () => {
    expect(selectToasts(start().actor.getSnapshot())).toEqual({ current: null, waitingCount: 0, isCountingDown: false });
  });
});

itAssertedEveryTransition(pins);
