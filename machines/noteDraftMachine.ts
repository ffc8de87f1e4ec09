import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Schemas } from '../src/contract/types';
import { failureMessageId } from './failureMessage';

/** An answer's value as its question's type says; `null` is unanswered. */
export type DraftAnswerValue = Schemas['AnswerValue'];

/** An entry as the note page edits it: `key` names it on this device, `_id` once the server has it. */
export interface DraftEntry {
  key: string;
  _id?: string;
  text: string;
  contextIds: string[];
}

/** What the note page writes quietly (issue 10): the title, the answers by question, the entries in order. */
export interface NoteDraft {
  name: string;
  secondName: string;
  answers: Record<string, DraftAnswerValue>;
  entries: DraftEntry[];
}

export interface NoteDraftInput {
  /** Changes kept on this device that the server never confirmed (a reload, a failed save), or null. */
  restored: NoteDraft | null;
  /** The app's outbox already holds a save of this note that the server has not confirmed (a reload offline). */
  handedOver?: boolean;
}

/** What `saveRequest` (the app's `PUT /note`) takes: the whole draft as it is now. */
export interface SaveDraftInput {
  draft: NoteDraft;
}

/** How a save ended that did not fail: the server has it, or the app's outbox holds it until it can be sent. */
export interface SaveDraftOutput {
  handedOver: boolean;
}

export interface NoteDraftContext {
  /** Changes the server has not confirmed yet, or null when everything is saved. */
  draft: NoteDraft | null;
  /** The draft changed while a save was in flight: it needs the next save. */
  changedDuringSave: boolean;
  /** Failed saves since the last success; each waits longer before the next try. */
  failures: number;
  /** Why the last save failed: a message id of the app's catalogues. */
  errorMessageId: string | null;
  /** The draft came from the device, not from typing here: the page says so. */
  restored: boolean;
  /** At the start: the outbox holds a save of this note already. */
  handedOver: boolean;
}

export type NoteDraftEvent =
  | { type: 'draft.changed'; draft: NoteDraft }
  /** A field lost focus or the page is being left: save now rather than after the pause. */
  | { type: 'draft.flushed' }
  /** The user pressed "Try again" after a failure. */
  | { type: 'save.retried' }
  /** The outbox sent the save it held: the server has the note. */
  | { type: 'handover.delivered' }
  /** The user discarded the save the outbox held (the server refused it): the page shows the server's note again. */
  | { type: 'handover.discarded' }
  | { type: 'restored.dismissed' };

/** Ids of the app's catalogues, checked by machineMessages.test.ts. */
export const noteDraftMessageIds = {
  saveFailed: 'notes.note.saveFailed',
} as const;

/** Issue 10: changes are saved after this pause in typing. */
export const quietPause = 800;
/** The first retry after a failed save waits this long; each further failure doubles it… */
export const firstRetryDelay = 2_000;
/** …up to this, so a server that is down is not asked more than twice a minute. */
export const longestRetryDelay = 30_000;

/** How long to wait before trying again after `failures` failed saves in a row. */
export const retryDelayAfter = (failures: number) => Math.min(longestRetryDelay, firstRetryDelay * 2 ** (failures - 1));

const mustBeProvided = (kind: 'actor' | 'action', name: string) => new Error(`${kind} \`${name}\` must be provided`);
const eventError = (event: unknown) => (event as { error: unknown }).error;
const draftOf = (context: NoteDraftContext): NoteDraft => {
  if (!context.draft) throw new Error('a save needs a draft');
  return context.draft;
};
/** Every change: take it, then keep it on the device. */
const keepDraft = ['assignDraft', { type: 'storeDraft', params: ({ context }: { context: NoteDraftContext }) => ({ draft: draftOf(context) }) }] as const;

/**
 * The quiet autosave of a note (issue 10: "writing is never lost"): every change is kept on the
 * device at once and sent after a short pause in typing (or at once when a field loses focus);
 * there is no Save button, only a visible state.
 *
 * Invariants:
 * - `storeDraft` runs on every change, before anything else, so a reload or a crash loses
 *   nothing; `forgetDraft` runs only when the server confirmed a save that held every change.
 * - One save at a time. A change during a save is kept and marked; once that save answers, the
 *   change waits the pause and goes in the next save (never dropped, never sent twice at once).
 * - A failed save keeps the draft, says why (`errorMessageId`, a catalogue id, never the server's
 *   text) and tries again by itself after 2 s, 4 s, 8 s … at most 30 s apart, or at once on
 *   "Try again". Typing meanwhile waits for that try, so a server that is down is not hammered.
 * - A draft found on the device at the start (`restored`) is saved at once, and the page says
 *   so until the user dismisses the notice.
 * - A save the app's outbox took (offline, no answer: issue 25) is handed over: the outbox keeps
 *   it on the device and sends it, so the draft is forgotten here (one copy, which cannot outlive
 *   the send and later be restored over newer writing) and nothing is retried here. Typing goes
 *   on as ever; its save takes the waiting one's place in the outbox.
 */
