import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RequestBody, ResponseData } from '../src/contract/types';
import { failureMessageId } from './failureMessage';

/** Spec §3's time stamp, as the server answers it. */
export type TimeStamp = ResponseData<'createTimeStamp'>;
/** What `POST /time-stamp` takes to stamp in: the sub group's name and its time group. */
export type StartStampInput = RequestBody<'createTimeStamp'>;
/** What `PUT /time-stamp` takes: stop (`ended: true`), reopen (`ended: false`) or move the start or end. */
export type UpdateStampInput = RequestBody<'updateTimeStamp'>;
/** What `DELETE /time-stamp` takes. */
export interface DeleteStampInput {
  timeStampId: string;
}

/** Where a new stamp goes: a sub group by name, in its time group (spec §5). */
export interface StampTarget {
  name: string;
  timeGroupId: string;
  subGroupId?: string;
}

export interface TimeStampInput {
  target: StampTarget;
  /** The target's stamp as the server last said: its active one, or the one a page shows. */
  stamp: TimeStamp | null;
}

export interface TimeStampContext {
  target: StampTarget;
  /** The server's last word on the stamp: the input, a `stamp.refreshed`, or this machine's own success. */
  stamp: TimeStamp | null;
  /** Why the last request failed: a message id of the app's catalogues. */
  errorMessageId: string | null;
}

/** A change to an existing stamp's times, from its edit form. */
export interface StampEdit {
  startTime?: string;
  endTime?: string;
}

export type TimeStampEvent =
  | { type: 'stamp.started' }
  | { type: 'stamp.stopped' }
  | { type: 'stamp.reopened' }
  | ({ type: 'stamp.edited' } & StampEdit)
  | { type: 'stamp.deleted' }
  /** The stores were refreshed (spec §4): the stamp as the server has it now, or null when it is gone. */
  | { type: 'stamp.refreshed'; stamp: TimeStamp | null };

/**
 * The toasts of spec §8 and the step's own failure, ids of the app's catalogues checked by
 * machineMessages.test.ts.
 */
export const timeStampMessageIds = {
  updated: 'time.stamp.updated',
  deleted: 'time.stamp.deleted',
  deleteFailed: 'time.stamp.deleteFailed',
  failed: 'time.stamp.failed',
} as const;

/** A failed request leaves the screen where the stamp now is (a refresh may have come meanwhile). */
const backToStamp = (actions: TransitionActions) => [
  { guard: 'hasNoStamp' as const, target: 'idle', actions },
  { guard: 'isActive' as const, target: 'active', actions },
  { target: 'ended', actions },
];
type TransitionActions = 'assignError' | { type: 'notify'; params: { messageId: string; kind: 'error' } };

const mustBeProvided = (kind: 'actor' | 'action', name: string) => new Error(`${kind} \`${name}\` must be provided`);

const eventOutput = <T>(event: unknown) => (event as { output: T }).output;
const eventError = (event: unknown) => (event as { error: unknown }).error;
const stampOf = (context: TimeStampContext): TimeStamp => {
  if (!context.stamp) throw new Error('a stamp request needs a stamp');
  return context.stamp;
};

/**
 * One stamp's life on a screen (Home's quick start, a sub group's row, /time-stamp/:stampId):
 * stamp in (`idle` → `starting` → `active`), stop (`stopping` → `ended`), edit the times
 * (`saving`), reopen (`reopening` → `active`), delete (`deleting` → `idle`), each a request whose
 * failure keeps the stamp as it was.
 *
 * Invariants:
 * - The resting states follow the stamp: `idle` only without one, `active` only with an unended
 *   one, `ended` only with an ended one. A `stamp.refreshed` that contradicts the state moves it
 *   (stopped in another tab: the clock stops here too); during a request it is only remembered:
 *   the request's answer decides, and a failed request leaves the screen where the stamp now is.
 * - `stampsChanged` runs once after each success, so the app refreshes its stores (spec §4); a
 *   reopen also runs `activeStampsChanged`, since the active stamps are fetched again (spec §4).
 * - `notify` shows spec §8's toasts: 'Updated time-stamp' after an edit, 'Deleted time-stamp'
 *   after a delete, 'Could not delete time stamps' when a delete fails.
 * - `errorMessageId` is a catalogue id, never the server's text: the rejection's own `messageId`
 *   or `timeStampMessageIds.failed`. It is cleared by the next request and by a refresh that
 *   moves the state. A failed delete says so with its toast instead.
 */
