// Pins what a generated walk cannot judge about a note's quiet autosave (issue 10: writing is
// never lost): where every transition lands (checked by the guard at the end), that every change
// is kept on the device before anything else and forgotten only when the server has it all, the
// 800 ms pause restarted by each keystroke, one save at a time with a change during it sent next,
// the retry times after failures (2 s doubling up to 30 s), errors as catalogue ids, and a draft
// restored from the device saved at once; a save the app's outbox took handed over (the device copy
// forgotten, no retries here) until the outbox sends it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { deferredActors } from './graphWalk.testing';
import {
  firstRetryDelay,
  longestRetryDelay,
  noteDraftMachine,
  noteDraftMessageIds,
  quietPause,
  retryDelayAfter,
  selectNoteDraft,
  type NoteDraft,
  type NoteDraftContext,
} from './noteDraftMachine';
import { itAssertedEveryTransition, pinTransitions } from './pinnedTransitions.testing';

const pins = pinTransitions(noteDraftMachine);
const { expectTransitionTo } = pins;

// Only the clocks XState's delays use: the stubbed requests settle through setImmediate.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const draft = (text: string): NoteDraft => ({
  name: 'Monday',
  secondName: '',
  answers: { question0001: 7 },
  entries: [{ key: 'k1', text, contextIds: [] }],
});
const first = draft('Slept well');
const second = draft('Slept well, then ran');
const third = draft('Slept well, then ran 5 km');
/** How a save ends: the server answered, or the app's outbox took it (offline, no answer). */
const onServer = { handedOver: false };
const inOutbox = { handedOver: true };
const explained = (messageId: string) => Object.assign(new Error('refused'), { messageId });

type Call = { name: string; input?: unknown; params?: unknown };

/** The machine with recording stubs: every save stays in flight until the test settles it. */
function stubbed() {
  const calls: Call[] = [];
  const requests = deferredActors(['saveRequest'], (name, input) => calls.push({ name, input }));
  const machine = noteDraftMachine.provide({
    actors: requests.actors as never,
    actions: {
      storeDraft: (_, params) => void calls.push({ name: 'storeDraft', params }),
      forgetDraft: () => void calls.push({ name: 'forgetDraft' }),
    },
  });
  return { machine, calls, resolve: requests.resolve, reject: requests.reject };
}

function start(restored: NoteDraft | null = null, { handedOver = false } = {}) {
  const stubs = stubbed();
  const actor = createActor(stubs.machine, { input: { restored, handedOver }, inspect: pins.inspect }).start();
  return { ...stubs, actor, view: () => selectNoteDraft(actor.getSnapshot()) };
}

type RestingState = 'pristine' | 'debouncing' | 'saved' | 'failed' | 'handedOver';

/** Starts the actor from a chosen resting state, as STYLE.md's hand-pinned tests do. */
function startFrom(value: RestingState, context: Partial<NoteDraftContext>) {
  const stubs = stubbed();
  const snapshot = stubs.machine.resolveState({
    value,
    context: { draft: null, changedDuringSave: false, failures: 0, errorMessageId: null, restored: false, handedOver: false, ...context },
  });
  const actor = createActor(stubs.machine, { snapshot, input: { restored: null }, inspect: pins.inspect }).start();
  return { ...stubs, actor, view: () => selectNoteDraft(actor.getSnapshot()) };
}

/** Starts with a save of `saving` in flight, its request made. */
function startSaving(saving: NoteDraft, context: Partial<NoteDraftContext> = {}) {
  const started = startFrom('debouncing', { draft: saving, ...context });
  started.actor.send({ type: 'draft.flushed' });
  expectTransitionTo(started.actor, 'saving');
  started.calls.length = 0;
  return started;
}

const saves = (calls: Call[]) => calls.filter((call) => call.name === 'saveRequest').map((call) => call.input);

describe('starting', () => {
  it('rests without a draft on the device, saying nothing', () => {
    const { actor, calls, view } = start();
    expectTransitionTo(actor, 'pristine');
    expect(view()).toEqual({ status: 'idle', unsavedDraft: null, restored: false, errorMessageId: null });
    expect(calls).toEqual([]);
  });

  it('saves a draft restored from the device at once, says so, and forgets it once saved', async () => {
    const { actor, calls, resolve, view } = start(first);
    expectTransitionTo(actor, 'saving');
    expect(view()).toEqual({ status: 'saving', unsavedDraft: first, restored: true, errorMessageId: null });
    expect(calls).toEqual([{ name: 'saveRequest', input: { draft: first } }]);
    await resolve('saveRequest', onServer);
    expectTransitionTo(actor, 'saved');
    expect(view()).toEqual({ status: 'saved', unsavedDraft: null, restored: true, errorMessageId: null });
    expect(calls.slice(1)).toEqual([{ name: 'forgetDraft' }]);
  });
});

