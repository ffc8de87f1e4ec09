// The graph plumbing of the machines' tests, used by describeModelWalk (modelWalk.testing.ts) and
// the pinned-test guard (pinnedTransitions.testing.ts): resting states, the edges of a machine's
// adjacency map with one walk per edge, promise actors a walk settles by hand, every transition a
// machine defines (each named alike in a provided copy), and the transitions an actor takes, per
// macrostep, as XState's `inspect` reports them. Test-only.
import {
  fromPromise,
  type ActorLogic,
  type AnyActorLogic,
  type ActorRefLike,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
  type Snapshot,
} from 'xstate';
import { getAdjacencyMap, TestModel, type StatePath, type TraversalOptions } from 'xstate/graph';

/** Leaf states a machine can rest in; `always` states are only passed through. */
export function restingStates(node: AnyStateNode, path: string[] = []): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return node.always?.length ? [] : [path.join('.')];
  return children.flatMap((child) => restingStates(child, [...path, child.key]));
}

/** `{ twoFactor: 'enteringCode' }` → `twoFactor.enteringCode`. */
export const valueToPath = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as object).map(([key, child]) => `${key}.${valueToPath(child)}`)[0]!;

export interface Edge<TSnapshot, TEvent> {
  stateKey: string;
  eventKey: string;
  from: TSnapshot;
  event: TEvent;
  state: TSnapshot;
}

/**
 * The machine's graph under `traversal`: its TestModel, every edge of its adjacency map, and one
 * walk per edge (the shortest path to the edge's source, then the edge).
 */
export function graphOf<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  machine: AnyStateMachine,
  traversal: TraversalOptions<TSnapshot, TEvent, TInput> & { serializeState: NonNullable<TraversalOptions<TSnapshot, TEvent, TInput>['serializeState']> },
) {
  // xstate/graph types its logic without emitted events or provided implementations.
  const logic = machine as unknown as ActorLogic<TSnapshot, TEvent, TInput>;
  const model = new TestModel(logic, traversal);
  const adjacency = getAdjacencyMap(logic, traversal);
  const shortestTo = new Map(
    model.getShortestPaths({ ...traversal, allowDuplicatePaths: true }).map((path) => [traversal.serializeState(path.state, undefined), path]),
  );
  const edges: Edge<TSnapshot, TEvent>[] = Object.entries(adjacency).flatMap(([stateKey, { state: from, transitions }]) =>
    Object.entries(transitions as Record<string, { event: TEvent; state: TSnapshot }>).map(([eventKey, { event, state }]) => ({
      stateKey,
      eventKey,
      from,
      event,
      state,
    })),
  );
  const walks = edges.map(({ stateKey, eventKey, event, state }) => {
    const prefix = shortestTo.get(stateKey);
    if (!prefix) throw new Error(`no path to ${stateKey}`);
    const walk: StatePath<TSnapshot, TEvent> = { state, steps: [...prefix.steps, { event, state }], weight: prefix.weight + 1 };
    return { stateKey, eventKey, walk };
  });
  return { model, edges, walks };
}

/** One transition definition of a machine, named so a provided copy of the machine names it alike. */
export interface TransitionInfo {
  /** `stateId:eventType:index`, `stateId:always:index` for an eventless one (`index` is its guarded branch). */
  key: string;
  /** Its targets' ids; empty for a transition that stays (actions only). */
  targets: string[];
}

/** `auth.loggedOut:login.submitted:0 → auth.loggingIn`, as the guards report it. */
export const describeTransition = ({ key, targets }: TransitionInfo) => `${key} → ${targets.length ? targets.join(', ') : '(stays)'}`;

/** Names a transition definition taken by an actor or listed by `transitionsOf`. */
export function transitionInfo(transition: AnyTransitionDefinition): TransitionInfo {
  const source = transition.source;
  const eventless = transition.eventType === '';
  const siblings = (eventless ? source.always : source.transitions.get(transition.eventType)) ?? [];
  return {
    key: `${source.id}:${eventless ? 'always' : transition.eventType}:${siblings.indexOf(transition)}`,
    targets: (transition.target ?? []).map((target) => target.id),
  };
}

