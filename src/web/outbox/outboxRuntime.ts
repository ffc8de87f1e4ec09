import { createActor, fromPromise } from 'xstate';
import {
  outboxMachine,
  selectOutbox,
  type OutboxActor,
  type OutboxChange,
  type OutboxLists,
  type SendOutcome,
} from '../../../machines/outboxMachine';
import { outboxLimit, type OutboxStore } from './outboxStore';
import { sendChange, type SendRequest } from './sendChange';

/**
 * What an area hands the outbox: the rest (user, moment) the outbox adds, and the key too unless
 * the change brings one (a call that got no answer is queued under the key it was sent with).
 */
export type QueuedChange = Pick<OutboxChange, 'area' | 'label' | 'request' | 'forcedRequest' | 'subject'> & { id?: string };

/** The browser pieces the outbox uses; tests hand in stand-ins. */
export interface OutboxBrowser {
  isOnline: () => boolean;
  /** Calls back on `online` and `offline`; returns the unsubscribe. */
  watchNetwork: (onChange: (online: boolean) => void) => () => void;
  /** Web Locks: calls back once this tab holds the outbox lock (held until `release`). */
  holdLock?: (onHeld: () => void) => { release: () => void };
  /** BroadcastChannel: tells the other tabs a user's stored outbox changed, and hears them. */
  channel?: { post: (userId: string) => void; listen: (onMessage: (userId: string) => void) => () => void };
  newId: () => string;
  now: () => Date;
}

export interface OutboxHost {
  store: OutboxStore;
  send: SendRequest;
  /** Calls back with the signed-in user's id (or null) now and on every change; returns the unsubscribe. */
  watchUser: (onUser: (userId: string | null) => void) => () => void;
  /** A change landed or was discarded: the area's server data is out of date. */
  refreshArea: (area: string) => void;
  /** The server refused a change: the user is told it needs their attention. */
  announceRefusal: (change: OutboxChange) => void;
  browser: OutboxBrowser;
}

export interface Outbox {
  actor: OutboxActor;
  /** Keeps the change on this device and sends it when it can; throws `OutboxFullError` past the limit. */
  queue: (change: QueuedChange) => OutboxChange;
  applyAnyway: (id: string) => void;
  discard: (id: string) => void;
  sendNow: () => void;
  stop: () => void;
}

export const outboxFullCode = 'OUTBOX_FULL';

export class OutboxFullError extends Error {
  override readonly name = 'OutboxFullError';
  /** The query cache words it (queryClient.ts). */
  readonly code = outboxFullCode;
}

/** How many times a read of the stored outbox is tried while this tab keeps writing. */
const maxReads = 5;

/** Starts this tab's outbox: the machine, its store, its network, its lock and its sibling tabs. */
export function startOutbox({ store, send, watchUser, refreshArea, announceRefusal, browser }: OutboxHost): Outbox {
  // Writes this tab has started: a read that began before one of them may hold what it removed.
  let writesStarted = 0;
  const stored = (write: Promise<void>, userId: string) => {
    writesStarted += 1;
    void write.then(
      () => browser.channel?.post(userId),
      // IndexedDB refused (quota, private mode): the change is still in this tab's outbox.
      () => {},
    );
  };
  /**
   * The stored lists, read again while this tab wrote during the read: the machine takes the
   * stored lists as they are, and a change this tab has replaced, sent or discarded since must
   * not come back from an older read (its sum would be sent beside the newer one). IndexedDB
   * runs the writes begun before a read first, so a read with no write begun meanwhile is current.
   */
  const loadCurrent = async (userId: string): Promise<OutboxLists> => {
    for (let attempt = 1; ; attempt++) {
      const before = writesStarted;
      const lists = await store.load(userId);
      // Bounded: a tab writing without pause still gets its lists.
      if (writesStarted === before || attempt === maxReads) return lists;
    }
  };

  const actor = createActor(
    outboxMachine.provide({
      actors: {
        loadOutbox: fromPromise<OutboxLists, { userId: string }>(({ input }) => loadCurrent(input.userId)),
        sendChange: fromPromise<SendOutcome, { change: OutboxChange }>(({ input }) => sendChange(input.change, send, browser.isOnline)),
      },
      actions: {
        storeChange: (_, { change, replacing }) => stored(store.put(change, replacing), change.userId),
        forgetChange: (_, { userId, id }) => stored(store.forget(userId, id), userId),
      },
    }),
    { input: { online: browser.isOnline() } },
  );
  const subscriptions = [
    actor.on('change.sent', ({ change }) => refreshArea(change.area)),
    actor.on('change.discarded', ({ change }) => refreshArea(change.area)),
    actor.on('change.refused', ({ change }) => announceRefusal(change)),
  ];
  actor.start();

  const stopWatchingNetwork = browser.watchNetwork((online) => actor.send({ type: online ? 'network.online' : 'network.offline' }));
  const stopWatchingUser = watchUser((userId) => actor.send(userId ? { type: 'session.started', userId } : { type: 'session.ended' }));
  const stopListening = browser.channel?.listen((userId) => {
    if (actor.getSnapshot().context.userId !== userId) return;
    void loadCurrent(userId).then(
      (lists) => actor.send({ type: 'outbox.synced', lists }),
      () => {},
    );
  });
  // Without Web Locks (an old browser) every tab sends; the server's idempotency keys keep that safe.
  const lock = browser.holdLock ? browser.holdLock(() => actor.send({ type: 'sender.elected' })) : (actor.send({ type: 'sender.elected' }), null);

  return {
    actor,
    queue(queued) {
      const { userId } = actor.getSnapshot().context;
      if (!userId) throw new Error('Only a signed-in user queues changes.');
      if (selectOutbox(actor.getSnapshot()).unsentCount >= outboxLimit) throw new OutboxFullError(`${outboxLimit} changes are waiting to be sent already.`);
      const change: OutboxChange = { ...queued, id: queued.id ?? browser.newId(), userId, queuedAt: browser.now().toISOString() };
      actor.send({ type: 'change.queued', change });
      return change;
    },
    applyAnyway: (id) => actor.send({ type: 'attention.applied', id, newId: browser.newId() }),
    discard: (id) => actor.send({ type: 'attention.discarded', id }),
    sendNow: () => actor.send({ type: 'send.retried' }),
    stop() {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      stopWatchingNetwork();
      stopWatchingUser();
      stopListening?.();
      lock?.release();
      actor.stop();
    },
  };
}
