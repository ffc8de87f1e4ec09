// Pins what a generated walk cannot judge about a stamp's life: where every transition lands
// (checked by the guard at the end), what each request receives, that the stores are refreshed
// once after each success (and the active stamps after a reopen), spec §8's toasts, errors as
// catalogue ids, and that the screen follows the stores (stopped in another tab) without cutting
// a request short.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { deferredActors } from './graphWalk.testing';
import { itAssertedEveryTransition, pinTransitions } from './pinnedTransitions.testing';
import { selectTimeStamp, timeStampMachine, timeStampMessageIds, type TimeStamp, type TimeStampContext } from './timeStampMachine';

const pins = pinTransitions(timeStampMachine);
const { expectTransitionTo } = pins;

const target = { name: 'Writing', timeGroupId: 'timegrp00001' };
const base = { _id: 'stamp0000001', name: 'Writing', subGroupId: 'subgrp000001', timeGroupId: 'timegrp00001', date: '2026-11-23' };
const active: TimeStamp = { ...base, startTime: '2026-11-23T08:00:00.000Z', endTime: null, ended: false, durationInMs: 0 };
const ended: TimeStamp = { ...base, startTime: '2026-11-23T08:00:00.000Z', endTime: '2026-11-23T09:00:00.000Z', ended: true, durationInMs: 3_600_000 };
const explained = (messageId: string) => Object.assign(new Error('refused'), { messageId });

type Call = { name: string; input?: unknown; params?: unknown };

/** The machine with recording stubs: every request stays in flight until the test settles it. */
function stubbed() {
  const calls: Call[] = [];
  const requests = deferredActors(['startRequest', 'updateRequest', 'deleteRequest'], (name, input) => calls.push({ name, input }));
  const machine = timeStampMachine.provide({
    actors: requests.actors as never,
    actions: {
      stampsChanged: () => void calls.push({ name: 'stampsChanged' }),
      activeStampsChanged: () => void calls.push({ name: 'activeStampsChanged' }),
      notify: (_, params) => void calls.push({ name: 'notify', params }),
    },
  });
  return { machine, calls, resolve: requests.resolve, reject: requests.reject };
}

function start(stamp: TimeStamp | null) {
  const stubs = stubbed();
  const actor = createActor(stubs.machine, { input: { target, stamp }, inspect: pins.inspect }).start();
  return { ...stubs, actor, view: () => selectTimeStamp(actor.getSnapshot()) };
}

type RestingState = 'idle' | 'active' | 'ended';

/** Starts the actor from a chosen resting state, as STYLE.md's hand-pinned tests do. */
function startFrom(value: RestingState, context: Partial<TimeStampContext>) {
  const stubs = stubbed();
  const snapshot = stubs.machine.resolveState({ value, context: { target, stamp: null, errorMessageId: null, ...context } });
  const actor = createActor(stubs.machine, { snapshot, input: { target, stamp: null }, inspect: pins.inspect }).start();
  return { ...stubs, actor, view: () => selectTimeStamp(actor.getSnapshot()) };
}

describe('starting', () => {
  it.each([
    ['idle', null],
    ['active', active],
    ['ended', ended],
  ] as const)('rests in %s for the stamp it is given', (state, stamp) => {
    const { actor, view } = start(stamp);
    expectTransitionTo(actor, state);
    expect(view()).toEqual({ step: state, stamp, isBusy: false, errorMessageId: null });
  });
});

