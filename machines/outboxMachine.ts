import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/** A request as the outbox stores it: enough to send it again after a reload. */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The API path without `/api`, e.g. `/time-stamp`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** Why the server refused a queued change, as its error answer said. */
export interface OutboxRefusal {
  status: number;
  code: string;
  message: string;
}

/** One change the user made that the server has not confirmed yet (issue 25: "an outbox"). */
export interface OutboxChange {
  /** Sent as the `Idempotency-Key`: a resend after a lost answer is not applied twice. */
  id: string;
  userId: string;
  /** When the user acted (ISO); the request already carries that moment where it matters. */
  queuedAt: string;
  /** The area whose server data refreshes once the change lands or is discarded. */
  area: string;
  /** What the outbox list says about it: the id of a text in the app's catalogues, and its values. */
  label: { id: string; values?: Record<string, string> };
  request: OutboxRequest;
  /** What "Apply anyway" sends instead, when forcing differs from trying again (a stop that sets the end). */
  forcedRequest?: OutboxRequest;
  /** Set by "Apply anyway": send `forcedRequest` when there is one. */
  forced?: boolean;
  /** Set when the server refused it: it waits in "Needs your attention". */
  refusal?: OutboxRefusal;
  /**
   * What the change carries the whole of (`note:<id>`: a note's save sends the whole note): a newer
   * change of the same subject takes the place of one that still waits.
   */
  subject?: string;
}

/** What one attempt at sending the oldest change came to. */
export type SendOutcome =
  | { kind: 'sent' }
  /** The server answered and said no (4xx): the user decides. */
  | { kind: 'refused'; refusal: OutboxRefusal }
  /** No network at all. */
  | { kind: 'offline' }
  /** The network is there but the server is not (no answer, 5xx, 503, 429): try again later. */
  | { kind: 'unreachable' }
  /** The token could not be refreshed: the change waits for its user to sign in again. */
  | { kind: 'sessionEnded' };

export interface OutboxLists {
  queue: OutboxChange[];
  attention: OutboxChange[];
}

export interface OutboxInput {
  online: boolean;
}

export interface OutboxContext extends OutboxLists {
  /** Whose outbox this is; changes are never sent under another user's session. */
  userId: string | null;
  online: boolean;
  /** This tab holds the outbox lock: only one tab sends, the others show the same lists. */
  isSender: boolean;
  /** Failed attempts in a row; each waits longer before the next. */
  failures: number;
}

export type OutboxEvent =
  | { type: 'session.started'; userId: string }
  | { type: 'session.ended' }
  /** The app stores the change; the machine sends it when it can. */
  | { type: 'change.queued'; change: OutboxChange }
  /** Another tab changed the stored outbox: these are the lists as stored now. */
  | { type: 'outbox.synced'; lists: OutboxLists }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** This tab got the outbox lock. */
  | { type: 'sender.elected' }
  /** "Send now": skip the rest of the wait after a failure. */
  | { type: 'send.retried' }
  /** "Apply anyway": the refused change goes back in line under a new key (the old key's answer was the refusal). */
  | { type: 'attention.applied'; id: string; newId: string }
  | { type: 'attention.discarded'; id: string };

/** What the app listens to (`actor.on`): refresh the area's server data, tell the user. */
export type OutboxEmitted =
  | { type: 'change.sent'; change: OutboxChange }
  | { type: 'change.refused'; change: OutboxChange }
  | { type: 'change.discarded'; change: OutboxChange };

/** The first retry after a failed attempt waits this long; each further failure doubles it… */
export const firstRetryDelay = 1_000;
/** …up to a minute, so a server that is down is not asked more than once a minute. */
export const longestRetryDelay = 60_000;

/** How long to wait before trying again after `failures` failed attempts in a row. */
export const retryDelayAfter = (failures: number) => Math.min(longestRetryDelay, firstRetryDelay * 2 ** (failures - 1));

const mustBeProvided = (kind: 'actor' | 'action', name: string) => new Error(`${kind} \`${name}\` must be provided`);

