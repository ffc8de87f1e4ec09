// Proves the outbox on the real IndexedDB store (fake-indexeddb) with two tabs of one browser:
// a change queued offline is kept on the device and survives a reload; only the tab holding the
// lock sends, and every tab lists the same changes; a note's newer save replaces the stored older
// one, and a counter's sum the taps it holds, in the same write, which no late read brings back;
// each change goes once, under its own key, when the network is back; a refused one waits in every tab until the user decides; and
// one user's outbox is never read, nor sent, under another user.
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { selectOutbox, type OutboxRequest } from '../../../machines/outboxMachine';
import { createOutboxStore, type OutboxStore } from './outboxStore';
import { OutboxFullError, startOutbox, type Outbox, type OutboxBrowser, type QueuedChange } from './outboxRuntime';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const until = async (condition: () => boolean) => {
  for (let tries = 0; tries < 100 && !condition(); tries++) await settle();
  expect(condition()).toBe(true);
};

let databases = 0;

/** One browser: its IndexedDB, network, lock and channel shared by the tabs opened in it. */
function browserWithTabs({ online = true } = {}) {
  const idb = createStore(`outbox-test-${++databases}`, 'changes');
  // What the store holds after each write, by id: all a page closed right after that write would find.
  const storedAfterWrite: string[][] = [];
  const store = createOutboxStore(idb);
  // One write at a time, each read back before the next starts.
  let writes = Promise.resolve();
  const recorded = (write: () => Promise<void>, userId: string) =>
    (writes = writes.then(async () => {
      await write();
      const { queue, attention } = await store.load(userId);
      storedAfterWrite.push([...queue, ...attention].map((change) => change.id));
    }));
  // While held, a read of the store happens at once but its answer waits: a read that is late.
  const reads = { held: null as Promise<void> | null, waiting: 0 };
  const recordingStore: OutboxStore = {
    async load(userId) {
      const lists = await store.load(userId);
      reads.waiting += 1;
      await reads.held;
      reads.waiting -= 1;
      return lists;
    },
    put: (change, replacing) => recorded(() => store.put(change, replacing), change.userId),
    forget: (userId, id) => recorded(() => store.forget(userId, id), userId),
  };
  const network = { online, listeners: new Set<(online: boolean) => void>() };
  const lockQueue: (() => void)[] = [];
  const channelListeners = new Map<number, (userId: string) => void>();
  const server = { answers: [] as Response[], calls: [] as { request: OutboxRequest; key: string }[] };
  const tabs: Outbox[] = [];
  const refreshed: string[] = [];
  const announced: string[] = [];
  let ids = 0;
  let user: string | null = 'ann';
  const userListeners = new Set<(userId: string | null) => void>();

  function openTab() {
    const tab = tabs.length;
    const browser: OutboxBrowser = {
      isOnline: () => network.online,
      watchNetwork: (onChange) => (network.listeners.add(onChange), () => network.listeners.delete(onChange)),
      holdLock(onHeld) {
        lockQueue.push(onHeld);
        if (lockQueue.length === 1) onHeld();
        return {
          release() {
            const held = lockQueue[0] === onHeld;
            lockQueue.splice(lockQueue.indexOf(onHeld), 1);
            if (held) lockQueue[0]?.();
          },
        };
      },
      channel: {
        post: (userId) => channelListeners.forEach((listener, listenerTab) => listenerTab !== tab && listener(userId)),
        listen: (onMessage) => (channelListeners.set(tab, onMessage), () => channelListeners.delete(tab)),
      },
      newId: () => `key-${++ids}`,
      now: () => new Date('2026-11-28T07:12:00.000Z'),
    };
    const outbox = startOutbox({
      store: recordingStore,
      send: async (request, headers) => {
        if (!network.online) throw new TypeError('Failed to fetch');
        server.calls.push({ request, key: headers['Idempotency-Key']! });
        return server.answers.shift() ?? new Response(JSON.stringify({ status: true }), { status: 200 });
      },
      watchUser: (onUser) => (onUser(user), userListeners.add(onUser), () => userListeners.delete(onUser)),
      refreshArea: (area) => refreshed.push(area),
      announceRefusal: (change) => announced.push(change.id),
      browser,
    });
    tabs.push(outbox);
    return outbox;
  }

  return {
    openTab,
    server,
    refreshed,
    announced,
    storedAfterWrite,
    /** Holds the answers of the reads from now on; returns the release. */
    holdReads() {
      let release = () => {};
      reads.held = new Promise((resolve) => (release = resolve));
      return () => {
        reads.held = null;
        release();
      };
    },
    readsWaiting: () => reads.waiting,
    closeTab: (outbox: Outbox) => outbox.stop(),
    setOnline(value: boolean) {
      network.online = value;
      network.listeners.forEach((listener) => listener(value));
    },
    signIn(userId: string | null) {
      user = userId;
      userListeners.forEach((listener) => listener(userId));
    },
    stopAll: () => tabs.forEach((outbox) => outbox.stop()),
  };
}

