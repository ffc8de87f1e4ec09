// Proves, from the machine's own graph, that every resting state of a stamp's life is reachable,
// that a walk of every transition in the model behaves the same on the real actor (its requests
// stubbed with promises the walk settles when the model says `xstate.done.actor.*` or
// `xstate.error.actor.*`), and that the walk cannot shrink unnoticed: it covers every edge of the
// adjacency map and every transition the machine defines, the stores' refreshes in every state
// included.
import { valueToPath } from './graphWalk.testing';
import { describeModelWalk, type WalkTraversal } from './modelWalk.testing';
import { selectTimeStamp, timeStampMachine, type TimeStamp, type TimeStampEvent, type TimeStampInput, type TimeStampSnapshot } from './timeStampMachine';

const event = (type: string, payload: object) => ({ type, ...payload }) as unknown as TimeStampEvent;
const explained = (messageId: string) => Object.assign(new Error('refused'), { messageId });

const base = { _id: 'stamp0000001', name: 'Writing', subGroupId: 'subgrp000001', timeGroupId: 'timegrp00001', date: '2026-11-23' };
const active: TimeStamp = { ...base, startTime: '2026-11-23T08:00:00.000Z', endTime: null, ended: false, durationInMs: 0 };
const ended: TimeStamp = { ...base, startTime: '2026-11-23T08:00:00.000Z', endTime: '2026-11-23T09:00:00.000Z', ended: true, durationInMs: 3_600_000 };

const outcomes: Record<string, TimeStampEvent[]> = {
  stampingIn: [event('xstate.done.actor.startRequest', { output: active }), event('xstate.error.actor.startRequest', { error: new Error('offline') })],
  stopping: [event('xstate.done.actor.updateRequest', { output: ended }), event('xstate.error.actor.updateRequest', { error: explained('api.errors.endBeforeStart') })],
  reopening: [event('xstate.done.actor.updateRequest', { output: active }), event('xstate.error.actor.updateRequest', { error: new Error('offline') })],
  saving: [
    event('xstate.done.actor.updateRequest', { output: active }),
    event('xstate.done.actor.updateRequest', { output: ended }),
    event('xstate.error.actor.updateRequest', { error: new Error('offline') }),
  ],
  deleting: [event('xstate.done.actor.deleteRequest', { output: undefined }), event('xstate.error.actor.deleteRequest', { error: new Error('offline') })],
};

const traversal: WalkTraversal<TimeStampSnapshot, TimeStampEvent, TimeStampInput> = {
  input: { target: { name: 'Writing', timeGroupId: 'timegrp00001' }, stamp: null },
  events: (snapshot) => [
    { type: 'stamp.started' },
    { type: 'stamp.stopped' },
    { type: 'stamp.reopened' },
    { type: 'stamp.edited', endTime: '2026-11-23T09:30:00.000Z' },
    { type: 'stamp.deleted' },
    // The stores refreshed: the stamp gone, running or ended as the server has it now.
    { type: 'stamp.refreshed', stamp: null },
    { type: 'stamp.refreshed', stamp: active },
    { type: 'stamp.refreshed', stamp: ended },
    // A request can only settle while it runs.
    ...(outcomes[valueToPath(snapshot.value)] ?? []),
  ],
  serializeState: (snapshot) => {
    const { stamp, errorMessageId } = snapshot.context;
    return JSON.stringify([snapshot.value, stamp === null ? null : stamp.ended, errorMessageId]);
  },
  serializeEvent: (event) => {
    if (event.type === 'stamp.refreshed') return `stamp.refreshed:${event.stamp === null ? 'gone' : event.stamp.ended ? 'ended' : 'active'}`;
    const output = (event as { output?: TimeStamp }).output;
    return output ? `${event.type}:${output.ended ? 'ended' : 'active'}` : event.type;
  },
};

describeModelWalk({
  name: 'time stamp machine',
  machine: timeStampMachine,
  traversal,
  restingStates: ['active', 'deleting', 'ended', 'idle', 'reopening', 'saving', 'stampingIn', 'stopping'],
  actions: { stampsChanged: () => {}, activeStampsChanged: () => {}, notify: () => {} },
  actors: ['startRequest', 'updateRequest', 'deleteRequest'],
  visible: (snapshot) => selectTimeStamp(snapshot),
  notWalked: {
    'timeStamp.starting:always:1': 'the start with an active stamp is pinned in timeStampMachine.test.ts',
    'timeStamp.starting:always:2': 'the start with an ended stamp is pinned in timeStampMachine.test.ts',
  },
});
