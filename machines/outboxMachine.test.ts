// Pins what a generated walk cannot judge about the outbox (issue 25: changes made offline are
// sent in order, once, and never dropped unseen): where every transition lands (checked by the
// guard at the end), that nothing is sent before the user's stored outbox is read, only by the
// sender tab and only online, oldest first and one at a time; what is stored and forgotten and
// when; that a refused change waits for the user, who applies it anyway under a new key or
// discards it; the retry waits (1 s doubling up to 60 s); and that each user's outbox stays theirs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { deferredActors } from './graphWalk.testing';
import {
  firstRetryDelay,
  longestRetryDelay,
  outboxMachine,
  retryDelayAfter,
  selectOutbox,
  type OutboxChange,
  type OutboxEmitted,
  type OutboxLists,
  type OutboxRefusal,
  type SendOutcome,
} from './outboxMachine';
import { itAssertedEveryTransition, pinTransitions } from './pinnedTransitions.testing';

const pins = pinTransitions(outboxMachine);
const { expectTransitionTo } = pins;

// Only the clocks XState's delays use: the stubbed requests settle through setImmediate.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const change = (id: string, userId = 'ann'): OutboxChange => ({
  id,
  userId,
  queuedAt: '2026-11-28T07:12:00.000Z',
  area: 'time',
  label: { id: 'time.outbox.stopped', values: { name: 'Work' } },
  request: { method: 'PUT', path: '/time-stamp', body: { timeStampId: 'stamp0000001', ended: true, endTime: '2026-11-28T07:12:00.000Z' } },
  forcedRequest: { method: 'PUT', path: '/time-stamp', body: { timeStampId: 'stamp0000001', endTime: '2026-11-28T07:12:00.000Z' } },
});
const refusal: OutboxRefusal = { status: 409, code: 'ALREADY_ENDED', message: 'The stamp has already ended' };
const refused = (id: string, userId = 'ann'): OutboxChange => ({ ...change(id, userId), refusal });
const empty: OutboxLists = { queue: [], attention: [] };
const outcome = {
  sent: { kind: 'sent' },
  refused: { kind: 'refused', refusal },
  offline: { kind: 'offline' },
  unreachable: { kind: 'unreachable' },
  sessionEnded: { kind: 'sessionEnded' },
} as const satisfies Record<string, SendOutcome>;

type Call = { name: string; input?: unknown; params?: unknown };

/** The machine with recording stubs: every read and send stays in flight until the test settles it. */
function start({ online = true } = {}) {
  const calls: Call[] = [];
  const emitted: OutboxEmitted[] = [];
  const requests = deferredActors(['loadOutbox', 'sendChange'], (name, input) => calls.push({ name, input }));
  const machine = outboxMachine.provide({
    actors: requests.actors as never,
    actions: {
      storeChange: (_, params) => void calls.push({ name: 'storeChange', params }),
      forgetChange: (_, params) => void calls.push({ name: 'forgetChange', params }),
    },
  });
  const actor = createActor(machine, { input: { online }, inspect: pins.inspect }).start();
  for (const type of ['change.sent', 'change.refused', 'change.discarded'] as const) actor.on(type, (event) => void emitted.push(event));
  const view = () => selectOutbox(actor.getSnapshot());
  const sends = () => calls.filter((call) => call.name === 'sendChange').map((call) => (call.input as { change: OutboxChange }).change.id);
  const stores = () => calls.filter((call) => call.name !== 'loadOutbox' && call.name !== 'sendChange');
  return { actor, calls, emitted, view, sends, stores, resolve: requests.resolve, reject: requests.reject };
}

/** Signed in as `userId` with `lists` stored, as the sender tab: sending the first change if there is one. */
async function startSignedIn(lists: OutboxLists, { online = true, userId = 'ann' } = {}) {
  const started = start({ online });
  started.actor.send({ type: 'sender.elected' });
  started.actor.send({ type: 'session.started', userId });
  await started.resolve('loadOutbox', lists);
  return started;
}