export const noteDraftMachine = setup({
  types: {
    context: {} as NoteDraftContext,
    events: {} as NoteDraftEvent,
    input: {} as NoteDraftInput,
  },
  actors: {
    saveRequest: fromPromise<SaveDraftOutput, SaveDraftInput>(async () => {
      throw mustBeProvided('actor', 'saveRequest');
    }),
  },
  delays: {
    quietPause, // issue 10: saved after a short pause in typing
    retryDelay: ({ context }) => retryDelayAfter(context.failures),
  },
  guards: {
    hasDraft: ({ context }) => context.draft !== null,
    changedDuringSave: ({ context }) => context.changedDuringSave,
    wasHandedOver: ({ event }) => (event as unknown as { output: SaveDraftOutput }).output.handedOver,
    isHandedOver: ({ context }) => context.handedOver,
  },
  actions: {
    assignDraft: assign(({ event }) => {
      assertEvent(event, 'draft.changed');
      return { draft: event.draft };
    }),
    markChangedDuringSave: assign({ changedDuringSave: true }),
    beginSave: assign({ changedDuringSave: false }),
    clearFailures: assign({ failures: 0, errorMessageId: null }),
    dropSavedDraft: assign({ draft: null }),
    countFailure: assign(({ context, event }) => ({
      failures: context.failures + 1,
      errorMessageId: failureMessageId(eventError(event), noteDraftMessageIds.saveFailed),
    })),
    dismissRestored: assign({ restored: false }),
    // Provided by the app: keep the draft on this device (localStorage) until the server has it.
    storeDraft: (_, _params: { draft: NoteDraft }) => {
      throw mustBeProvided('action', 'storeDraft');
    },
    // Provided by the app: the server has every change; drop the device's copy.
    forgetDraft: () => {
      throw mustBeProvided('action', 'forgetDraft');
    },
  },
}).createMachine({
  id: 'noteDraft',
  context: ({ input }) => ({
    draft: input.restored,
    changedDuringSave: false,
    failures: 0,
    errorMessageId: null,
    restored: input.restored !== null,
    handedOver: input.handedOver ?? false,
  }),
  initial: 'starting',
  on: {
    'restored.dismissed': { actions: 'dismissRestored' },
  },
  states: {
    // Passed through, never rested in: a draft from the device is saved at once.
    starting: {
      always: [{ guard: 'hasDraft', target: 'saving' }, { guard: 'isHandedOver', target: 'handedOver' }, { target: 'pristine' }],
    },
    // Nothing changed since the note was opened.
    pristine: {
      on: { 'draft.changed': { target: 'debouncing', actions: keepDraft } },
    },
    debouncing: {
      after: { quietPause: 'saving' },
      on: {
        // Entered anew, so the pause starts again with each keystroke.
        'draft.changed': {
          target: 'debouncing',
          reenter: true,
          actions: keepDraft,
        },
        'draft.flushed': 'saving',
      },
    },
    saving: {
      entry: 'beginSave',
      invoke: {
        id: 'saveRequest',
        src: 'saveRequest',
        input: ({ context }) => ({ draft: draftOf(context) }),
        onDone: [
          { guard: 'changedDuringSave', target: 'debouncing', actions: 'clearFailures' },
          { guard: 'wasHandedOver', target: 'handedOver', actions: ['clearFailures', 'dropSavedDraft', 'forgetDraft'] },
          { target: 'saved', actions: ['clearFailures', 'dropSavedDraft', 'forgetDraft'] },
        ],
        onError: { target: 'failed', actions: 'countFailure' },
      },
      on: {
        'draft.changed': { actions: [...keepDraft, 'markChangedDuringSave'] },
      },
    },
    saved: {
      on: { 'draft.changed': { target: 'debouncing', actions: keepDraft } },
    },
    // The outbox holds the last save and sends it when it can; the page says "Not sent yet".
    handedOver: {
      on: {
        'draft.changed': { target: 'debouncing', actions: keepDraft },
        'handover.delivered': 'saved',
        'handover.discarded': 'pristine',
      },
    },
    failed: {
      after: { retryDelay: 'saving' },
      on: {
        'save.retried': 'saving',
        // Kept for the next try, which keeps its time: typing does not hammer a server that is down.
        'draft.changed': { actions: keepDraft },
      },
    },
  },
});

export type NoteDraftSnapshot = SnapshotFrom<typeof noteDraftMachine>;
export type NoteDraftActor = ActorRefFrom<typeof noteDraftMachine>;

/** What the page says about saving: nothing yet, waiting for the pause, saving, saved, failed (retrying), or not sent yet (in the outbox). */
export type NoteSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'handedOver';

export interface NoteDraftView {
  status: NoteSaveStatus;
  /** Changes the server has not confirmed yet, or null. */
  unsavedDraft: NoteDraft | null;
  /** Show "Restored changes you had not saved yet". */
  restored: boolean;
  /** Why the last save failed (a catalogue id), or null. */
  errorMessageId: string | null;
}

const statusOf: Record<string, NoteSaveStatus> = {
  pristine: 'idle',
  debouncing: 'pending',
  saving: 'saving',
  saved: 'saved',
  failed: 'failed',
  handedOver: 'handedOver',
};

/** The view-model the note page and the tests read; never the raw snapshot. */
export function selectNoteDraft(snapshot: NoteDraftSnapshot): NoteDraftView {
  const { draft, restored, errorMessageId } = snapshot.context;
  return { status: statusOf[snapshot.value as string]!, unsavedDraft: draft, restored, errorMessageId };
}