describe('typing', () => {
  it.each(['pristine', 'saved'] as const)('keeps the first change on the device at once, from %s, and waits for the pause', (state) => {
    const { actor, calls, view } = startFrom(state, {});
    actor.send({ type: 'draft.changed', draft: first });
    expectTransitionTo(actor, 'debouncing');
    expect(view()).toEqual({ status: 'pending', unsavedDraft: first, restored: false, errorMessageId: null });
    expect(calls).toEqual([{ name: 'storeDraft', params: { draft: first } }]);
  });

  it('saves once, after 800 ms without a change, the latest draft', () => {
    const { actor, calls } = startFrom('pristine', {});
    actor.send({ type: 'draft.changed', draft: first });
    vi.advanceTimersByTime(quietPause - 1);
    actor.send({ type: 'draft.changed', draft: second });
    expectTransitionTo(actor, 'debouncing');
    vi.advanceTimersByTime(quietPause - 1);
    expect(saves(calls)).toEqual([]);
    vi.advanceTimersByTime(1);
    expectTransitionTo(actor, 'saving');
    expect(calls).toEqual([
      { name: 'storeDraft', params: { draft: first } },
      { name: 'storeDraft', params: { draft: second } },
      { name: 'saveRequest', input: { draft: second } },
    ]);
  });

  it('saves at once when a field loses focus or the page is left', () => {
    const { actor, calls, view } = startFrom('debouncing', { draft: first });
    actor.send({ type: 'draft.flushed' });
    expectTransitionTo(actor, 'saving');
    expect(view().status).toBe('saving');
    expect(calls).toEqual([{ name: 'saveRequest', input: { draft: first } }]);
  });

  it.each(['pristine', 'saved'] as const)('has nothing to save when a field loses focus in %s', (state) => {
    const { actor, calls } = startFrom(state, {});
    actor.send({ type: 'draft.flushed' });
    vi.advanceTimersByTime(longestRetryDelay);
    expect(valueOf(actor)).toBe(state);
    expect(calls).toEqual([]);
  });
});

describe('saving', () => {
  it('says Saved, with nothing unsaved, and forgets the device copy when the server has every change', async () => {
    const { actor, calls, resolve, view } = startSaving(first);
    await resolve('saveRequest', onServer);
    expectTransitionTo(actor, 'saved');
    expect(view()).toEqual({ status: 'saved', unsavedDraft: null, restored: false, errorMessageId: null });
    expect(calls).toEqual([{ name: 'forgetDraft' }]);
  });

  it('keeps a change made during a save on the device and sends it in the next save, after the pause', async () => {
    const { actor, calls, resolve, view } = startSaving(first);
    actor.send({ type: 'draft.changed', draft: second });
    expectTransitionTo(actor, 'saving');
    actor.send({ type: 'draft.changed', draft: third });
    expect(calls).toEqual([
      { name: 'storeDraft', params: { draft: second } },
      { name: 'storeDraft', params: { draft: third } },
    ]);
    await resolve('saveRequest', onServer);
    expectTransitionTo(actor, 'debouncing');
    expect(view()).toEqual({ status: 'pending', unsavedDraft: third, restored: false, errorMessageId: null });
    expect(calls.some((call) => call.name === 'forgetDraft')).toBe(false);
    vi.advanceTimersByTime(quietPause);
    expectTransitionTo(actor, 'saving');
    expect(saves(calls)).toEqual([{ draft: third }]);
    await resolve('saveRequest', onServer);
    expectTransitionTo(actor, 'saved');
    expect(calls.at(-1)).toEqual({ name: 'forgetDraft' });
  });

  it('a change during a save does not start a second save while the first is in flight', () => {
    const { actor, calls } = startSaving(first);
    actor.send({ type: 'draft.changed', draft: second });
    actor.send({ type: 'draft.flushed' });
    vi.advanceTimersByTime(longestRetryDelay);
    expect(valueOf(actor)).toBe('saving');
    expect(saves(calls)).toEqual([]);
  });

  it('the next save after one with a change during it is judged on its own', async () => {
    const { actor, calls, resolve } = startSaving(first);
    actor.send({ type: 'draft.changed', draft: second });
    await resolve('saveRequest', onServer);
    actor.send({ type: 'draft.flushed' });
    await resolve('saveRequest', onServer);
    expectTransitionTo(actor, 'saved');
    expect(calls.at(-1)).toEqual({ name: 'forgetDraft' });
  });
});