describe('signing in', () => {
  it('rests signed out, sending nothing, until a user signs in', () => {
    const { actor, calls, view } = start();
    expectTransitionTo(actor, 'signedOut');
    actor.send({ type: 'change.queued', change: change('c1') });
    expect(view()).toEqual({ status: 'signedOut', pending: [], attention: [], unsentCount: 0 });
    expect(calls).toEqual([]);
  });

  it("reads the user's stored outbox first, and sends nothing before it is read", async () => {
    const { actor, calls, view, resolve } = start();
    actor.send({ type: 'sender.elected' });
    actor.send({ type: 'session.started', userId: 'ann' });
    expectTransitionTo(actor, 'active.loading');
    expect(view().status).toBe('loading');
    expect(calls).toEqual([{ name: 'loadOutbox', input: { userId: 'ann' } }]);
    await resolve('loadOutbox', { queue: [change('c1')], attention: [refused('r1')] });
    expectTransitionTo(actor, 'active.sending');
    expect(view()).toEqual({ status: 'sending', pending: [change('c1')], attention: [refused('r1')], unsentCount: 2 });
    expect(calls.at(-1)).toEqual({ name: 'sendChange', input: { change: change('c1') } });
  });

  it('keeps a change queued while the stored outbox is read, after the stored ones, and stores it', async () => {
    const { actor, calls, view, resolve } = start();
    actor.send({ type: 'session.started', userId: 'ann' });
    actor.send({ type: 'change.queued', change: change('new') });
    expectTransitionTo(actor, 'active.loading');
    expect(calls.at(-1)).toEqual({ name: 'storeChange', params: { change: change('new'), replacing: [] } });
    await resolve('loadOutbox', { queue: [change('old')], attention: [] });
    expectTransitionTo(actor, 'active.idle');
    expect(view().pending.map((queued) => queued.id)).toEqual(['old', 'new']);
  });

  it('a change the read already saw is not listed twice', async () => {
    const { actor, view, resolve } = start();
    actor.send({ type: 'session.started', userId: 'ann' });
    actor.send({ type: 'change.queued', change: change('new') });
    await resolve('loadOutbox', { queue: [change('old'), change('new')], attention: [] });
    expect(view().pending.map((queued) => queued.id)).toEqual(['old', 'new']);
  });

  it('still sends what this tab queues when the stored outbox cannot be read', async () => {
    const { actor, sends, reject } = start();
    actor.send({ type: 'sender.elected' });
    actor.send({ type: 'session.started', userId: 'ann' });
    await reject('loadOutbox', new Error('no IndexedDB'));
    expectTransitionTo(actor, 'active.idle');
    actor.send({ type: 'change.queued', change: change('c1') });
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['c1']);
  });

  it('signing in again as the same user changes nothing', async () => {
    const { actor, calls } = await startSignedIn(empty);
    const before = calls.length;
    actor.send({ type: 'session.started', userId: 'ann' });
    expectTransitionTo(actor, 'active.idle');
    expect(calls.length).toBe(before);
  });
});

describe('who sends', () => {
  it('a tab that is not the sender lists the changes but never sends them', async () => {
    const { actor, sends, view, resolve } = start();
    actor.send({ type: 'session.started', userId: 'ann' });
    await resolve('loadOutbox', { queue: [change('c1')], attention: [] });
    actor.send({ type: 'change.queued', change: change('c2') });
    expectTransitionTo(actor, 'active.idle');
    expect(view()).toMatchObject({ status: 'idle', unsentCount: 2 });
    expect(sends()).toEqual([]);
  });

  it('the tab that gets the lock sends what waits, oldest first', async () => {
    const { actor, sends, resolve } = start();
    actor.send({ type: 'session.started', userId: 'ann' });
    await resolve('loadOutbox', { queue: [change('c1'), change('c2')], attention: [] });
    actor.send({ type: 'sender.elected' });
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['c1']);
  });

  it('the lock got while signed out counts once signed in', async () => {
    const { actor, sends, resolve } = start();
    actor.send({ type: 'sender.elected' });
    expectTransitionTo(actor, 'signedOut');
    actor.send({ type: 'session.started', userId: 'ann' });
    await resolve('loadOutbox', { queue: [change('c1')], attention: [] });
    expect(sends()).toEqual(['c1']);
  });

  it('the lock got while the outbox is read, or while sending, changes nothing there', async () => {
    const { actor, resolve } = start();
    actor.send({ type: 'session.started', userId: 'ann' });
    actor.send({ type: 'sender.elected' });
    expectTransitionTo(actor, 'active.loading');
    await resolve('loadOutbox', { queue: [change('c1')], attention: [] });
    actor.send({ type: 'sender.elected' });
    expectTransitionTo(actor, 'active.sending');
  });
});

