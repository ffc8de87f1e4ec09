// Proves, from the machine's own graph, that every resting state of the outbox is reachable, that
// a walk of every transition in the model behaves the same on the real actor (its reading of the
// stored outbox and its sending stubbed with promises the walk settles as the model says, its
// waits elapsed on fake timers), and that the walk cannot shrink unnoticed: it covers every edge
// of the adjacency map and every transition the machine defines, each send outcome included. A
// note's saves (one `subject`) are queued in every state: the walk checks that a newer one takes the
// place of one that waits, and waits behind the one in flight.
import { vi } from 'vitest';
import { describeModelWalk, type WalkTraversal } from './modelWalk.testing';
import {
  longestRetryDelay,
  outboxMachine,
  selectOutbox,
  type OutboxChange,
  type OutboxEvent,
  type OutboxInput,
  type OutboxLists,
  type OutboxSnapshot,
  type SendOutcome,
} from './outboxMachine';

// The walk's fake timers must leave setImmediate real: the stubbed requests settle through it.
vi.setConfig({ fakeTimers: { toFake: ['setTimeout', 'clearTimeout'] } });

const change = (id: string, userId: string): OutboxChange => ({
  id,
  userId,
  queuedAt: '2026-11-28T07:12:00.000Z',
  area: 'shopping',
  label: { id: 'shopping.outbox.checked', values: { name: 'Milk' } },
  request: { method: 'PUT', path: '/shopping-item', body: { itemId: 'milk00000001', checked: true } },
});

// A note's save carries the whole note: a newer one takes the place of one that waits.
const noteSave = (id: string, userId: string): OutboxChange => ({
  ...change(id, userId),
  area: 'notes',
  label: { id: 'notes.outbox.saved', values: { name: 'Monday' } },
  request: { method: 'PUT', path: '/note', body: { noteId: 'note00000001', name: 'Monday' } },
  subject: 'note:note00000001',
});
const savesIn = (queue: OutboxChange[]) => queue.filter((queued) => queued.subject !== undefined);
/** Each save under a new key, as the app makes them: `save-1`, `save-2` … */
const nextSave = (queue: OutboxChange[], userId: string) => noteSave(`save-${Number(savesIn(queue).at(-1)?.id.slice('save-'.length) ?? 0) + 1}`, userId);

const stored = (userId: string): OutboxLists => ({
  queue: [change(`stored-${userId}`, userId)],
  attention: [{ ...change(`refused-${userId}`, userId), refusal: { status: 404, code: 'NOT_FOUND', message: 'Item not found' } }],
});

// The requests' outcomes are events in the graph; the walk turns them into settled promises.
const loaded = (lists: OutboxLists) => ({ type: 'xstate.done.actor.loadOutbox', output: lists }) as unknown as OutboxEvent;
const loadFailed = { type: 'xstate.error.actor.loadOutbox', error: new Error('no IndexedDB') } as unknown as OutboxEvent;
const sent = (output: SendOutcome) => ({ type: 'xstate.done.actor.sendChange', output }) as unknown as OutboxEvent;
const sendFailed = { type: 'xstate.error.actor.sendChange', error: new Error('bug') } as unknown as OutboxEvent;
const retryElapsed = { type: 'xstate.after.retryDelay.outbox.active.backingOff' } as unknown as OutboxEvent;

const outcomes: SendOutcome[] = [
  { kind: 'sent' },
  { kind: 'refused', refusal: { status: 409, code: 'ALREADY_ENDED', message: 'The stamp has already ended' } },
  { kind: 'offline' },
  { kind: 'unreachable' },
  { kind: 'sessionEnded' },
];

const traversal: WalkTraversal<OutboxSnapshot, OutboxEvent, OutboxInput> = {
  input: { online: true },
  // Only what changes something in each state: a graph of every event everywhere has ten times the edges.
  events: (snapshot) => {
    const { userId, queue, attention, online, isSender } = snapshot.context;
    const state = selectOutbox(snapshot).status;
    if (userId === null) return [{ type: 'session.started', userId: 'ann' }];
    return [
      // The same user again, and another one.
      { type: 'session.started', userId: 'ann' },
      ...(userId === 'ann' ? [{ type: 'session.started' as const, userId: 'bob' }] : []),
      { type: 'session.ended' },
      online ? { type: 'network.offline' } : { type: 'network.online' },
      ...(isSender ? [] : [{ type: 'sender.elected' as const }]),
      ...(queue.length < 1 ? [{ type: 'change.queued' as const, change: change(`made-${queue.length}`, userId) }] : []),
      // Replaces the waiting save, never the one in flight: at most two are ever queued. Ann's
      // alone: whose outbox it is changes nothing about replacing, and the graph stays small.
      ...(userId === 'ann' ? [{ type: 'change.queued' as const, change: nextSave(queue, userId) }] : []),
      ...(queue.some((queued) => queued.id.startsWith('stored')) ? [] : [{ type: 'outbox.synced' as const, lists: stored(userId) }]),
      ...attention.slice(0, 1).flatMap((refused) => [
        { type: 'attention.applied' as const, id: refused.id, newId: `again-${refused.id}` },
        { type: 'attention.discarded' as const, id: refused.id },
      ]),
      ...(state === 'loading' ? [loaded(stored(userId)), loadFailed] : []),
      ...(state === 'sending' ? [...outcomes.map(sent), sendFailed] : []),
      ...(state === 'backingOff' ? [retryElapsed, { type: 'send.retried' as const }] : []),
    ];
  },
  // Lists and failures grow without end; whether there is one, two or more is what changes behaviour,
  // and for a note's saves how many wait and whether one is first (in flight while sending).
  serializeState: (snapshot) => {
    const { userId, queue, attention, online, isSender } = snapshot.context;
    const saves = [savesIn(queue).length, queue[0]?.subject !== undefined];
    return JSON.stringify([snapshot.value, userId, Math.min(queue.length, 1), Math.min(attention.length, 1), online, isSender, saves]);
  },
  serializeEvent: (event) => {
    if (event.type === 'session.started') return `session.started:${event.userId}`;
    if (event.type === 'change.queued') return `change.queued:${event.change.subject ?? 'none'}`;
    if ((event.type as string) === 'xstate.done.actor.sendChange') return `sent:${(event as unknown as { output: SendOutcome }).output.kind}`;
    return event.type;
  },
};

describeModelWalk({
  name: 'outbox machine',
  machine: outboxMachine,
  traversal,
  restingStates: ['signedOut', 'active.loading', 'active.idle', 'active.waitingForNetwork', 'active.sending', 'active.backingOff', 'active.waitingForSession'],
  actions: { storeChange: () => {}, forgetChange: () => {} },
  actors: ['loadOutbox', 'sendChange'],
  delays: { [retryElapsed.type]: longestRetryDelay },
  // What the graph tells states apart by: the lists' own changes are pinned in outboxMachine.test.ts.
  visible: (snapshot) => {
    const { status, pending, attention } = selectOutbox(snapshot);
    const { userId, online, isSender } = snapshot.context;
    const saves = { waiting: savesIn(pending).length, first: pending[0]?.subject !== undefined };
    return { status, userId, online, isSender, pending: Math.min(pending.length, 1), attention: Math.min(attention.length, 1), saves };
  },
});
