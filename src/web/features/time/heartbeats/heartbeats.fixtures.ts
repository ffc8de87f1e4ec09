import type { Heartbeat } from './heartbeatQueries';
import type { SubGroupChoice } from './HeartbeatForm';

/** Stories' data: two time groups' sub groups, and two heartbeat URLs (one never used, one whose sub group is gone). */
export const storySubGroups: SubGroupChoice[] = [
  { _id: 'sub000000002', name: 'Reading', timeGroupName: 'Home' },
  { _id: 'sub000000001', name: 'Coding', timeGroupName: 'Work' },
  { _id: 'sub000000003', name: 'Meetings', timeGroupName: 'Work' },
];

export const storyHeartbeats: Heartbeat[] = [
  {
    _id: 'hb0000000001',
    name: 'Editor on the laptop',
    subGroupId: 'sub000000001',
    subGroupName: 'Coding',
    timeGroupId: 'grp000000001',
    timeGroupName: 'Work',
    key: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    timeoutSeconds: 900,
    timeZone: 'Europe/Stockholm',
    lastBeatAt: '2026-11-23T12:34:56.000Z',
    createdAt: '2026-11-20T08:00:00.000Z',
  },
  {
    _id: 'hb0000000002',
    name: 'Orphan',
    subGroupId: null,
    subGroupName: null,
    timeGroupId: null,
    timeGroupName: null,
    key: 'ZyXwVuTsRqPoNmLkJiHgFeDcBa543210',
    timeoutSeconds: 30,
    timeZone: 'UTC',
    lastBeatAt: null,
    createdAt: '2026-11-21T08:00:00.000Z',
  },
];