/** The stored lists win, and a change this tab queued that the read did not see yet is kept at the end. */
const mergeLists = (stored: OutboxLists, context: OutboxLists): OutboxLists => {
  const storedIds = new Set([...stored.queue, ...stored.attention].map((change) => change.id));
  return { queue: [...stored.queue, ...context.queue.filter((change) => !storedIds.has(change.id))], attention: stored.attention };
};

/** The refused change leaves the stored outbox under its old key and joins it again under the new one, in one write. */
const applyAnywayActions = [
  'applyAnyway',
  {
    type: 'storeChange',
    params: ({ context, event }: { context: OutboxContext; event: OutboxEvent }) => ({ change: context.queue.at(-1)!, replacing: [(event as { id: string }).id] }),
  },
] as const;

/**
 * The waiting changes a newly queued one takes the place of: those of its subject, except the one
 * being sent (`inFlight`: `queue[0]`, whose answer must still find it first in the queue).
 */
const replacedBy = (queue: OutboxChange[], change: OutboxChange, inFlight: boolean): OutboxChange[] =>
  change.subject === undefined ? [] : queue.filter((queued, at) => queued.subject === change.subject && !(inFlight && at === 0));

const outcomeOf = (event: unknown) => (event as { output: SendOutcome }).output;

const outboxSetup = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    input: {} as OutboxInput,
    emitted: {} as OutboxEmitted,
  },
  actors: {
    loadOutbox: fromPromise<OutboxLists, { userId: string }>(async () => {
      throw mustBeProvided('actor', 'loadOutbox');
    }),
    sendChange: fromPromise<SendOutcome, { change: OutboxChange }>(async () => {
      throw mustBeProvided('actor', 'sendChange');
    }),
  },
  guards: {
    isAnotherUser: ({ context, event }) => {
      assertEvent(event, 'session.started');
      return event.userId !== context.userId;
    },
    isThisUser: ({ context, event }) => {
      assertEvent(event, 'session.started');
      return event.userId === context.userId;
    },
    isWaitingForAttention: ({ context, event }) => {
      assertEvent(event, ['attention.applied', 'attention.discarded']);
      return context.attention.some((change) => change.id === event.id);
    },
    hasNothingToSend: ({ context }) => context.queue.length === 0 || !context.isSender,
    isOffline: ({ context }) => !context.online,
    wasSent: ({ event }) => outcomeOf(event).kind === 'sent',
    wasRefused: ({ event }) => outcomeOf(event).kind === 'refused',
    wasOffline: ({ event }) => outcomeOf(event).kind === 'offline',
    hadSessionEnded: ({ event }) => outcomeOf(event).kind === 'sessionEnded',
  },
  delays: {
    // Grows with each failure in a row: 1 s, 2 s, 4 s … 60 s.
    retryDelay: ({ context }) => retryDelayAfter(context.failures),
  },
  actions: {
    assignUser: assign(({ event }) => {
      assertEvent(event, 'session.started');
      return { userId: event.userId, queue: [], attention: [], failures: 0 };
    }),
    forgetUser: assign({ userId: null, queue: [], attention: [], failures: 0 }),
    assignLoaded: assign(({ context, event }) => mergeLists((event as unknown as { output: OutboxLists }).output, context)),
    assignSynced: assign(({ context, event }) => {
      assertEvent(event, 'outbox.synced');
      return mergeLists(event.lists, context);
    }),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
    markSender: assign({ isSender: true }),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    resetFailures: assign({ failures: 0 }),
    dropFirst: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    refuseFirst: assign(({ context, event }) => {
      const outcome = outcomeOf(event) as Extract<SendOutcome, { kind: 'refused' }>;
      const [first, ...rest] = context.queue;
      return { queue: rest, attention: [...context.attention, { ...first!, refusal: outcome.refusal }] };
    }),
    applyAnyway: assign(({ context, event }) => {
      assertEvent(event, 'attention.applied');
      const refused = context.attention.find((change) => change.id === event.id)!;
      const { refusal: _refusal, ...tried } = refused;
      return {
        attention: context.attention.filter((change) => change.id !== event.id),
        queue: [...context.queue, { ...tried, id: event.newId, forced: true }],
      };
    }),
    discardAttention: assign(({ context, event }) => {
      assertEvent(event, 'attention.discarded');
      return { attention: context.attention.filter((change) => change.id !== event.id) };
    }),
    emitSent: emit(({ context }) => ({ type: 'change.sent' as const, change: context.queue[0]! })),
    // Runs after `refuseFirst`: the refused change is the last one waiting for attention.
    emitRefused: emit(({ context }) => ({ type: 'change.refused' as const, change: context.attention.at(-1)! })),
    emitDiscarded: emit(({ context, event }) => {
      assertEvent(event, 'attention.discarded');
      return { type: 'change.discarded' as const, change: context.attention.find((change) => change.id === event.id)! };
    }),
    // Provided by the app: each keeps the stored outbox in step with the lists here. `storeChange`
    // adds or updates `change` and removes the `replacing` ones in ONE write: were a closing page to
    // cut two writes apart, a counter's summed change would be stored beside the taps it holds.
    storeChange: (_, _params: { change: OutboxChange; replacing: string[] }) => {
      throw mustBeProvided('action', 'storeChange');
    },
    forgetChange: (_, _params: { userId: string; id: string }) => {
      throw mustBeProvided('action', 'forgetChange');
    },
  },
});