describe('stamping in and out', () => {
  it('stamps in with the target, stops with the stamp, and refreshes the stores after each', async () => {
    const { actor, calls, resolve, view } = start(null);
    actor.send({ type: 'stamp.started' });
    expectTransitionTo(actor, 'stampingIn');
    expect(view()).toEqual({ step: 'idle', stamp: null, isBusy: true, errorMessageId: null });
    expect(calls).toEqual([{ name: 'startRequest', input: target }]);

    await resolve('startRequest', active);
    expectTransitionTo(actor, 'active');
    expect(view()).toEqual({ step: 'active', stamp: active, isBusy: false, errorMessageId: null });
    expect(calls.at(-1)).toEqual({ name: 'stampsChanged' });

    actor.send({ type: 'stamp.stopped' });
    expectTransitionTo(actor, 'stopping');
    expect(view()).toMatchObject({ step: 'active', isBusy: true });
    expect(calls.at(-1)).toEqual({ name: 'updateRequest', input: { timeStampId: 'stamp0000001', ended: true } });

    await resolve('updateRequest', ended);
    expectTransitionTo(actor, 'ended');
    expect(view()).toEqual({ step: 'ended', stamp: ended, isBusy: false, errorMessageId: null });
    expect(calls.filter((call) => call.name === 'stampsChanged')).toHaveLength(2);
    expect(calls.some((call) => call.name === 'notify')).toBe(false);
  });

  it('stamps in anew after an ended stamp', async () => {
    const { actor, calls, resolve } = startFrom('ended', { stamp: ended });
    actor.send({ type: 'stamp.started' });
    expectTransitionTo(actor, 'stampingIn');
    expect(calls).toEqual([{ name: 'startRequest', input: target }]);
    await resolve('startRequest', { ...active, _id: 'stamp0000002' });
    expectTransitionTo(actor, 'active');
  });

  it("stays idle with the step's own message when stamping in fails, never the server's text", async () => {
    const { actor, calls, reject, view } = start(null);
    actor.send({ type: 'stamp.started' });
    await reject('startRequest', new Error('Internal Server Error'));
    expectTransitionTo(actor, 'idle');
    expect(view()).toEqual({ step: 'idle', stamp: null, isBusy: false, errorMessageId: timeStampMessageIds.failed });
    expect(timeStampMessageIds.failed).toBe('time.stamp.failed');
    expect(calls.some((call) => call.name === 'stampsChanged')).toBe(false);
  });

  it('keeps the ended stamp when stamping in anew fails', async () => {
    const { actor, reject, view } = startFrom('ended', { stamp: ended });
    actor.send({ type: 'stamp.started' });
    await reject('startRequest', explained('api.errors.alreadyActive'));
    expectTransitionTo(actor, 'ended');
    expect(view()).toMatchObject({ step: 'ended', stamp: ended, errorMessageId: 'api.errors.alreadyActive' });
  });

  it('keeps the clock running with the error when stopping fails, and clears it on the next try', async () => {
    const { actor, calls, reject, view } = startFrom('active', { stamp: active });
    actor.send({ type: 'stamp.stopped' });
    await reject('updateRequest', explained('api.errors.endBeforeStart'));
    expectTransitionTo(actor, 'active');
    expect(view()).toEqual({ step: 'active', stamp: active, isBusy: false, errorMessageId: 'api.errors.endBeforeStart' });
    expect(calls.some((call) => call.name === 'stampsChanged')).toBe(false);
    actor.send({ type: 'stamp.stopped' });
    expect(view()).toMatchObject({ isBusy: true, errorMessageId: null });
  });
});

describe('reopening', () => {
  it('reopens an ended stamp, then refreshes the stores and the active stamps (spec §4)', async () => {
    const { actor, calls, resolve, view } = startFrom('ended', { stamp: ended });
    actor.send({ type: 'stamp.reopened' });
    expectTransitionTo(actor, 'reopening');
    expect(calls).toEqual([{ name: 'updateRequest', input: { timeStampId: 'stamp0000001', ended: false } }]);
    expect(view()).toMatchObject({ step: 'ended', isBusy: true });
    await resolve('updateRequest', active);
    expectTransitionTo(actor, 'active');
    expect(view()).toEqual({ step: 'active', stamp: active, isBusy: false, errorMessageId: null });
    expect(calls.slice(1)).toEqual([{ name: 'stampsChanged' }, { name: 'activeStampsChanged' }]);
  });

  it('stays ended with the error when reopening is refused', async () => {
    const { actor, calls, reject, view } = startFrom('ended', { stamp: ended });
    actor.send({ type: 'stamp.reopened' });
    await reject('updateRequest', explained('api.errors.alreadyActive'));
    expectTransitionTo(actor, 'ended');
    expect(view()).toMatchObject({ step: 'ended', errorMessageId: 'api.errors.alreadyActive' });
    expect(calls.some((call) => call.name === 'activeStampsChanged')).toBe(false);
  });
});