describe('sending', () => {
  it('sends one change at a time, oldest first, forgetting each once the server has it', async () => {
    const { actor, sends, stores, emitted, view, resolve } = await startSignedIn({ queue: [change('c1'), change('c2')], attention: [] });
    actor.send({ type: 'change.queued', change: change('c3') });
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['c1']);
    await resolve('sendChange', outcome.sent);
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['c1', 'c2']);
    await resolve('sendChange', outcome.sent);
    await resolve('sendChange', outcome.sent);
    expectTransitionTo(actor, 'active.idle');
    expect(sends()).toEqual(['c1', 'c2', 'c3']);
    expect(stores()).toEqual([
      { name: 'storeChange', params: { change: change('c3'), replacing: [] } },
      { name: 'forgetChange', params: { userId: 'ann', id: 'c1' } },
      { name: 'forgetChange', params: { userId: 'ann', id: 'c2' } },
      { name: 'forgetChange', params: { userId: 'ann', id: 'c3' } },
    ]);
    expect(emitted).toEqual(['c1', 'c2', 'c3'].map((id) => ({ type: 'change.sent', change: change(id) })));
    expect(view()).toEqual({ status: 'idle', pending: [], attention: [], unsentCount: 0 });
  });

  it('a change queued while idle and online is stored and sent at once', async () => {
    const { actor, sends, stores } = await startSignedIn(empty);
    expectTransitionTo(actor, 'active.idle');
    actor.send({ type: 'change.queued', change: change('c1') });
    expectTransitionTo(actor, 'active.sending');
    expect(stores()).toEqual([{ name: 'storeChange', params: { change: change('c1'), replacing: [] } }]);
    expect(sends()).toEqual(['c1']);
  });

  it('changes stored by another tab are listed and sent by the sender', async () => {
    const { actor, sends, view } = await startSignedIn(empty);
    actor.send({ type: 'outbox.synced', lists: { queue: [change('elsewhere')], attention: [refused('r1')] } });
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['elsewhere']);
    expect(view().attention).toEqual([refused('r1')]);
  });

  it('while sending, the lists another tab stored replace these but the change in flight stays first', async () => {
    const { actor, view, resolve, stores } = await startSignedIn({ queue: [change('c1')], attention: [refused('r1')] });
    actor.send({ type: 'outbox.synced', lists: { queue: [change('c1'), change('c2')], attention: [] } });
    expectTransitionTo(actor, 'active.sending');
    expect(view()).toMatchObject({ pending: [change('c1'), change('c2')], attention: [] });
    await resolve('sendChange', outcome.sent);
    expect(stores()).toEqual([{ name: 'forgetChange', params: { userId: 'ann', id: 'c1' } }]);
    expect(view().pending).toEqual([change('c2')]);
  });
});