describe('a failed save', () => {
  it('keeps the draft, says why in the catalogue’s words, and does not forget the device copy', async () => {
    const { actor, calls, reject, view } = startSaving(first);
    await reject('saveRequest', explained('api.errors.noteNameRequired'));
    expectTransitionTo(actor, 'failed');
    expect(view()).toEqual({ status: 'failed', unsavedDraft: first, restored: false, errorMessageId: 'api.errors.noteNameRequired' });
    expect(calls).toEqual([]);
  });

  it("says the save's own message when the failure has none (offline)", async () => {
    const { reject, view } = startSaving(first);
    await reject('saveRequest', new TypeError('Failed to fetch'));
    expect(view().errorMessageId).toBe(noteDraftMessageIds.saveFailed);
    expect(noteDraftMessageIds.saveFailed).toBe('notes.note.saveFailed');
  });

  it('tries again by itself after 2 s, then 4 s, 8 s, 16 s and at most 30 s apart', async () => {
    const { actor, calls, reject } = startSaving(first);
    for (const wait of [2_000, 4_000, 8_000, 16_000, 30_000, 30_000]) {
      await reject('saveRequest', new Error('offline'));
      expectTransitionTo(actor, 'failed');
      vi.advanceTimersByTime(wait - 1);
      expect(valueOf(actor)).toBe('failed');
      vi.advanceTimersByTime(1);
      expectTransitionTo(actor, 'saving');
    }
    expect(saves(calls)).toHaveLength(6);
  });

  it('tries again at once on Try again', async () => {
    const { actor, calls, reject } = startSaving(first);
    await reject('saveRequest', new Error('offline'));
    actor.send({ type: 'save.retried' });
    expectTransitionTo(actor, 'saving');
    expect(saves(calls)).toEqual([{ draft: first }]);
  });

  it('keeps typing on the device and sends the latest at the next try, without trying sooner', async () => {
    const { actor, calls, reject } = startSaving(first);
    await reject('saveRequest', new Error('offline'));
    vi.advanceTimersByTime(firstRetryDelay - 1);
    actor.send({ type: 'draft.changed', draft: second });
    expectTransitionTo(actor, 'failed');
    expect(calls).toEqual([{ name: 'storeDraft', params: { draft: second } }]);
    vi.advanceTimersByTime(1);
    expectTransitionTo(actor, 'saving');
    expect(saves(calls)).toEqual([{ draft: second }]);
  });

  it('a success after failures clears the error, and the next failure waits 2 s again', async () => {
    const { actor, reject, resolve, view } = startSaving(first, { failures: 3, errorMessageId: noteDraftMessageIds.saveFailed });
    await resolve('saveRequest', onServer);
    expect(view()).toMatchObject({ status: 'saved', errorMessageId: null });
    actor.send({ type: 'draft.changed', draft: second });
    actor.send({ type: 'draft.flushed' });
    await reject('saveRequest', new Error('offline'));
    vi.advanceTimersByTime(firstRetryDelay);
    expect(valueOf(actor)).toBe('saving');
  });

  it('a success with a change during it clears the error too', async () => {
    const { actor, resolve, view } = startSaving(first, { failures: 2, errorMessageId: noteDraftMessageIds.saveFailed });
    actor.send({ type: 'draft.changed', draft: second });
    await resolve('saveRequest', onServer);
    expect(view()).toMatchObject({ status: 'pending', errorMessageId: null });
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it('keeps the last error shown while the retry is saving', async () => {
    const { actor, reject, view } = startSaving(first);
    await reject('saveRequest', new Error('offline'));
    actor.send({ type: 'save.retried' });
    expect(view()).toMatchObject({ status: 'saving', errorMessageId: noteDraftMessageIds.saveFailed });
  });
});

describe("handed over to the outbox (offline, or no answer: issue 25)", () => {
  it('forgets the device copy (the outbox holds it), says not sent yet, and tries nothing itself', async () => {
    const { actor, calls, resolve, view } = startSaving(first);
    await resolve('saveRequest', inOutbox);
    expectTransitionTo(actor, 'handedOver');
    expect(view()).toEqual({ status: 'handedOver', unsavedDraft: null, restored: false, errorMessageId: null });
    expect(calls).toEqual([{ name: 'forgetDraft' }]);
    vi.advanceTimersByTime(longestRetryDelay * 2);
    expect(saves(calls)).toEqual([]);
  });

  it('clears the error of a failed save the outbox then took', async () => {
    const { actor, resolve, view } = startSaving(first, { failures: 2, errorMessageId: noteDraftMessageIds.saveFailed });
    await resolve('saveRequest', inOutbox);
    expectTransitionTo(actor, 'handedOver');
    expect(view().errorMessageId).toBeNull();
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it('a change during the save the outbox took goes in the next save, after the pause', async () => {
    const { actor, calls, resolve } = startSaving(first);
    actor.send({ type: 'draft.changed', draft: second });
    await resolve('saveRequest', inOutbox);
    expectTransitionTo(actor, 'debouncing');
    expect(calls).not.toContainEqual({ name: 'forgetDraft' });
    vi.advanceTimersByTime(quietPause);
    expect(saves(calls)).toEqual([{ draft: second }]);
  });

  it('typing afterwards is kept on the device and saved after the pause (that save takes the waiting one’s place)', () => {
    const { actor, calls } = startFrom('handedOver', {});
    actor.send({ type: 'draft.changed', draft: second });
    expectTransitionTo(actor, 'debouncing');
    expect(calls).toEqual([{ name: 'storeDraft', params: { draft: second } }]);
    vi.advanceTimersByTime(quietPause);
    expect(saves(calls)).toEqual([{ draft: second }]);
  });

  it('says Saved once the outbox has sent it', () => {
    const { actor, view } = startFrom('handedOver', {});
    actor.send({ type: 'handover.delivered' });
    expectTransitionTo(actor, 'saved');
    expect(view().status).toBe('saved');
  });

  it('goes back to the server\'s note, saving nothing, when the user discards the save the outbox held', () => {
    const { actor, calls, view } = startFrom('handedOver', {});
    actor.send({ type: 'handover.discarded' });
    expectTransitionTo(actor, 'pristine');
    expect(view()).toMatchObject({ status: 'idle', unsavedDraft: null });
    vi.advanceTimersByTime(longestRetryDelay);
    expect(saves(calls)).toEqual([]);
  });

  it("starts handed over, saving nothing, when the outbox holds the note's save (a reload offline)", () => {
    const { actor, calls, view } = start(null, { handedOver: true });
    expectTransitionTo(actor, 'handedOver');
    expect(view()).toMatchObject({ status: 'handedOver', unsavedDraft: null, restored: false });
    expect(calls).toEqual([]);
  });

  it('a draft on the device (typed after the handover) is saved at once even so', () => {
    const { actor, calls } = start(third, { handedOver: true });
    expectTransitionTo(actor, 'saving');
    expect(saves(calls)).toEqual([{ draft: third }]);
  });
});

describe('the restored notice', () => {
  it.each(['pristine', 'debouncing', 'saved', 'failed'] as const)('is dismissed in %s, which stays', (state) => {
    const { actor, view } = startFrom(state, { restored: true, draft: state === 'debouncing' || state === 'failed' ? first : null });
    actor.send({ type: 'restored.dismissed' });
    expectTransitionTo(actor, state);
    expect(view().restored).toBe(false);
  });
});

describe('retry delays', () => {
  it.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [9, 30_000],
  ])('waits, after %i failures, %i ms', (failures, wait) => {
    expect(retryDelayAfter(failures)).toBe(wait);
  });
});

describe('what the app must provide', () => {
  it('fails loudly when `saveRequest` is not provided', async () => {
    const request = createActor(noteDraftMachine.implementations.actors.saveRequest as AnyActorLogic, { input: {} });
    const failure = new Promise((resolve) => request.subscribe({ error: resolve }));
    request.start();
    await expect(failure).resolves.toMatchObject({ message: 'actor `saveRequest` must be provided' });
  });

  it.each(['storeDraft', 'forgetDraft'] as const)('fails loudly when `%s` is not provided', (name) => {
    const action = noteDraftMachine.implementations.actions[name] as (...args: unknown[]) => void;
    expect(() => action({}, {})).toThrow(`action \`${name}\` must be provided`);
  });

  it('refuses to save without a draft', () => {
    const stubs = stubbed();
    const snapshot = stubs.machine.resolveState({ value: 'debouncing', context: { draft: null, changedDuringSave: false, failures: 0, errorMessageId: null, restored: false, handedOver: false } });
    const actor = createActor(stubs.machine, { snapshot, input: { restored: null } });
    const failure = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    actor.send({ type: 'draft.flushed' });
    return expect(failure).resolves.toMatchObject({ message: 'a save needs a draft' });
  });
});

function valueOf(actor: { getSnapshot: () => { value: unknown } }) {
  return actor.getSnapshot().value;
}

itAssertedEveryTransition(pins);