export const timeStampMachine = setup({
  types: {
    context: {} as TimeStampContext,
    events: {} as TimeStampEvent,
    input: {} as TimeStampInput,
  },
  actors: {
    startRequest: fromPromise<TimeStamp, StartStampInput>(async () => {
      throw mustBeProvided('actor', 'startRequest');
    }),
    updateRequest: fromPromise<TimeStamp, UpdateStampInput>(async () => {
      throw mustBeProvided('actor', 'updateRequest');
    }),
    deleteRequest: fromPromise<void, DeleteStampInput>(async () => {
      throw mustBeProvided('actor', 'deleteRequest');
    }),
  },
  guards: {
    hasNoStamp: ({ context }) => context.stamp === null,
    isActive: ({ context }) => context.stamp?.ended === false,
    savedActive: ({ event }) => eventOutput<TimeStamp>(event).ended === false,
    refreshedGone: ({ event }) => {
      assertEvent(event, 'stamp.refreshed');
      return event.stamp === null;
    },
    refreshedActive: ({ event }) => {
      assertEvent(event, 'stamp.refreshed');
      return event.stamp?.ended === false;
    },
    refreshedEnded: ({ event }) => {
      assertEvent(event, 'stamp.refreshed');
      return event.stamp?.ended === true;
    },
  },
  actions: {
    assignRefreshed: assign(({ event }) => {
      assertEvent(event, 'stamp.refreshed');
      return { stamp: event.stamp };
    }),
    assignStamp: assign({ stamp: ({ event }) => eventOutput<TimeStamp>(event) }),
    forgetStamp: assign({ stamp: null }),
    clearError: assign({ errorMessageId: null }),
    assignError: assign({ errorMessageId: ({ event }) => failureMessageId(eventError(event), timeStampMessageIds.failed) }),
    // Provided by the app: refresh the stores after a change (spec §4).
    stampsChanged: () => {
      throw mustBeProvided('action', 'stampsChanged');
    },
    // Provided by the app: fetch the active stamps again (spec §4, after a reopen).
    activeStampsChanged: () => {
      throw mustBeProvided('action', 'activeStampsChanged');
    },
    // Provided by the app: a toast of spec §8.
    notify: (_, _params: { messageId: string; kind: 'success' | 'error' }) => {
      throw mustBeProvided('action', 'notify');
    },
  },
}).createMachine({
  id: 'timeStamp',
  context: ({ input }) => ({ target: input.target, stamp: input.stamp, errorMessageId: null }),
  initial: 'starting',
  on: {
    // During a request the answer decides; a refresh is only remembered. The resting states below
    // move when it contradicts them.
    'stamp.refreshed': { actions: 'assignRefreshed' },
  },
  states: {
    // Passed through, never rested in: starts where the stamp is.
    starting: {
      always: [{ guard: 'hasNoStamp', target: 'idle' }, { guard: 'isActive', target: 'active' }, { target: 'ended' }],
    },
    idle: {
      on: {
        'stamp.started': { target: 'stampingIn', actions: 'clearError' },
        'stamp.refreshed': [
          { guard: 'refreshedActive', target: 'active', actions: ['assignRefreshed', 'clearError'] },
          { guard: 'refreshedEnded', target: 'ended', actions: ['assignRefreshed', 'clearError'] },
        ],
      },
    },
    stampingIn: {
      invoke: {
        id: 'startRequest',
        src: 'startRequest',
        input: ({ context }) => ({ ...context.target }),
        onDone: { target: 'active', actions: ['assignStamp', 'stampsChanged'] },
        onError: backToStamp('assignError'),
      },
    },
    active: {
      on: {
        'stamp.stopped': { target: 'stopping', actions: 'clearError' },
        'stamp.edited': { target: 'saving', actions: 'clearError' },
        'stamp.deleted': { target: 'deleting', actions: 'clearError' },
        'stamp.refreshed': [
          { guard: 'refreshedGone', target: 'idle', actions: ['assignRefreshed', 'clearError'] },
          { guard: 'refreshedEnded', target: 'ended', actions: ['assignRefreshed', 'clearError'] },
          { actions: 'assignRefreshed' },
        ],
      },
    },
    stopping: {
      invoke: {
        id: 'updateRequest',
        src: 'updateRequest',
        input: ({ context }) => ({ timeStampId: stampOf(context)._id, ended: true }),
        onDone: { target: 'ended', actions: ['assignStamp', 'stampsChanged'] },
        onError: backToStamp('assignError'),
      },
    },
    ended: {
      on: {
        'stamp.started': { target: 'stampingIn', actions: 'clearError' },
        'stamp.reopened': { target: 'reopening', actions: 'clearError' },
        'stamp.edited': { target: 'saving', actions: 'clearError' },
        'stamp.deleted': { target: 'deleting', actions: 'clearError' },
        'stamp.refreshed': [
          { guard: 'refreshedGone', target: 'idle', actions: ['assignRefreshed', 'clearError'] },
          { guard: 'refreshedActive', target: 'active', actions: ['assignRefreshed', 'clearError'] },
          { actions: 'assignRefreshed' },
        ],
      },
    },
    reopening: {
      invoke: {
        id: 'updateRequest',
        src: 'updateRequest',
        input: ({ context }) => ({ timeStampId: stampOf(context)._id, ended: false }),
        onDone: { target: 'active', actions: ['assignStamp', 'stampsChanged', 'activeStampsChanged'] },
        onError: backToStamp('assignError'),
      },
    },
    saving: {
      invoke: {
        id: 'updateRequest',
        src: 'updateRequest',
        input: ({ context, event }) => {
          assertEvent(event, 'stamp.edited');
          const { startTime, endTime } = event;
          return { timeStampId: stampOf(context)._id, ...(startTime ? { startTime } : {}), ...(endTime ? { endTime } : {}) };
        },
        onDone: [
          {
            guard: 'savedActive',
            target: 'active',
            actions: ['assignStamp', 'stampsChanged', { type: 'notify', params: { messageId: timeStampMessageIds.updated, kind: 'success' } }],
          },
          {
            target: 'ended',
            actions: ['assignStamp', 'stampsChanged', { type: 'notify', params: { messageId: timeStampMessageIds.updated, kind: 'success' } }],
          },
        ],
        onError: backToStamp('assignError'),
      },
    },
    deleting: {
      invoke: {
        id: 'deleteRequest',
        src: 'deleteRequest',
        input: ({ context }) => ({ timeStampId: stampOf(context)._id }),
        onDone: {
          target: 'idle',
          actions: ['forgetStamp', 'stampsChanged', { type: 'notify', params: { messageId: timeStampMessageIds.deleted, kind: 'success' } }],
        },
        onError: backToStamp({ type: 'notify', params: { messageId: timeStampMessageIds.deleteFailed, kind: 'error' } }),
      },
    },
  },
});

export type TimeStampSnapshot = SnapshotFrom<typeof timeStampMachine>;
export type TimeStampActor = ActorRefFrom<typeof timeStampMachine>;

export interface TimeStampViewModel {
  /** What the stamp button offers: stamp in, or stop; an ended stamp can also be reopened. */
  step: 'idle' | 'active' | 'ended';
  stamp: TimeStamp | null;
  /** A request is with the server: disable the buttons. */
  isBusy: boolean;
  /** A message id of the app's catalogues, or null. */
  errorMessageId: string | null;
}

const busyStates = ['stampingIn', 'stopping', 'reopening', 'saving', 'deleting'] as const;

/** The view-model the stamp's screens and the tests read; never the raw snapshot. */
export function selectTimeStamp(snapshot: TimeStampSnapshot): TimeStampViewModel {
  const { stamp, errorMessageId } = snapshot.context;
  const isBusy = busyStates.some((state) => snapshot.matches(state));
  const step = stamp === null ? 'idle' : stamp.ended ? 'ended' : 'active';
  return { step, stamp, isBusy, errorMessageId };
}