describe('without the network', () => {
  it('offline, a queued change waits for the network, and goes as soon as it is back', async () => {
    const { actor, sends, view } = await startSignedIn(empty, { online: false });
    actor.send({ type: 'change.queued', change: change('c1') });
    expectTransitionTo(actor, 'active.waitingForNetwork');
    expect(view()).toMatchObject({ status: 'waitingForNetwork', unsentCount: 1 });
    vi.advanceTimersByTime(longestRetryDelay * 10);
    expect(sends()).toEqual([]);
    actor.send({ type: 'network.online' });
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['c1']);
  });

  it('a send that finds no network waits for it, without counting a failure', async () => {
    const { actor, sends, resolve } = await startSignedIn({ queue: [change('c1')], attention: [] });
    await resolve('sendChange', outcome.offline);
    expectTransitionTo(actor, 'active.waitingForNetwork');
    expect(actor.getSnapshot().context).toMatchObject({ online: false, failures: 0 });
    actor.send({ type: 'network.online' });
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['c1', 'c1']);
  });

  it('the network going away while sending is noted, and the send in flight finishes', async () => {
    const { actor, resolve, sends } = await startSignedIn({ queue: [change('c1'), change('c2')], attention: [] });
    actor.send({ type: 'network.offline' });
    expectTransitionTo(actor, 'active.sending');
    await resolve('sendChange', outcome.sent);
    expectTransitionTo(actor, 'active.waitingForNetwork');
    expect(sends()).toEqual(['c1']);
  });

  it('the network coming back while nothing waits changes nothing', async () => {
    const { actor } = await startSignedIn(empty, { online: false });
    actor.send({ type: 'network.online' });
    expectTransitionTo(actor, 'active.idle');
    expect(actor.getSnapshot().context.online).toBe(true);
  });
});

describe('when the server cannot be reached', () => {
  it('waits 1 s, then 2 s, 4 s … up to 60 s between tries, and starts over after a success', async () => {
    expect([1, 2, 3, 6, 7, 20].map(retryDelayAfter)).toEqual([1_000, 2_000, 4_000, 32_000, longestRetryDelay, longestRetryDelay]);
    const { actor, sends, resolve } = await startSignedIn({ queue: [change('c1'), change('c2')], attention: [] });
    await resolve('sendChange', outcome.unreachable);
    expectTransitionTo(actor, 'active.backingOff');
    vi.advanceTimersByTime(firstRetryDelay - 1);
    expect(sends()).toEqual(['c1']);
    vi.advanceTimersByTime(1);
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['c1', 'c1']);
    await resolve('sendChange', outcome.unreachable);
    vi.advanceTimersByTime(2 * firstRetryDelay - 1);
    expect(sends()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sends()).toHaveLength(3);
    await resolve('sendChange', outcome.sent);
    expect(actor.getSnapshot().context.failures).toBe(0);
    await resolve('sendChange', outcome.unreachable);
    vi.advanceTimersByTime(firstRetryDelay);
    expect(sends()).toEqual(['c1', 'c1', 'c1', 'c2', 'c2']);
  });

  it('a sender that fails unexpectedly counts as an unreachable server', async () => {
    const { actor, reject } = await startSignedIn({ queue: [change('c1')], attention: [] });
    await reject('sendChange', new Error('bug'));
    expectTransitionTo(actor, 'active.backingOff');
    expect(actor.getSnapshot().context.failures).toBe(1);
  });

  it('"Send now" and the network coming back end the wait at once', async () => {
    const { actor, sends, resolve } = await startSignedIn({ queue: [change('c1')], attention: [] });
    await resolve('sendChange', outcome.unreachable);
    actor.send({ type: 'send.retried' });
    expectTransitionTo(actor, 'active.sending');
    await resolve('sendChange', outcome.unreachable);
    actor.send({ type: 'network.online' });
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['c1', 'c1', 'c1']);
  });

  it('the network lost during the wait and back again sends at once', async () => {
    const { actor, sends, resolve } = await startSignedIn({ queue: [change('c1')], attention: [] });
    await resolve('sendChange', outcome.unreachable);
    actor.send({ type: 'network.offline' });
    expectTransitionTo(actor, 'active.backingOff');
    actor.send({ type: 'network.online' });
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['c1', 'c1']);
  });

  it('a refusal after failures starts the waits over', async () => {
    const { actor, resolve } = await startSignedIn({ queue: [change('c1')], attention: [] });
    await resolve('sendChange', outcome.unreachable);
    actor.send({ type: 'send.retried' });
    await resolve('sendChange', outcome.refused);
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it('a change queued during the wait waits too', async () => {
    const { actor, sends, resolve, view } = await startSignedIn({ queue: [change('c1')], attention: [] });
    await resolve('sendChange', outcome.unreachable);
    actor.send({ type: 'change.queued', change: change('c2') });
    expectTransitionTo(actor, 'active.backingOff');
    expect(sends()).toEqual(['c1']);
    expect(view().pending.map((queued) => queued.id)).toEqual(['c1', 'c2']);
  });
});