describe('editing', () => {
  it("sends an ended stamp's new end, says 'Updated time-stamp', and refreshes the stores", async () => {
    const { actor, calls, resolve, view } = startFrom('ended', { stamp: ended });
    actor.send({ type: 'stamp.edited', endTime: '2026-11-23T09:30:00.000Z' });
    expectTransitionTo(actor, 'saving');
    expect(calls).toEqual([{ name: 'updateRequest', input: { timeStampId: 'stamp0000001', endTime: '2026-11-23T09:30:00.000Z' } }]);
    const longer = { ...ended, endTime: '2026-11-23T09:30:00.000Z', durationInMs: 5_400_000 };
    await resolve('updateRequest', longer);
    expectTransitionTo(actor, 'ended');
    expect(view()).toEqual({ step: 'ended', stamp: longer, isBusy: false, errorMessageId: null });
    expect(calls.slice(1)).toEqual([{ name: 'stampsChanged' }, { name: 'notify', params: { messageId: 'time.stamp.updated', kind: 'success' } }]);
  });

  it("moves a running stamp's start and keeps it running", async () => {
    const { actor, calls, resolve } = startFrom('active', { stamp: active });
    actor.send({ type: 'stamp.edited', startTime: '2026-11-23T07:45:00.000Z' });
    expectTransitionTo(actor, 'saving');
    expect(calls).toEqual([{ name: 'updateRequest', input: { timeStampId: 'stamp0000001', startTime: '2026-11-23T07:45:00.000Z' } }]);
    await resolve('updateRequest', { ...active, startTime: '2026-11-23T07:45:00.000Z' });
    expectTransitionTo(actor, 'active');
    expect(calls.slice(1)).toEqual([{ name: 'stampsChanged' }, { name: 'notify', params: { messageId: timeStampMessageIds.updated, kind: 'success' } }]);
  });

  it.each([
    ['active', active],
    ['ended', ended],
  ] as const)('keeps a %s stamp as it was, with the error, when the edit is refused', async (state, stamp) => {
    const { actor, calls, reject, view } = startFrom(state, { stamp });
    actor.send({ type: 'stamp.edited', startTime: '2026-11-23T10:00:00.000Z', endTime: '2026-11-23T09:00:00.000Z' });
    await reject('updateRequest', explained('api.errors.endBeforeStart'));
    expectTransitionTo(actor, state);
    expect(view()).toEqual({ step: state, stamp, isBusy: false, errorMessageId: 'api.errors.endBeforeStart' });
    expect(calls.filter((call) => call.name !== 'updateRequest')).toEqual([]);
  });
});

describe('deleting', () => {
  it.each([
    ['active', active],
    ['ended', ended],
  ] as const)("deletes a %s stamp, says 'Deleted time-stamp' and is idle", async (state, stamp) => {
    const { actor, calls, resolve, view } = startFrom(state, { stamp });
    actor.send({ type: 'stamp.deleted' });
    expectTransitionTo(actor, 'deleting');
    expect(calls).toEqual([{ name: 'deleteRequest', input: { timeStampId: 'stamp0000001' } }]);
    await resolve('deleteRequest');
    expectTransitionTo(actor, 'idle');
    expect(view()).toEqual({ step: 'idle', stamp: null, isBusy: false, errorMessageId: null });
    expect(calls.slice(1)).toEqual([{ name: 'stampsChanged' }, { name: 'notify', params: { messageId: 'time.stamp.deleted', kind: 'success' } }]);
  });

  it.each([
    ['active', active],
    ['ended', ended],
  ] as const)("keeps a %s stamp and says 'Could not delete time stamps' when the delete fails", async (state, stamp) => {
    const { actor, calls, reject, view } = startFrom(state, { stamp });
    actor.send({ type: 'stamp.deleted' });
    await reject('deleteRequest', new Error('offline'));
    expectTransitionTo(actor, state);
    expect(view()).toEqual({ step: state, stamp, isBusy: false, errorMessageId: null });
    expect(calls.slice(1)).toEqual([{ name: 'notify', params: { messageId: 'time.stamp.deleteFailed', kind: 'error' } }]);
  });
});

describe('a new request after a failure', () => {
  it.each([
    ['idle', null, { type: 'stamp.started' }],
    ['active', active, { type: 'stamp.stopped' }],
    ['active', active, { type: 'stamp.edited', startTime: '2026-11-23T07:00:00.000Z' }],
    ['active', active, { type: 'stamp.deleted' }],
    ['ended', ended, { type: 'stamp.started' }],
    ['ended', ended, { type: 'stamp.reopened' }],
    ['ended', ended, { type: 'stamp.edited', endTime: '2026-11-23T10:00:00.000Z' }],
    ['ended', ended, { type: 'stamp.deleted' }],
  ] as const)('clears the old error when %s sends %o', (state, stamp, event) => {
    const { actor, view } = startFrom(state, { stamp, errorMessageId: timeStampMessageIds.failed });
    actor.send(event);
    expect(view()).toMatchObject({ isBusy: true, errorMessageId: null });
  });
});

