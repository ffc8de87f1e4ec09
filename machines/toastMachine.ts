import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/**
 * How long a toast stays (spec §9): 'standard' 1 s, 'extended' 1.5 s for the session warning,
 * 'sticky' until dismissed (spec §9: "timeouts are optional").
 */
export type ToastDuration = 'standard' | 'extended' | 'sticky';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated: the machine knows nothing about languages. */
  message: string;
  duration: ToastDuration;
}

export interface ToastRequest {
  message: string;
  kind?: ToastKind;
  duration?: ToastDuration;
}

export interface ToastContext {
  /** The toast on screen first, then those waiting their turn. */
  queue: Toast[];
  nextId: number;
}

export type ToastEvent =
  | { type: 'toast.shown'; toast: ToastRequest }
  /** Without an id, the toast on screen is dismissed. */
  | { type: 'toast.dismissed'; id?: number }
  /** The pointer is over the toast or focus is inside it: stop the clock so it can be read. */
  | { type: 'toast.paused' }
  | { type: 'toast.resumed' };

/** At most this many toasts are kept; beyond it the oldest waiting one is dropped. */
export const toastQueueLimit = 4;

/**
 * Toasts shown one at a time, top centre (spec §9), each for its duration, then the next.
 *
 * Invariants:
 * - `showing` ⇔ `queue` is not empty; `queue[0]` is the toast on screen.
 * - A toast equal (same kind and text) to one already queued is dropped: a burst of identical
 *   failures ("Could not get passwords." ×3) shows once instead of for three seconds.
 * - The queue never exceeds `toastQueueLimit`; the toast on screen is never the one dropped.
 * - While paused (pointer or focus on the toast) no time runs; resuming restarts the full duration.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  delays: {
    standardDuration: 1000, // spec §9: a toast shows for 1 s
    extendedDuration: 1500, // spec §9: the session warning shows for 1.5 s
  },
  guards: {
    isDuplicate: ({ context, event }) => {
      assertEvent(event, 'toast.shown');
      return context.queue.some((toast) => toast.message === event.toast.message && toast.kind === (event.toast.kind ?? 'info'));
    },
    // The guards below run only in `showing`, where a toast is on screen.
    isDismissingCurrent: ({ context, event }) => {
      assertEvent(event, 'toast.dismissed');
      return event.id === undefined || event.id === context.queue[0]!.id;
    },
    isSticky: ({ context }) => context.queue[0]!.duration === 'sticky',
    isExtended: ({ context }) => context.queue[0]!.duration === 'extended',
    hasWaiting: ({ context }) => context.queue.length > 0,
  },
  actions: {
    enqueueToast: assign(({ context, event }) => {
      assertEvent(event, 'toast.shown');
      const toast: Toast = {
        id: context.nextId,
        kind: event.toast.kind ?? 'info',
        message: event.toast.message,
        duration: event.toast.duration ?? 'standard',
      };
      let queue = [...context.queue, toast];
      // Drop the oldest waiting toast (index 1), never the one on screen.
      if (queue.length > toastQueueLimit) queue = [queue[0]!, ...queue.slice(2)];
      return { queue, nextId: context.nextId + 1 };
    }),
    removeCurrentToast: assign({ queue: ({ context }) => context.queue.slice(1) }),
    removeWaitingToast: assign(({ context, event }) => {
      assertEvent(event, 'toast.dismissed');
      return { queue: context.queue.filter((toast) => toast.id !== event.id) };
    }),
  },
}).createMachine({
  id: 'toast',
  context: { queue: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'toast.shown': { target: 'showing', actions: 'enqueueToast' } },
    },
    showing: {
      initial: 'timing',
      on: {
        'toast.shown': [{ guard: 'isDuplicate' }, { actions: 'enqueueToast' }],
        'toast.dismissed': [{ guard: 'isDismissingCurrent', target: 'advancing' }, { actions: 'removeWaitingToast' }],
      },
      states: {
        // Picks the clock for the toast now on screen; entered again for each toast and on resume.
        timing: {
          always: [{ guard: 'isSticky', target: 'held' }, { guard: 'isExtended', target: 'extended' }, { target: 'standard' }],
        },
        standard: {
          after: { standardDuration: '#toast.advancing' },
          on: { 'toast.paused': 'held' },
        },
        extended: {
          after: { extendedDuration: '#toast.advancing' },
          on: { 'toast.paused': 'held' },
        },
        // No clock runs: a sticky toast, or a timed one the user is reading.
        held: {
          on: { 'toast.resumed': 'timing' },
        },
      },
    },
    // Passed through, never rested in: drops the finished toast and shows the next one, if any.
    advancing: {
      entry: 'removeCurrentToast',
      always: [{ guard: 'hasWaiting', target: 'showing' }, { target: 'idle' }],
    },
  },
});

export type ToastSnapshot = SnapshotFrom<typeof toastMachine>;

export interface ToastView {
  id: number;
  kind: ToastKind;
  message: string;
  /** Warnings and errors interrupt (role=alert); info and success wait their turn (role=status). */
  isUrgent: boolean;
  /** Only a dismiss button removes it. */
  isSticky: boolean;
}

export interface ToastsViewModel {
  current: ToastView | null;
  waitingCount: number;
  /** False while held: sticky, or paused by the pointer or focus. */
  isCountingDown: boolean;
}

/** The view-model the Toaster and the tests read; never the raw snapshot. */
export function selectToasts(snapshot: ToastSnapshot): ToastsViewModel {
  const head = snapshot.context.queue[0];
  return {
    current: head
      ? {
          id: head.id,
          kind: head.kind,
          message: head.message,
          isUrgent: head.kind === 'warning' || head.kind === 'error',
          isSticky: head.duration === 'sticky',
        }
      : null,
    waitingCount: Math.max(0, snapshot.context.queue.length - 1),
    isCountingDown: snapshot.matches({ showing: 'standard' }) || snapshot.matches({ showing: 'extended' }),
  };
}