describe('the session', () => {
  it('a change whose session has ended waits for its user to sign in again, then goes first', async () => {
    const { actor, sends, resolve, view } = await startSignedIn({ queue: [change('c1')], attention: [] });
    await resolve('sendChange', outcome.sessionEnded);
    expectTransitionTo(actor, 'active.waitingForSession');
    expect(view()).toMatchObject({ status: 'waitingForSession', unsentCount: 1 });
    actor.send({ type: 'session.started', userId: 'ann' });
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['c1', 'c1']);
  });

  it("another user signing in reads their own outbox; the first user's changes are never sent under them", async () => {
    const { actor, sends, calls, resolve, view } = await startSignedIn({ queue: [change('c1')], attention: [] });
    await resolve('sendChange', outcome.sessionEnded);
    actor.send({ type: 'session.started', userId: 'bob' });
    expectTransitionTo(actor, 'active.loading');
    expect(view()).toEqual({ status: 'loading', pending: [], attention: [], unsentCount: 0 });
    expect(calls.at(-1)).toEqual({ name: 'loadOutbox', input: { userId: 'bob' } });
    await resolve('loadOutbox', { queue: [change('b1', 'bob')], attention: [] });
    expect(sends()).toEqual(['c1', 'b1']);
  });

  it('another user signing in while this one is sending drops the send in flight and reads their outbox', async () => {
    const { actor, calls } = await startSignedIn({ queue: [change('c1')], attention: [] });
    actor.send({ type: 'session.started', userId: 'bob' });
    expectTransitionTo(actor, 'active.loading');
    expect(calls.at(-1)).toEqual({ name: 'loadOutbox', input: { userId: 'bob' } });
  });

  it('another user signing in while the first user\'s outbox is still being read reads theirs instead', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'session.started', userId: 'ann' });
    actor.send({ type: 'session.started', userId: 'bob' });
    expectTransitionTo(actor, 'active.loading');
    expect(calls).toEqual([
      { name: 'loadOutbox', input: { userId: 'ann' } },
      { name: 'loadOutbox', input: { userId: 'bob' } },
    ]);
  });

  it('signing out forgets the lists here, keeping them stored, and sends nothing more', async () => {
    const { actor, stores, view, sends } = await startSignedIn({ queue: [change('c1')], attention: [refused('r1')] });
    actor.send({ type: 'session.ended' });
    expectTransitionTo(actor, 'signedOut');
    expect(view()).toEqual({ status: 'signedOut', pending: [], attention: [], unsentCount: 0 });
    expect(stores()).toEqual([]);
    actor.send({ type: 'network.online' });
    expect(sends()).toEqual(['c1']);
  });
});

