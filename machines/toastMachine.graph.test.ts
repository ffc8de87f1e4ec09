// Proves, from the machine's own graph, that every resting state of the toast machine is
// reachable, that a walk of every transition in the model behaves the same on the real actor
// (running on fake timers, so the named delays are real time), and that the walk cannot shrink
// unnoticed: it is checked against the adjacency map and against every transition definition.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateNode } from 'xstate';
import { getAdjacencyMap, getShortestPaths, TestModel, type StatePath, type TraversalOptions } from 'xstate/graph';
import { selectToasts, toastMachine, type ToastEvent, type ToastSnapshot } from './toastMachine';

// The delayed transitions are events in the graph; the walk turns them into elapsed time.
const afterStandard = { type: 'xstate.after.standardDuration.toast.showing.standard' } as unknown as ToastEvent;
const afterExtended = { type: 'xstate.after.extendedDuration.toast.showing.extended' } as unknown as ToastEvent;
const elapsedFor: Record<string, number> = { [afterStandard.type]: 1000, [afterExtended.type]: 1500 };

const shown = {
  standard: { type: 'toast.shown', toast: { message: 'Saved.', kind: 'success' } },
  extended: { type: 'toast.shown', toast: { message: 'Session timed out.', kind: 'warning', duration: 'extended' } },
  sticky: { type: 'toast.shown', toast: { message: 'Could not save.', kind: 'error', duration: 'sticky' } },
} as const satisfies Record<string, ToastEvent>;

const traversal: TraversalOptions<ToastSnapshot, ToastEvent, undefined> = {
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

const serializeState = traversal.serializeState!;
const serializeEvent = traversal.serializeEvent!;

/** Leaf states the machine can rest in; `always` states are only passed through. */
function restingStates(node: AnyStateNode, path: string[] = []): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return node.always?.length ? [] : [path.join('.')];
  return children.flatMap((child) => restingStates(child, [...path, child.key]));
}

const valueToPath = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${valueToPath(v)}`)[0]!;

describe('toast machine graph', () => {
  it('reaches every resting state by a shortest path', () => {
    const reached = new Set(getShortestPaths(toastMachine, traversal).map((path) => valueToPath(path.state.value)));
    expect([...reached].sort()).toEqual(restingStates(toastMachine.root).sort());
    expect(restingStates(toastMachine.root).sort()).toEqual(['idle', 'showing.extended', 'showing.held', 'showing.standard']);
  });
});

// ---- model walk -------------------------------------------------------------------------------

const model = new TestModel(toastMachine, traversal);
const adjacency = getAdjacencyMap(toastMachine, traversal);
const shortestTo = new Map(model.getShortestPaths({ ...traversal, allowDuplicatePaths: true }).map((path) => [serializeState(path.state, undefined), path]));

/** Every edge of the adjacency map: a state, an event offered there, and the state it leads to. */
const edges = Object.entries(adjacency).flatMap(([stateKey, { state: from, transitions }]) =>
  Object.entries(transitions as Record<string, { event: ToastEvent; state: ToastSnapshot }>).map(([eventKey, { event, state }]) => ({
    stateKey,
    eventKey,
    from,
    event,
    state,
  })),
);

/** One walk per edge: the shortest path to its source, then the edge. */
const walks = edges.map(({ stateKey, eventKey, event, state }) => {
  const prefix = shortestTo.get(stateKey);
  if (!prefix) throw new Error(`no path to ${stateKey}`);
  const walk: StatePath<ToastSnapshot, ToastEvent> = {
    state,
    steps: [...prefix.steps, { event, state }],
    weight: prefix.weight + 1,
  };
  return { stateKey, eventKey, walk };
});

const walked = new Set<string>();

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** What the user sees, without ids (those depend on the path, not on the state). */
const visible = (snapshot: ToastSnapshot) => {
  const view = selectToasts(snapshot);
  return { ...view, current: view.current && { ...view.current, id: undefined } };
};

describe('toast machine model walk', () => {
  for (const { stateKey, eventKey, walk } of walks) {
    it(`from ${stateKey} on ${eventKey} the actor does what the model says`, async () => {
      const actor = createActor(toastMachine).start();
      const checkState = (expected: ToastSnapshot) => {
        const actual = actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(actual.context.queue.map((toast) => toast.duration)).toEqual(expected.context.queue.map((toast) => toast.duration));
        expect(visible(actual)).toEqual(visible(expected));
      };
      const send = ({ event }: { event: ToastEvent }) => {
        const elapsed = elapsedFor[event.type];
        if (elapsed !== undefined) vi.advanceTimersByTime(elapsed);
        else actor.send(event);
      };
      await model.testPath(walk, {
        // A bare TestModel matches only '*': every state of the walk is checked.
        states: { '*': checkState },
        events: Object.fromEntries(
          ['toast.shown', 'toast.dismissed', 'toast.paused', 'toast.resumed', afterStandard.type, afterExtended.type].map((type) => [type, send]),
        ),
      });
      actor.stop();
      walked.add(`${stateKey}|${eventKey}`);
    });
  }

  // ---- coverage guards ----------------------------------------------------------------------

  it('walked every edge of the adjacency map', () => {
    const expected = edges.map(({ stateKey, eventKey }) => `${stateKey}|${eventKey}`);
    expect(expected.length).toBeGreaterThan(0);
    expect([...walked].sort()).toEqual(expected.sort());
  });

  it('took every event transition the machine defines, each guarded branch included', () => {
    const defined = new Set<string>();
    const collect = (node: AnyStateNode) => {
      for (const [eventType, definitions] of node.transitions) {
        definitions.forEach((_, index) => defined.add(`${node.id}:${eventType}:${index}`));
      }
      for (const child of Object.values(node.states) as AnyStateNode[]) collect(child);
    };
    collect(toastMachine.root);

    const taken = new Set<string>();
    for (const { from, event } of edges) {
      for (const transition of toastMachine.getTransitionData(from, event)) {
        const definitions = transition.source.transitions.get(transition.eventType) ?? [];
        taken.add(`${transition.source.id}:${transition.eventType}:${definitions.indexOf(transition)}`);
      }
    }
    expect([...taken].sort()).toEqual([...defined].sort());
  });

  it('takes every branch of the pass-through states, seen as the states they lead to', () => {
    // `always` branches fire inside a step, so they are checked by where they land:
    // timing → standard | extended | held, and advancing → showing | idle.
    const landed = new Set(edges.map(({ state }) => valueToPath(state.value)));
    expect([...landed].sort()).toEqual(['idle', 'showing.extended', 'showing.held', 'showing.standard']);
    expect(serializeEvent(shown.sticky)).toBe('toast.shown:sticky');
  });
});
