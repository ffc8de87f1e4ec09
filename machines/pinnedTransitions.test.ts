// Proves the guard of the hand-pinned tests (pinnedTransitions.testing.ts) catches what the model
// walk cannot: on a small machine copied with one transition aimed at the wrong state, the walk
// passes (it checks the actor against that same machine), while the pinned test of that
// transition fails, and without such a test the guard names the transition. Also pins what the
// guard counts: every kind of transition, and only the steps a test asserted after.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { graphOf } from './graphWalk.testing';
import { pinTransitions, type PinnedTransitions } from './pinnedTransitions.testing';

type LightEvent = { type: 'switched' };

/** A lamp: checked for a bulb at start, switched on and off, and off by itself after a second. */
const lightConfig = (switchingOffGoesTo: 'off' | 'on') =>
  setup({
    types: { context: {} as { hasBulb: boolean }, events: {} as LightEvent, input: {} as { hasBulb: boolean } },
    guards: { hasBulb: ({ context }) => context.hasBulb },
  }).createMachine({
    id: 'light',
    context: ({ input }) => ({ hasBulb: input.hasBulb }),
    initial: 'checking',
    states: {
      checking: { always: [{ guard: 'hasBulb', target: 'off' }, { target: 'broken' }] },
      broken: {},
      off: { on: { switched: 'on' } },
      on: { on: { switched: switchingOffGoesTo }, after: { 1000: 'off' } },
    },
  });

const light = lightConfig('off');
/** The copy with the mistake: switching the light off leaves it on. */
const lightWithWrongTarget = lightConfig('on');

/** The pinned tests one would write for the light, runnable against either machine. */
const pinned = {
  startsOff(machine: AnyStateMachine, pins: PinnedTransitions) {
    pins.expectTransitionTo(createActor(machine, { input: { hasBulb: true }, inspect: pins.inspect }).start(), 'off');
  },
  startsBroken(machine: AnyStateMachine, pins: PinnedTransitions) {
    pins.expectTransitionTo(createActor(machine, { input: { hasBulb: false }, inspect: pins.inspect }).start(), 'broken');
  },
  switchesOn(machine: AnyStateMachine, pins: PinnedTransitions) {
    const actor = createActor(machine, { input: { hasBulb: true }, inspect: pins.inspect }).start();
    actor.send({ type: 'switched' });
    pins.expectTransitionTo(actor, 'on');
  },
  switchesOff(machine: AnyStateMachine, pins: PinnedTransitions) {
    const actor = createActor(machine, { input: { hasBulb: true }, inspect: pins.inspect }).start();
    actor.send({ type: 'switched' });
    actor.send({ type: 'switched' });
    pins.expectTransitionTo(actor, 'off');
  },
  goesOffByItself(machine: AnyStateMachine, pins: PinnedTransitions) {
    const actor = createActor(machine, { input: { hasBulb: true }, inspect: pins.inspect }).start();
    actor.send({ type: 'switched' });
    vi.advanceTimersByTime(1000);
    pins.expectTransitionTo(actor, 'off');
  },
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the guard of the pinned tests', () => {
  it('lists every transition the machine defines: events, delays and both eventless branches', () => {
    expect(pinTransitions(light).unasserted()).toEqual([
      'light.checking:always:0 → light.off',
      'light.checking:always:1 → light.broken',
      'light.off:switched:0 → light.on',
      'light.on:switched:0 → light.off',
      'light.on:xstate.after.1000.light.on:0 → light.off',
    ]);
  });

  it('is satisfied when a pinned test asserted where each transition lands', () => {
    const pins = pinTransitions(light);
    for (const test of Object.values(pinned)) test(light, pins);
    expect(pins.unasserted()).toEqual([]);
    expect(pins.untaken()).toEqual([]);
  });

  it('the model walk cannot see a wrong target: it checks the actor against the same machine', async () => {
    const { model, walks } = graphOf<SnapshotFrom<typeof lightWithWrongTarget>, LightEvent, { hasBulb: boolean }>(lightWithWrongTarget, {
      input: { hasBulb: true },
      events: [{ type: 'switched' }],
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    expect(walks.length).toBeGreaterThan(0);
    for (const { walk } of walks) {
      const actor = createActor(lightWithWrongTarget, { input: { hasBulb: true } }).start();
      await model.testPath(walk, {
        states: { '*': (expected) => expect(actor.getSnapshot().value).toEqual(expected.value) },
        events: { switched: () => void actor.send({ type: 'switched' }) },
      });
    }
  });

  it('the pinned test of that transition fails on it', () => {
    expect(() => pinned.switchesOff(lightWithWrongTarget, pinTransitions(lightWithWrongTarget))).toThrow(/expected 'on' to be 'off'/);
  });

  it('names that transition, with its wrong target, when no pinned test asserts it', () => {
    const pins = pinTransitions(lightWithWrongTarget);
    const { switchesOff: _forgotten, ...others } = pinned;
    for (const test of Object.values(others)) test(lightWithWrongTarget, pins);
    expect(pins.unasserted()).toEqual(['light.on:switched:0 → light.on']);
  });

  it('counts only the step before an assertion: a transition passed on the way is taken, not asserted', () => {
    const pins = pinTransitions(light);
    pinned.switchesOff(light, pins);
    expect(pins.unasserted()).toContain('light.off:switched:0 → light.on');
    expect(pins.untaken()).not.toContain('light.off:switched:0 → light.on');
  });

  it('counts the eventless transitions a step passed through, and keeps the last step when a later event is ignored', () => {
    const pins = pinTransitions(light);
    const actor = createActor(light, { input: { hasBulb: false }, inspect: pins.inspect }).start();
    actor.send({ type: 'switched' }); // a broken light ignores it
    pins.expectTransitionTo(actor, 'broken');
    expect(pins.unasserted()).not.toContain('light.checking:always:1 → light.broken');
  });

  it('asserts nothing when the state is not the one expected', () => {
    const pins = pinTransitions(light);
    const actor = createActor(light, { input: { hasBulb: true }, inspect: pins.inspect }).start();
    expect(() => pins.expectTransitionTo(actor, 'on')).toThrow();
    expect(pins.unasserted()).toContain('light.checking:always:0 → light.off');
  });
});