describe('needs your attention', () => {
  it('a change the server refuses waits for the user, with why, and the next one goes on', async () => {
    const { actor, sends, stores, emitted, view, resolve } = await startSignedIn({ queue: [change('c1'), change('c2')], attention: [] });
    await resolve('sendChange', outcome.refused);
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['c1', 'c2']);
    expect(view()).toMatchObject({ pending: [change('c2')], attention: [refused('c1')], unsentCount: 2 });
    expect(stores()).toEqual([{ name: 'storeChange', params: { change: refused('c1'), replacing: [] } }]);
    expect(emitted).toEqual([{ type: 'change.refused', change: refused('c1') }]);
    await resolve('sendChange', outcome.refused);
    expectTransitionTo(actor, 'active.idle');
    expect(view().attention.map((waiting) => waiting.id)).toEqual(['c1', 'c2']);
  });

  it('"Apply anyway" sends it again under a new key, forced, after what already waits', async () => {
    const { actor, sends, stores, view } = await startSignedIn({ queue: [change('c1')], attention: [refused('r1')] });
    actor.send({ type: 'attention.applied', id: 'r1', newId: 'r1-again' });
    expectTransitionTo(actor, 'active.sending');
    const again = { ...change('r1'), id: 'r1-again', forced: true };
    expect(view()).toMatchObject({ pending: [change('c1'), again], attention: [] });
    expect(stores()).toEqual([{ name: 'storeChange', params: { change: again, replacing: ['r1'] } }]);
    expect(sends()).toEqual(['c1']);
  });

  it('"Apply anyway" and "Discard" act on the change chosen, not on the first one waiting', async () => {
    const second = { ...refused('r2'), area: 'shopping' };
    const { actor, emitted, view } = await startSignedIn({ queue: [], attention: [refused('r1'), second, refused('r3')] });
    actor.send({ type: 'attention.discarded', id: 'r3' });
    expect(emitted).toEqual([{ type: 'change.discarded', change: refused('r3') }]);
    actor.send({ type: 'attention.applied', id: 'r2', newId: 'r2-again' });
    expect(view().attention).toEqual([refused('r1')]);
    expect(view().pending).toEqual([{ ...change('r2'), area: 'shopping', id: 'r2-again', forced: true }]);
  });

  it('"Apply anyway" from idle sends it at once', async () => {
    const { actor, sends } = await startSignedIn({ queue: [], attention: [refused('r1')] });
    expectTransitionTo(actor, 'active.idle');
    actor.send({ type: 'attention.applied', id: 'r1', newId: 'r1-again' });
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['r1-again']);
  });

  it('"Discard" forgets it and says so, so the screens show the server\'s data again', async () => {
    const { actor, stores, emitted, view } = await startSignedIn({ queue: [], attention: [refused('r1'), refused('r2')] });
    actor.send({ type: 'attention.discarded', id: 'r1' });
    expectTransitionTo(actor, 'active.idle');
    expect(view()).toMatchObject({ attention: [refused('r2')], unsentCount: 1 });
    expect(stores()).toEqual([{ name: 'forgetChange', params: { userId: 'ann', id: 'r1' } }]);
    expect(emitted).toEqual([{ type: 'change.discarded', change: refused('r1') }]);
  });

  it('deciding on a change that no longer waits (another tab decided first) does nothing, and the outbox goes on', async () => {
    const { actor, stores, sends, emitted, view } = await startSignedIn({ queue: [], attention: [refused('r1')] });
    actor.send({ type: 'attention.discarded', id: 'gone' });
    actor.send({ type: 'attention.applied', id: 'gone', newId: 'gone-again' });
    expectTransitionTo(actor, 'active.idle');
    expect(stores()).toEqual([]);
    expect(emitted).toEqual([]);
    expect(view().attention).toEqual([refused('r1')]);
    actor.send({ type: 'attention.applied', id: 'r1', newId: 'r1-again' });
    expect(sends()).toEqual(['r1-again']);
  });

  it('while sending, deciding on a change that no longer waits does nothing, and the send goes on', async () => {
    const { actor, stores, sends, resolve } = await startSignedIn({ queue: [change('c1')], attention: [] });
    actor.send({ type: 'attention.applied', id: 'gone', newId: 'gone-again' });
    expect(stores()).toEqual([]);
    await resolve('sendChange', outcome.sent);
    expectTransitionTo(actor, 'active.idle');
    expect(sends()).toEqual(['c1']);
  });
});