/**
 * Every transition the machine defines, each guarded branch apart: events, the done and error
 * events of invoked actors, delayed (`after`) ones and eventless (`always`) ones. Sorted by key.
 */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  const found: TransitionInfo[] = [];
  const collect = (node: AnyStateNode) => {
    for (const definitions of node.transitions.values()) found.push(...definitions.map(transitionInfo));
    found.push(...(node.always ?? []).map(transitionInfo));
    for (const child of Object.values(node.states) as AnyStateNode[]) collect(child);
  };
  collect(machine.root);
  return [...new Map(found.map((info) => [info.key, info])).values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The transitions of each macrostep, per actor, as `createActor(..., { inspect })` reports them. */
export function macrostepRecorder() {
  const building = new Map<ActorRefLike, TransitionInfo[]>();
  const listeners: ((actor: ActorRefLike, step: TransitionInfo[]) => void)[] = [];
  const inspect = (inspectionEvent: InspectionEvent) => {
    if (inspectionEvent.type === '@xstate.microstep') {
      const step = building.get(inspectionEvent.actorRef) ?? [];
      step.push(...inspectionEvent._transitions.map(transitionInfo));
      building.set(inspectionEvent.actorRef, step);
    } else if (inspectionEvent.type === '@xstate.snapshot') {
      // A snapshot ends the macrostep: the event and every eventless transition it led to.
      const step = building.get(inspectionEvent.actorRef) ?? [];
      building.delete(inspectionEvent.actorRef);
      for (const listener of listeners) listener(inspectionEvent.actorRef, step);
    }
  };
  return { inspect, onMacrostep: (listener: (actor: ActorRefLike, step: TransitionInfo[]) => void) => void listeners.push(listener) };
}

/** Lets a settled promise reach the actor that awaits it. */
export const settle = () => new Promise((resolve) => setImmediate(resolve));

/** `xstate.done.actor.loginRequest` → `{ id: 'loginRequest', outcome: 'done' }`; other events → null. */
export function actorOutcome(event: EventObject): { id: string; outcome: 'done' | 'error' } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return match ? { id: match[2]!, outcome: match[1] as 'done' | 'error' } : null;
}

/**
 * Promise actors that stay in flight until the walk settles them, so the model's
 * `xstate.done.actor.*` / `xstate.error.actor.*` events become real resolutions and rejections.
 * Each actor must be invoked with an `id` equal to its name.
 */
export function deferredActors<const TName extends string>(names: readonly TName[], record?: (name: TName, input: unknown) => void) {
  const inFlight = new Map<string, { resolve: (output: unknown) => void; reject: (error: unknown) => void }>();
  const calls: { id: TName; input: unknown }[] = [];
  const actors = Object.fromEntries(
    names.map((id) => [
      id,
      fromPromise<unknown, unknown>(({ input }) => {
        calls.push({ id, input });
        record?.(id, input);
        return new Promise((resolve, reject) => void inFlight.set(id, { resolve, reject }));
      }),
    ]),
  ) as Record<TName, AnyActorLogic>;

  function take(id: string) {
    const pending = inFlight.get(id);
    if (!pending) throw new Error(`\`${id}\` is not in flight`);
    inFlight.delete(id);
    return pending;
  }

  /** Settles the actor the event names, as the event says; false for events that are not outcomes. */
  async function settleFrom(event: EventObject): Promise<boolean> {
    const outcome = actorOutcome(event);
    if (!outcome) return false;
    const pending = take(outcome.id);
    if (outcome.outcome === 'done') pending.resolve((event as unknown as { output: unknown }).output);
    else pending.reject((event as unknown as { error: unknown }).error);
    await settle();
    return true;
  }

  /** Resolves the request in flight with `output` and lets the actor take it (hand-pinned tests). */
  async function resolve(id: TName, output?: unknown): Promise<void> {
    take(id).resolve(output);
    await settle();
  }

  /** Rejects the request in flight with `error` and lets the actor take it. */
  async function reject(id: TName, error: unknown): Promise<void> {
    take(id).reject(error);
    await settle();
  }

  return { actors, calls, settleFrom, resolve, reject };
}
