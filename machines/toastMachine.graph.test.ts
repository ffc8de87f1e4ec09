// Proves, from the machine's own graph, that every resting state of the toast machine is
// reachable, that a walk of every transition in the model behaves the same on the real actor
// (running on fake timers, so the named delays are real time), and that the walk cannot shrink
// unnoticed: it covers every edge of the adjacency map and every transition the machine defines,
// the pass-through states' branches (timing, advancing) included.
import { describeModelWalk, type WalkTraversal } from './modelWalk.testing';
import { selectToasts, toastMachine, type ToastEvent, type ToastSnapshot } from './toastMachine';

// The delayed transitions are events in the graph; the walk turns them into elapsed time.
const afterStandard = { type: 'xstate.after.standardDuration.toast.showing.standard' } as unknown as ToastEvent;
const afterExtended = { type: 'xstate.after.extendedDuration.toast.showing.extended' } as unknown as ToastEvent;

const shown = {
  standard: { type: 'toast.shown', toast: { message: 'Saved.', kind: 'success' } },
  extended: { type: 'toast.shown', toast: { message: 'Session timed out.', kind: 'warning', duration: 'extended' } },
  sticky: { type: 'toast.shown', toast: { message: 'Could not save.', kind: 'error', duration: 'sticky' } },
} as const satisfies Record<string, ToastEvent>;

const traversal: WalkTraversal<ToastSnapshot, ToastEvent, undefined> = {
  events: (snapshot) => [
    shown.standard,
    shown.extended,
    shown.sticky,
    { type: 'toast.dismissed' },
    // Dismissing a toast that is waiting, not on screen; only offered when one waits.
    ...(snapshot.context.queue[1] ? [{ type: 'toast.dismissed' as const, id: snapshot.context.queue[1].id }] : []),
    { type: 'toast.paused' },
    { type: 'toast.resumed' },
    // Time is not an event one can send anywhere: each delay exists only in the state that
    // started it (elapsing 1.5 s in `standard` would fire its own 1 s timer first).
    ...(snapshot.matches({ showing: 'standard' }) ? [afterStandard] : []),
    ...(snapshot.matches({ showing: 'extended' }) ? [afterExtended] : []),
  ],
  // Ids and counters grow without end; the queue's shape is what matters. With three distinct
  // messages and duplicates dropped, the queue holds at most three, so the graph is finite.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.queue.map((toast) => toast.duration)]),
  serializeEvent: (event) =>
    event.type === 'toast.shown'
      ? `toast.shown:${event.toast.duration ?? 'standard'}`
      : event.type === 'toast.dismissed'
        ? event.id === undefined
          ? 'toast.dismissed'
          : 'toast.dismissed:waiting'
        : event.type,
};

describeModelWalk({
  name: 'toast machine',
  machine: toastMachine,
  traversal,
  restingStates: ['idle', 'showing.extended', 'showing.held', 'showing.standard'],
  delays: { [afterStandard.type]: 1000, [afterExtended.type]: 1500 },
  // What the user sees, and the waiting toasts' durations; not ids (those depend on the path, not on the state).
  visible: (snapshot) => {
    const view = selectToasts(snapshot);
    return {
      view: { ...view, current: view.current && { ...view.current, id: undefined } },
      durations: snapshot.context.queue.map((toast) => toast.duration),
    };
  },
});