describe("a change that carries the whole of its subject (a note's save)", () => {
  const save = (id: string, subject = 'note:monday'): OutboxChange => ({ ...change(id), area: 'notes', subject });

  it('takes the place of the one of its subject that waits, at the end of the queue, in the same write to the store', async () => {
    const { actor, stores, view } = await startSignedIn({ queue: [save('s1'), change('c1')], attention: [] }, { online: false });
    actor.send({ type: 'change.queued', change: save('s2') });
    expectTransitionTo(actor, 'active.waitingForNetwork');
    expect(view()).toMatchObject({ pending: [change('c1'), save('s2')], unsentCount: 2 });
    expect(stores()).toEqual([{ name: 'storeChange', params: { change: save('s2'), replacing: ['s1'] } }]);
  });

  it('never takes the place of the one being sent: it waits behind it, and the next save takes its place', async () => {
    const { actor, sends, stores, view, resolve } = await startSignedIn({ queue: [save('s1')], attention: [] });
    actor.send({ type: 'change.queued', change: save('s2') });
    expectTransitionTo(actor, 'active.sending');
    expect(view().pending).toEqual([save('s1'), save('s2')]);
    actor.send({ type: 'change.queued', change: save('s3') });
    expect(view().pending).toEqual([save('s1'), save('s3')]);
    expect(stores()).toEqual([
      { name: 'storeChange', params: { change: save('s2'), replacing: [] } },
      { name: 'storeChange', params: { change: save('s3'), replacing: ['s2'] } },
    ]);
    await resolve('sendChange', outcome.sent);
    expectTransitionTo(actor, 'active.sending');
    expect(sends()).toEqual(['s1', 's3']);
  });

  it('in a tab that is not the sender (idle) it replaces too', async () => {
    const { actor, view, stores, resolve } = start();
    actor.send({ type: 'session.started', userId: 'ann' });
    await resolve('loadOutbox', { queue: [save('s1')], attention: [] });
    actor.send({ type: 'change.queued', change: save('s2') });
    expectTransitionTo(actor, 'active.idle');
    expect(view().pending).toEqual([save('s2')]);
    expect(stores().at(-1)).toEqual({ name: 'storeChange', params: { change: save('s2'), replacing: ['s1'] } });
  });

  it("leaves other subjects' changes, changes without one, and refused ones waiting for the user as they are", async () => {
    const refusedSave = { ...save('r1'), refusal };
    const { actor, view, stores, resolve } = await startSignedIn({ queue: [change('c1'), save('t1', 'note:tuesday'), change('c2')], attention: [refusedSave] });
    await resolve('sendChange', outcome.unreachable);
    actor.send({ type: 'change.queued', change: save('s1') });
    actor.send({ type: 'change.queued', change: change('c3') });
    expectTransitionTo(actor, 'active.backingOff');
    expect(view().pending.map((queued) => queued.id)).toEqual(['c1', 't1', 'c2', 's1', 'c3']);
    expect(view().attention).toEqual([refusedSave]);
    expect(stores().filter((call) => call.name === 'forgetChange' || (call.params as { replacing?: string[] }).replacing?.length)).toEqual([]);
  });
});

describe('what the app must provide', () => {
  it.each(['loadOutbox', 'sendChange'] as const)('fails loudly when `%s` is not provided', async (name) => {
    const request = createActor(outboxMachine.implementations.actors[name] as AnyActorLogic, { input: {} });
    const failure = new Promise((resolve) => request.subscribe({ error: resolve }));
    request.start();
    await expect(failure).resolves.toMatchObject({ message: `actor \`${name}\` must be provided` });
  });

  it.each(['storeChange', 'forgetChange'] as const)('fails loudly when `%s` is not provided', (name) => {
    const action = outboxMachine.implementations.actions[name] as (...args: unknown[]) => void;
    expect(() => action({}, {})).toThrow(`action \`${name}\` must be provided`);
  });
});

itAssertedEveryTransition(pins);