describe('following the stores (a change in another tab, seen on a refresh)', () => {
  it.each([
    ['active', active, null, 'idle'],
    ['active', active, ended, 'ended'],
    ['ended', ended, null, 'idle'],
    ['ended', ended, active, 'active'],
    ['idle', null, active, 'active'],
    ['idle', null, ended, 'ended'],
  ] as const)('moves from %s when the stamp is now %s', (state, stamp, refreshed, expected) => {
    const { actor, view } = startFrom(state, { stamp, errorMessageId: 'time.stamp.failed' });
    actor.send({ type: 'stamp.refreshed', stamp: refreshed });
    expectTransitionTo(actor, expected);
    expect(view()).toEqual({ step: expected, stamp: refreshed, isBusy: false, errorMessageId: null });
  });

  it.each([
    ['idle', null],
    ['active', active],
    ['ended', ended],
  ] as const)('stays in %s, keeping the newer copy, when the stores agree', (state, stamp) => {
    const { actor, view } = startFrom(state, { stamp, errorMessageId: 'time.stamp.failed' });
    const newer = stamp === null ? null : { ...stamp, durationInMs: stamp.durationInMs + 1 };
    actor.send({ type: 'stamp.refreshed', stamp: newer });
    expectTransitionTo(actor, state);
    expect(view()).toMatchObject({ step: state, stamp: newer, errorMessageId: 'time.stamp.failed' });
  });

  it('lets a request in flight decide, and a failed one lands where the stamp now is', async () => {
    const { actor, reject, view } = startFrom('active', { stamp: active });
    actor.send({ type: 'stamp.stopped' });
    actor.send({ type: 'stamp.refreshed', stamp: null });
    expectTransitionTo(actor, 'stopping');
    await reject('updateRequest', new Error('Not found'));
    expectTransitionTo(actor, 'idle');
    expect(view()).toEqual({ step: 'idle', stamp: null, isBusy: false, errorMessageId: timeStampMessageIds.failed });
  });

  const requests = [
    ['stamping in', 'idle', null, { type: 'stamp.started' }, 'startRequest'],
    ['stamping in anew', 'ended', ended, { type: 'stamp.started' }, 'startRequest'],
    ['stopping', 'active', active, { type: 'stamp.stopped' }, 'updateRequest'],
    ['reopening', 'ended', ended, { type: 'stamp.reopened' }, 'updateRequest'],
    ['saving an edit', 'ended', ended, { type: 'stamp.edited', endTime: '2026-11-23T09:30:00.000Z' }, 'updateRequest'],
    ['deleting', 'active', active, { type: 'stamp.deleted' }, 'deleteRequest'],
  ] as const;
  const refreshes = [
    ['gone', null, 'idle'],
    ['running', active, 'active'],
    ['ended', ended, 'ended'],
  ] as const;
  it.each(requests.flatMap((request) => refreshes.map((refresh) => [...request, ...refresh] as const)))(
    'after %s fails, lands where a refresh meanwhile put the stamp (%s: %s)',
    async (_, state, stamp, event, request, _refreshName, refreshed, expected) => {
      const { actor, reject, view } = startFrom(state, { stamp });
      actor.send(event);
      actor.send({ type: 'stamp.refreshed', stamp: refreshed });
      await reject(request, new Error('offline'));
      expectTransitionTo(actor, expected);
      expect(view()).toMatchObject({ step: expected, stamp: refreshed, isBusy: false });
    },
  );

  it("keeps a request's answer over a refresh that came meanwhile", async () => {
    const { actor, resolve, view } = startFrom('ended', { stamp: ended });
    actor.send({ type: 'stamp.reopened' });
    actor.send({ type: 'stamp.refreshed', stamp: null });
    await resolve('updateRequest', active);
    expectTransitionTo(actor, 'active');
    expect(view().stamp).toEqual(active);
  });
});

describe('what the app must provide', () => {
  it.each(['startRequest', 'updateRequest', 'deleteRequest'] as const)('fails loudly when `%s` is not provided', async (name) => {
    const request = createActor(timeStampMachine.implementations.actors[name] as AnyActorLogic, { input: {} });
    const failure = new Promise((resolve) => request.subscribe({ error: resolve }));
    request.start();
    await expect(failure).resolves.toMatchObject({ message: `actor \`${name}\` must be provided` });
  });

  it.each(['stampsChanged', 'activeStampsChanged', 'notify'] as const)('fails loudly when `%s` is not provided', (name) => {
    const action = timeStampMachine.implementations.actions[name] as (...args: unknown[]) => void;
    expect(() => action({}, {})).toThrow(`action \`${name}\` must be provided`);
  });
});

itAssertedEveryTransition(pins);
