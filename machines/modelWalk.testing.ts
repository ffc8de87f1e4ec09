// The graph tests every machine shares (STYLE.md "Machines", layers 1–3): every resting state
// reached by a shortest path; a walk of every edge of the model (the shortest path to its source,
// then the edge) run against the real actor, its requests stubbed with promises the walk settles
// when the model says `xstate.done.actor.*` / `xstate.error.actor.*`, and its delays elapsed on
// fake timers; and guards that the walk cannot shrink unnoticed: it walked every edge of the
// adjacency map, and the real actor took every transition the machine defines. Test-only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type ActorLogic, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getShortestPaths, type TraversalOptions } from 'xstate/graph';
import { deferredActors, graphOf, macrostepRecorder, restingStates, transitionsOf, valueToPath } from './graphWalk.testing';

/** A traversal that tells states apart by a bounded key (unbounded context would never end the graph). */
export type WalkTraversal<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject, TInput> = TraversalOptions<TSnapshot, TEvent, TInput> & {
  serializeState: NonNullable<TraversalOptions<TSnapshot, TEvent, TInput>['serializeState']>;
};

export interface ModelWalkOptions<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject, TInput> {
  /** Names the describe blocks: `auth machine` → "auth machine graph", "auth machine model walk". */
  name: string;
  machine: AnyStateMachine;
  /** The events offered in each state (each request's outcomes only while it runs) and how to tell states apart. */
  traversal: WalkTraversal<TSnapshot, TEvent, TInput>;
  /** The machine's resting states, spelled out, so a new state must be added here by hand. */
  restingStates: string[];
  /** Silent stand-ins for the app's actions; what they receive is pinned in the machine's own test. */
  actions?: Record<string, () => void>;
  /** The promise actors the walk settles; each is invoked with an `id` equal to its name. */
  actors?: readonly string[];
  /** The delayed events of the graph (`xstate.after.<delay>.<state id>`) and the milliseconds that fire each. */
  delays?: Record<string, number>;
  /** What the actor and the model must agree on in every state of a walk (the view-model, at least). */
  visible: (snapshot: TSnapshot) => unknown;
  /** Transitions the walk cannot take (e.g. starting from stored data), by key, each with where it is pinned. */
  notWalked?: Record<string, string>;
}

/** Declares the graph and model-walk tests of one machine. */
export function describeModelWalk<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject, TInput>(
  options: ModelWalkOptions<TSnapshot, TEvent, TInput>,
) {
  const { name, machine, traversal, actions = {}, actors = [], delays = {}, visible, notWalked = {} } = options;
  const modelMachine = machine.provide({ actions });
  const { model, edges, walks } = graphOf(modelMachine, traversal);

  describe(`${name} graph`, () => {
    it('reaches every resting state by a shortest path', () => {
      // xstate/graph types its logic without emitted events or provided implementations.
      const logic = modelMachine as unknown as ActorLogic<TSnapshot, TEvent, TInput>;
      const reached = new Set(getShortestPaths(logic, traversal).map((path) => valueToPath(path.state.value)));
      expect(restingStates(machine.root).sort()).toEqual([...options.restingStates].sort());
      expect([...reached].sort()).toEqual([...options.restingStates].sort());
    });
  });

  describe(`${name} model walk`, () => {
    const walked = new Set<string>();
    const taken = new Set<string>();
    const usesTime = Object.keys(delays).length > 0;

    if (usesTime) {
      beforeEach(() => vi.useFakeTimers());
      afterEach(() => vi.useRealTimers());
    }

    for (const { stateKey, eventKey, walk } of walks) {
      it(`from ${stateKey} on ${eventKey} the actor does what the model says`, async () => {
        const requests = deferredActors(actors);
        const recorder = macrostepRecorder();
        recorder.onMacrostep((_, step) => step.forEach(({ key }) => taken.add(key)));
        const actor = createActor(machine.provide({ actions, actors: requests.actors }), {
          input: traversal.input,
          inspect: recorder.inspect,
        }).start();
        const checkState = (expected: TSnapshot) => {
          const actual = actor.getSnapshot() as TSnapshot;
          expect(actual.status).toBe('active');
          expect(actual.value).toEqual(expected.value);
          expect(visible(actual)).toEqual(visible(expected));
        };
        const send = async ({ event }: { event: TEvent }) => {
          const elapsed = delays[event.type];
          if (elapsed !== undefined) vi.advanceTimersByTime(elapsed);
          else if (!(await requests.settleFrom(event))) actor.send(event);
        };
        await model.testPath(walk, {
          // A bare TestModel matches only '*': every state of the walk is checked.
          states: { '*': checkState },
          events: Object.fromEntries(edges.map(({ event }) => [event.type, send])) as never,
        });
        actor.stop();
        walked.add(`${stateKey}|${eventKey}`);
      });
    }

    it('walked every edge of the adjacency map', () => {
      const expected = edges.map(({ stateKey, eventKey }) => `${stateKey}|${eventKey}`);
      expect(expected.length).toBeGreaterThan(0);
      expect([...walked].sort()).toEqual(expected.sort());
    });

    it('took every transition the machine defines on the real actor: guarded branches, request outcomes, delays and pass-through branches', () => {
      const defined = transitionsOf(machine).map(({ key }) => key);
      const excused = Object.keys(notWalked);
      // An excuse must name a real transition the walk really does not take.
      expect(excused.filter((key) => !defined.includes(key) || taken.has(key))).toEqual([]);
      expect([...taken, ...excused].sort()).toEqual([...defined].sort());
    });
  });

  return { model, edges };
}