const view = (outbox: Outbox) => selectOutbox(outbox.actor.getSnapshot());
const checkMilk: QueuedChange = {
  area: 'shopping',
  label: { id: 'shopping.outbox.checked', values: { name: 'Milk' } },
  request: { method: 'PUT', path: '/shopping-item', body: { itemId: 'milk00000001', checked: true } },
};
const stopStamp: QueuedChange = {
  area: 'time',
  label: { id: 'time.outbox.stopped', values: { name: 'Work' } },
  request: { method: 'PUT', path: '/time-stamp', body: { timeStampId: 'stamp0000001', ended: true, endTime: '2026-11-28T07:12:00.000Z' } },
  forcedRequest: { method: 'PUT', path: '/time-stamp', body: { timeStampId: 'stamp0000001', endTime: '2026-11-28T07:12:00.000Z' } },
};

/** A counter's taps summed while they wait: a newer one takes the place of the one waiting. */
const coffee = (delta: number): QueuedChange => ({
  area: 'counters',
  label: { id: 'counters.outbox.counted', values: { name: 'Coffee', delta: `+${delta}` } },
  request: { method: 'POST', path: '/counter-event', body: { counterId: 'counter00001', delta } },
  subject: 'counter:counter00001',
});

let current: ReturnType<typeof browserWithTabs> | null = null;
const newBrowser = (options?: { online?: boolean }) => (current = browserWithTabs(options));
afterEach(() => current?.stopAll());