/**
 * Queues a change: it joins the end; the waiting ones it replaces leave the queue; the store does
 * both in one write, so a reload finds the old ones or the new one, never both, never neither.
 */
const queueChange = (inFlight: boolean) =>
  outboxSetup.enqueueActions(({ context, event, enqueue }) => {
    assertEvent(event, 'change.queued');
    const replaced = replacedBy(context.queue, event.change, inFlight);
    enqueue.assign({ queue: [...context.queue.filter((queued) => !replaced.includes(queued)), event.change] });
    enqueue({ type: 'storeChange', params: { change: event.change, replacing: replaced.map(({ id }) => id) } });
  });

/**
 * The outbox (issue 25, DESIGN §8): changes made offline, or while the server cannot be reached,
 * are kept per user and sent oldest first when they can be, each under its own idempotency key.
 * The app provides the store (`loadOutbox` and the `store…` actions write IndexedDB) and
 * `sendChange` (one request, its answer read into a `SendOutcome`).
 *
 * Invariants:
 * - Only the sender tab, online and signed in as the changes' user, sends; one change at a time,
 *   the oldest; nothing is sent before that user's stored outbox has been read.
 * - While a change is being sent it stays first in the queue: other changes join at the end, so
 *   its answer always belongs to `queue[0]`.
 * - A change leaves the queue only when the server confirmed it (gone), or refused it (to
 *   `attention`, until the user applies it anyway or discards it), or a newer change of its
 *   `subject` took its place while it waited (the newer one holds all of it): nothing is dropped
 *   unseen. The newer one joins the end, after whatever the user did in between. The change in
 *   flight is never replaced; the newer one then waits behind it.
 * - A failure to reach the server waits `retryDelayAfter(failures)`; the network coming back or
 *   "Send now" ends the wait at once; a confirmed or refused change resets the count.
 * - Signing out forgets the lists here (they stay stored under their user); signing in as another
 *   user reads that user's outbox instead.
 */
