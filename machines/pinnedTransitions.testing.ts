// The guard of the hand-pinned tests (STYLE.md "Machines", layer 4). A model walk checks the actor
// against the machine itself, so a transition aimed at the wrong state passes it; only a test that
// says where the transition must land catches that. This records, through XState's `inspect`,
// which transitions the pinned tests took and which of them had their target asserted, and names
// every transition the machine defines that no test asserted. Test-only.
import { expect, it } from 'vitest';
import type { ActorRefLike, AnyActorRef, AnyStateMachine } from 'xstate';
import { describeTransition, macrostepRecorder, transitionsOf, valueToPath, type TransitionInfo } from './graphWalk.testing';

/**
 * Records the pinned tests of `machine`. Give every actor `inspect: pins.inspect`, assert where an
 * event (or a settled request, or elapsed time) left it with `pins.expectTransitionTo`, and end
 * the file with `itAssertedEveryTransition(pins)`.
 */
export function pinTransitions(machine: AnyStateMachine) {
  const defined = transitionsOf(machine);
  const taken = new Set<string>();
  const asserted = new Set<string>();
  /** Per actor, the transitions of its latest macrostep that took any. */
  const latest = new Map<ActorRefLike, TransitionInfo[]>();

  const recorder = macrostepRecorder();
  recorder.onMacrostep((actor, step) => {
    if (step.length === 0) return; // an ignored event leaves the actor where the last step put it
    latest.set(actor, step);
    for (const { key } of step) taken.add(key);
  });

  return {
    inspect: recorder.inspect,

    /**
     * Asserts the state the actor is in (`'twoFactor.enteringCode'`), and counts that as asserting
     * the target of every transition of its latest macrostep: the event, and the eventless
     * transitions it passed through. Earlier steps count only when a test asserts after them.
     */
    expectTransitionTo(actor: AnyActorRef, statePath: string) {
      expect(valueToPath(actor.getSnapshot().value)).toBe(statePath);
      for (const { key } of latest.get(actor) ?? []) asserted.add(key);
    },

    /** Defined transitions no test took. */
    untaken: () => defined.filter(({ key }) => !taken.has(key)).map(describeTransition),

    /** Defined transitions no test asserted the target of, as `key → target`. */
    unasserted: () => defined.filter(({ key }) => !asserted.has(key)).map(describeTransition),

    /** How many transitions the machine defines. */
    definedCount: defined.length,
  };
}

export type PinnedTransitions = ReturnType<typeof pinTransitions>;

/** The file's last test: fails naming each transition no pinned test asserted the target of. */
export function itAssertedEveryTransition(pins: PinnedTransitions) {
  it('asserted where every transition the machine defines lands, in a pinned test', () => {
    expect(pins.definedCount).toBeGreaterThan(0);
    expect(pins.unasserted()).toEqual([]);
  });
}