describe('the outbox in a browser', () => {
  it('keeps changes made offline over a reload, then sends each once, in order, under its key', async () => {
    const browser = newBrowser({ online: false });
    const tab = browser.openTab();
    await until(() => view(tab).status === 'idle');
    const queued = [tab.queue(checkMilk), tab.queue(stopStamp)];
    expect(queued.map((change) => [change.id, change.userId, change.queuedAt])).toEqual([
      ['key-1', 'ann', '2026-11-28T07:12:00.000Z'],
      ['key-2', 'ann', '2026-11-28T07:12:00.000Z'],
    ]);
    expect(view(tab)).toMatchObject({ status: 'waitingForNetwork', unsentCount: 2 });
    await settle();
    tab.stop();

    const reloaded = browser.openTab();
    await until(() => view(reloaded).unsentCount === 2);
    expect(view(reloaded).pending.map((change) => change.id)).toEqual(['key-1', 'key-2']);
    browser.setOnline(true);
    await until(() => view(reloaded).status === 'idle');
    expect(browser.server.calls).toEqual([
      { request: checkMilk.request, key: 'key-1' },
      { request: stopStamp.request, key: 'key-2' },
    ]);
    expect(browser.refreshed).toEqual(['shopping', 'time']);

    await settle();
    const again = browser.openTab();
    await until(() => view(again).status === 'idle');
    expect(view(again).unsentCount).toBe(0);
  });

  it("a note's newer save takes the place of the waiting one: after a reload only the newer one is there, and only it is sent", async () => {
    const browser = newBrowser({ online: false });
    const tab = browser.openTab();
    await until(() => view(tab).status === 'idle');
    const saveMonday = (name: string): QueuedChange => ({
      area: 'notes',
      label: { id: 'notes.outbox.saved', values: { name } },
      request: { method: 'PUT', path: '/note', body: { noteId: 'note00000001', name } },
      subject: 'note:note00000001',
    });
    tab.queue(saveMonday('Mon'));
    tab.queue(checkMilk);
    tab.queue(saveMonday('Monday'));
    await settle();
    tab.stop();

    const reloaded = browser.openTab();
    await until(() => view(reloaded).unsentCount === 2);
    expect(view(reloaded).pending.map((change) => change.id)).toEqual(['key-2', 'key-3']);
    browser.setOnline(true);
    await until(() => view(reloaded).unsentCount === 0);
    expect(browser.server.calls).toEqual([
      { request: checkMilk.request, key: 'key-2' },
      { request: saveMonday('Monday').request, key: 'key-3' },
    ]);
  });

  it("a counter's summed change and the tap it holds are never stored side by side: a page closed after any write sends the count once", async () => {
    const browser = newBrowser({ online: false });
    const tab = browser.openTab();
    await until(() => view(tab).status === 'idle');
    tab.queue(coffee(1));
    tab.queue(coffee(2));
    await until(() => browser.storedAfterWrite.length >= 2);
    await settle();
    expect(browser.storedAfterWrite).toEqual([['key-1'], ['key-2']]);
    tab.stop();

    const reloaded = browser.openTab();
    await until(() => view(reloaded).unsentCount === 1);
    browser.setOnline(true);
    await until(() => view(reloaded).unsentCount === 0);
    expect(browser.server.calls).toEqual([{ request: coffee(2).request, key: 'key-2' }]);
  });

  it("a read of the store that was under way as this tab summed a tap never brings back the tap it replaced", async () => {
    const browser = newBrowser({ online: false });
    const sender = browser.openTab();
    const other = browser.openTab();
    await until(() => view(other).status === 'idle');
    sender.queue(coffee(1));
    await until(() => view(other).unsentCount === 1);

    // The other tab's change makes the sender read the store (finding "+1"); before that read's
    // answer arrives, a second tap here stores "+2" in the place of "+1".
    const release = browser.holdReads();
    other.queue(checkMilk);
    await until(() => browser.readsWaiting() === 1);
    sender.queue(coffee(2));
    release();
    await until(() => browser.readsWaiting() === 0);
    await settle();
    expect(view(sender).pending.map((change) => change.id)).toEqual(['key-2', 'key-3']);

    browser.setOnline(true);
    await until(() => view(sender).unsentCount === 0);
    expect(browser.server.calls.map((call) => call.request)).toEqual([checkMilk.request, coffee(2).request]);
  });

  it('only the tab holding the lock sends; the other lists the same changes and hands over when closed', async () => {
    const browser = newBrowser({ online: false });
    const first = browser.openTab();
    const second = browser.openTab();
    await until(() => view(second).status === 'idle');
    second.queue(checkMilk);
    await until(() => view(first).unsentCount === 1);
    expect(view(first).status).toBe('waitingForNetwork');
    expect(view(second).status).toBe('idle');

    browser.closeTab(first);
    browser.setOnline(true);
    await until(() => view(second).unsentCount === 0);
    expect(browser.server.calls.map((call) => call.key)).toEqual(['key-1']);
  });

  it('a refused change waits in every tab with why; "Discard" there forgets it everywhere and refreshes its area', async () => {
    const browser = newBrowser();
    const sender = browser.openTab();
    const other = browser.openTab();
    await until(() => view(other).status === 'idle');
    browser.server.answers.push(new Response(JSON.stringify({ status: false, error: { code: 'ALREADY_ENDED', message: 'The stamp has already ended' } }), { status: 409 }));
    const stopped = sender.queue(stopStamp);
    await until(() => view(other).attention.length === 1);
    expect(view(other).attention[0]).toMatchObject({ id: stopped.id, refusal: { status: 409, code: 'ALREADY_ENDED', message: 'The stamp has already ended' } });
    expect(browser.announced).toEqual([stopped.id]);

    other.discard(stopped.id);
    await until(() => view(sender).attention.length === 0);
    expect(browser.refreshed).toEqual(['time']);
    expect(view(sender).unsentCount).toBe(0);
  });

  it('"Apply anyway" sends the forcing request under a new key', async () => {
    const browser = newBrowser();
    const tab = browser.openTab();
    await until(() => view(tab).status === 'idle');
    browser.server.answers.push(new Response(JSON.stringify({ status: false, error: { code: 'ALREADY_ENDED', message: 'The stamp has already ended' } }), { status: 409 }));
    const stopped = tab.queue(stopStamp);
    await until(() => view(tab).attention.length === 1);
    tab.applyAnyway(stopped.id);
    await until(() => view(tab).unsentCount === 0);
    expect(browser.server.calls).toEqual([
      { request: stopStamp.request, key: 'key-1' },
      { request: stopStamp.forcedRequest, key: 'key-2' },
    ]);
  });

  it("another user signing in on this browser neither sees nor sends the first user's changes; the first user's go when they are back", async () => {
    const browser = newBrowser({ online: false });
    const tab = browser.openTab();
    await until(() => view(tab).status === 'idle');
    tab.queue(checkMilk);
    await settle();
    browser.signIn(null);
    browser.signIn('bob');
    browser.setOnline(true);
    await until(() => view(tab).status === 'idle');
    expect(view(tab).unsentCount).toBe(0);
    expect(browser.server.calls).toEqual([]);

    browser.signIn(null);
    browser.signIn('ann');
    await until(() => browser.server.calls.length === 1);
    expect(browser.server.calls[0]!.key).toBe('key-1');
  });

  it('refuses a change past the limit of waiting changes, saying so', async () => {
    const browser = newBrowser({ online: false });
    const tab = browser.openTab();
    await until(() => view(tab).status === 'idle');
    for (let made = 0; made < 1_000; made++) tab.queue(checkMilk);
    expect(() => tab.queue(checkMilk)).toThrow(OutboxFullError);
    expect(view(tab).unsentCount).toBe(1_000);
  });
});