export const outboxMachine = outboxSetup.extend({ actions: { queueChange: queueChange(false), queueBehindChangeInFlight: queueChange(true) } }).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ userId: null, queue: [], attention: [], online: input.online, isSender: false, failures: 0 }),
  initial: 'signedOut',
  // Known in every state, so that the first send after signing in already knows them.
  on: {
    'network.online': { actions: 'markOnline' },
    'network.offline': { actions: 'markOffline' },
    'sender.elected': { actions: 'markSender' },
  },
  states: {
    signedOut: {
      on: { 'session.started': { target: 'active', actions: 'assignUser' } },
    },
    active: {
      initial: 'loading',
      on: {
        'session.ended': { target: 'signedOut', actions: 'forgetUser' },
        'session.started': { guard: 'isAnotherUser', target: '.loading', actions: 'assignUser' },
        'change.queued': { actions: 'queueChange' },
        'outbox.synced': { actions: 'assignSynced' },
        'attention.applied': { guard: 'isWaitingForAttention', actions: applyAnywayActions },
        'attention.discarded': {
          guard: 'isWaitingForAttention',
          actions: ['emitDiscarded', 'discardAttention', { type: 'forgetChange', params: ({ context, event }) => ({ userId: context.userId!, id: event.id }) }],
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadOutbox',
            src: 'loadOutbox',
            // `active` always has a user.
            input: ({ context }) => ({ userId: context.userId! }),
            onDone: { target: 'deciding', actions: 'assignLoaded' },
            // Nothing stored could be read (no IndexedDB): what this tab queues is still sent.
            onError: { target: 'deciding' },
          },
        },
        // Passed through, never rested in.
        deciding: {
          always: [{ guard: 'hasNothingToSend', target: 'idle' }, { guard: 'isOffline', target: 'waitingForNetwork' }, { target: 'sending' }],
        },
        idle: {
          // Anything that may give this tab something to send looks again.
          on: {
            'change.queued': { target: 'deciding', actions: 'queueChange' },
            'outbox.synced': { target: 'deciding', actions: 'assignSynced' },
            'sender.elected': { target: 'deciding', actions: 'markSender' },
            'attention.applied': { guard: 'isWaitingForAttention', target: 'deciding', actions: applyAnywayActions },
          },
        },
        waitingForNetwork: {
          on: { 'network.online': { target: 'deciding', actions: 'markOnline' } },
        },
        sending: {
          // The change in flight is never replaced: its answer must find it first in the queue.
          on: { 'change.queued': { actions: 'queueBehindChangeInFlight' } },
          invoke: {
            id: 'sendChange',
            src: 'sendChange',
            // Entered from `deciding` only with a change to send.
            input: ({ context }) => ({ change: context.queue[0]! }),
            onDone: [
              {
                guard: 'wasSent',
                target: 'deciding',
                actions: ['emitSent', { type: 'forgetChange', params: ({ context }) => ({ userId: context.userId!, id: context.queue[0]!.id }) }, 'dropFirst', 'resetFailures'],
              },
              {
                guard: 'wasRefused',
                target: 'deciding',
                actions: ['refuseFirst', { type: 'storeChange', params: ({ context }) => ({ change: context.attention.at(-1)!, replacing: [] }) }, 'emitRefused', 'resetFailures'],
              },
              { guard: 'wasOffline', target: 'waitingForNetwork', actions: 'markOffline' },
              { guard: 'hadSessionEnded', target: 'waitingForSession' },
              { target: 'backingOff', actions: 'countFailure' },
            ],
            // The app's sender failed in a way it did not expect: treat it as a server that is not there.
            onError: { target: 'backingOff', actions: 'countFailure' },
          },
        },
        backingOff: {
          after: { retryDelay: 'deciding' },
          on: {
            'network.online': { target: 'deciding', actions: 'markOnline' },
            'send.retried': 'deciding',
          },
        },
        waitingForSession: {
          // Another user signing in is handled by `active`: that user's outbox is read instead.
          on: { 'session.started': { guard: 'isThisUser', target: 'deciding' } },
        },
      },
    },
  },
});

export type OutboxSnapshot = SnapshotFrom<typeof outboxMachine>;
export type OutboxActor = ActorRefFrom<typeof outboxMachine>;

export type OutboxStatus = 'signedOut' | 'loading' | 'idle' | 'sending' | 'waitingForNetwork' | 'backingOff' | 'waitingForSession';

export interface OutboxViewModel {
  status: OutboxStatus;
  /** Changes waiting to be sent, oldest first. */
  pending: OutboxChange[];
  /** Changes the server refused, waiting for "Apply anyway" or "Discard". */
  attention: OutboxChange[];
  /** How many changes are not on the server yet: what the shell's badge counts. */
  unsentCount: number;
}

/** The view-model the UI and the tests read; never the raw snapshot. */
export function selectOutbox(snapshot: OutboxSnapshot): OutboxViewModel {
  const { queue, attention } = snapshot.context;
  const value = snapshot.value;
  const status = (typeof value === 'string' ? value : value.active) as OutboxStatus;
  return { status, pending: queue, attention, unsentCount: queue.length + attention.length };
}
