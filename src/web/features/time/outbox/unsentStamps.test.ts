// What the time changes waiting on this device do to the running stamps a screen shows: a start
// adds a stamp running from the tap, a stop takes one out, a reopen puts it back, a stop kept for a
// start still waiting hides that start (and, once it landed, the server's copy of it).
import { describe, expect, it } from 'vitest';
import type { OutboxChange } from '../../../../../machines/outboxMachine';
import type { TimeStamp } from '../../../../contract/types';
import { runningStamps, unsentStamps } from './unsentStamps';

const change = (id: string, method: 'POST' | 'PUT', body: object): OutboxChange => ({
  id,
  userId: 'user00000001',
  queuedAt: '2026-11-28T10:00:05.000Z',
  area: 'time',
  label: { id: 'time.outbox.stampIn' },
  request: { method, path: '/time-stamp', body },
});
const running = (id: string, startTime: string): TimeStamp => ({
  _id: id, name: 'Writing', subGroupId: 'subgrp000001', timeGroupId: 'timegrp00001', startTime, endTime: null, ended: false, date: startTime.slice(0, 10), durationInMs: 0,
});
const server = [running('stamp0000001', '2026-11-28T09:00:00.000Z')];

describe('unsent stamps', () => {
  it('adds a start as running from the moment of the tap, marked, and takes out a stopped stamp', () => {
    const unsent = unsentStamps([
      change('c1', 'POST', { name: 'Email', timeGroupId: 'timegrp00001', startTime: '2026-11-28T10:00:00.000Z' }),
      change('c2', 'PUT', { timeStampId: 'stamp0000001', ended: true, endTime: '2026-11-28T10:00:01.000Z' }),
    ]);
    expect(runningStamps(server, unsent).map((stamp) => [stamp._id, stamp.name, stamp.startTime])).toEqual([['unsent-c1', 'Email', '2026-11-28T10:00:00.000Z']]);
    expect([...unsent.touched].sort()).toEqual(['stamp0000001', 'unsent-c1']);
  });

  it('a reopen after a stop leaves the stamp running; an edit of its start only marks it', () => {
    const unsent = unsentStamps([
      change('c1', 'PUT', { timeStampId: 'stamp0000001', ended: true, endTime: '2026-11-28T10:00:01.000Z' }),
      change('c2', 'PUT', { timeStampId: 'stamp0000001', ended: false }),
      change('c3', 'PUT', { timeStampId: 'stamp0000001', startTime: '2026-11-28T08:00:00.000Z' }),
    ]);
    expect(runningStamps(server, unsent).map((stamp) => stamp._id)).toEqual(['stamp0000001']);
    expect(unsent.touched.has('stamp0000001')).toBe(true);
  });

  it('a stop kept for a waiting start hides it, and hides the server copy once the start landed', () => {
    const stop = { name: 'writing', timeGroupId: 'timegrp00001', startTime: '2026-11-28T10:00:00.000Z', endTime: '2026-11-28T10:30:00.000Z' };
    const waiting = unsentStamps([change('c1', 'POST', { name: 'Writing', timeGroupId: 'timegrp00001', startTime: stop.startTime })], [stop]);
    expect(runningStamps(server, waiting).map((stamp) => stamp._id)).toEqual(['stamp0000001']);
    const landed = unsentStamps([], [stop]);
    expect(runningStamps([...server, running('stamp0000002', stop.startTime)], landed).map((stamp) => stamp._id)).toEqual(['stamp0000001']);
  });
});
