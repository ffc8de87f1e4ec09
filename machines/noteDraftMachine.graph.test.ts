// Proves, from the machine's own graph, that every resting state of a note's quiet autosave is
// reachable, that a walk of every transition in the model behaves the same on the real actor (its
// save stubbed with a promise the walk settles when the model says `xstate.done.actor.*` or
// `xstate.error.actor.*`, its pause and retry delays elapsed on fake timers), and that the walk
// cannot shrink unnoticed: it covers every edge of the adjacency map and every transition the
// machine defines.
import { vi } from 'vitest';
import { valueToPath } from './graphWalk.testing';
import { describeModelWalk, type WalkTraversal } from './modelWalk.testing';
import { longestRetryDelay, noteDraftMachine, quietPause, selectNoteDraft, type NoteDraft, type NoteDraftEvent, type NoteDraftInput, type NoteDraftSnapshot } from './noteDraftMachine';

// The walk's fake timers must leave setImmediate real: the stubbed save settles through it.
vi.setConfig({ fakeTimers: { toFake: ['setTimeout', 'clearTimeout'] } });

const event = (type: string, payload: object = {}) => ({ type, ...payload }) as unknown as NoteDraftEvent;

// The delayed transitions are events in the graph; the walk turns them into elapsed time. The
// retry waits longer after each failure, so the walk lets the longest wait pass.
const afterPause = event('xstate.after.quietPause.noteDraft.debouncing');
const afterRetryDelay = event('xstate.after.retryDelay.noteDraft.failed');

const draft: NoteDraft = { name: 'Monday', secondName: '', answers: { question0001: 7 }, entries: [{ key: 'k1', text: 'Slept well', contextIds: [] }] };

const traversal: WalkTraversal<NoteDraftSnapshot, NoteDraftEvent, NoteDraftInput> = {
  input: { restored: null },
  events: (snapshot) => {
    const state = valueToPath(snapshot.value);
    return [
      { type: 'draft.changed', draft },
      { type: 'draft.flushed' },
      { type: 'save.retried' },
      { type: 'restored.dismissed' },
      { type: 'handover.delivered' },
      { type: 'handover.discarded' },
      // Time is not an event one can send anywhere: each delay exists only in its own state.
      ...(state === 'debouncing' ? [afterPause] : []),
      ...(state === 'failed' ? [afterRetryDelay] : []),
      // A save can only settle while it runs.
      ...(state === 'saving'
        ? [
            event('xstate.done.actor.saveRequest', { output: { handedOver: false } }),
            // Offline, or no answer: the app's outbox took the save.
            event('xstate.done.actor.saveRequest', { output: { handedOver: true } }),
            event('xstate.error.actor.saveRequest', { error: new Error('refused') }),
          ]
        : []),
    ];
  },
  // Failures count without end; whether there is a draft, a queued change or an error is what matters.
  serializeState: (snapshot) => {
    const { draft: unsaved, changedDuringSave, errorMessageId, restored } = snapshot.context;
    return JSON.stringify([snapshot.value, unsaved !== null, changedDuringSave, errorMessageId, restored]);
  },
};

describeModelWalk({
  name: 'note draft machine',
  machine: noteDraftMachine,
  traversal,
  restingStates: ['debouncing', 'failed', 'handedOver', 'pristine', 'saved', 'saving'],
  actions: { storeDraft: () => {}, forgetDraft: () => {} },
  actors: ['saveRequest'],
  delays: { [afterPause.type]: quietPause, [afterRetryDelay.type]: longestRetryDelay },
  visible: (snapshot) => selectNoteDraft(snapshot),
  notWalked: {
    'noteDraft.starting:always:0': 'the start with a draft restored from the device is pinned in noteDraftMachine.test.ts',
    'noteDraft.starting:always:1': "the start with the note's save waiting in the outbox is pinned in noteDraftMachine.test.ts",
  },
});
