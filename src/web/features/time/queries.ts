import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { defineMessages } from 'react-intl';
import type { ShallowTimeGroup, SubGroup, TimeGroup, TimeStamp, TimeStampPage } from '../../../contract/types';
import type { Api } from '../../api/api';
import type { Invalidation } from '../../api/queryClient';
import { useApi } from '../../api/useApi';
import { useQueueableMutation } from '../../outbox/useQueueableMutation';
import { startOptimistically, stopOptimistically } from './outbox/optimisticStamps';
import { startStampQueueable, stopStampQueueable, type StartStampBody, type StopStampBody } from './outbox/stampRequests';
import { timeStampMessages } from './toasts';

/** What a stamp's change answers: the stamp after it. */
export interface TimeStampAnswer {
  status: true;
  data: TimeStamp;
}

/**
 * Spec §8's time toasts that the cache shows for these calls. A failed read of time groups or
 * stamps is the screen's to show (spec §8's alert 'Failed getting time groups', with a retry), not
 * a toast as well.
 */
export const timeQueryMessages = defineMessages({
  subGroupsFailed: { id: 'time.queries.subGroupsFailed', defaultMessage: 'Something went wrong when fetching sub groups.' },
  timeGroupAdded: { id: 'time.queries.timeGroupAdded', defaultMessage: 'Added time-group' },
  timeGroupAddFailed: { id: 'time.queries.timeGroupAddFailed', defaultMessage: 'Could not add time-group' },
  timeGroupUpdated: { id: 'time.queries.timeGroupUpdated', defaultMessage: 'Updated time-group' },
  timeGroupUpdateFailed: { id: 'time.queries.timeGroupUpdateFailed', defaultMessage: 'Could not update time-group' },
  timeGroupDeleted: { id: 'time.queries.timeGroupDeleted', defaultMessage: 'Deleted time-group' },
  timeGroupDeleteFailed: { id: 'time.queries.timeGroupDeleteFailed', defaultMessage: 'Could not delete time-group' },
  subGroupAdded: { id: 'time.queries.subGroupAdded', defaultMessage: 'Added sub-group' },
  subGroupAddFailed: { id: 'time.queries.subGroupAddFailed', defaultMessage: 'Could not add sub-group' },
  subGroupUpdated: { id: 'time.queries.subGroupUpdated', defaultMessage: 'Updated sub-group' },
  subGroupUpdateFailed: { id: 'time.queries.subGroupUpdateFailed', defaultMessage: 'Something went wrong when updating sub-group.' },
  subGroupMoved: { id: 'time.queries.subGroupMoved', defaultMessage: 'Moved and deleted sub-group' },
  subGroupMoveFailed: { id: 'time.queries.subGroupMoveFailed', defaultMessage: 'Something went wrong when moving sub-group.' },
  subGroupDeleted: { id: 'time.queries.subGroupDeleted', defaultMessage: 'Deleted sub-group' },
  subGroupDeleteFailed: { id: 'time.queries.subGroupDeleteFailed', defaultMessage: 'Could not delete sub-group' },
  stampInFailed: { id: 'time.queries.stampInFailed', defaultMessage: 'Could not stamp in' },
  stampOutFailed: { id: 'time.queries.stampOutFailed', defaultMessage: 'Could not stamp out' },
});

// Cache keys: openapi-react-query keys a query [method, path, init], so each of these prefixes
// every query of its path (invalidating one refreshes them all).
/** Every GET /time-group query (all groups, shallow, one group). */
export const timeGroupsKey = ['get', '/time-group'] as const;
/** Every GET /sub-group query. */
export const subGroupsKey = ['get', '/sub-group'] as const;
/** Every GET /time-stamp query (active, by date, by sub group, by id). */
export const timeStampsKey = ['get', '/time-stamp'] as const;
/** GET /time-stamp?active=true alone (spec §4: a reopen refetches the active stamps). */
export const activeStampsKey = ['get', '/time-stamp', { params: { query: { active: true } } }] as const;
/**
 * What any stamp, sub group or group change makes stale (spec §4, "stores refresh after each
 * change"): the groups' totals, the sub groups' active stamps, the stamps, and the totals and
 * goal progress other parts of the area read (their queries need not exist for this to work).
 */
export const timeChangeInvalidates: readonly Invalidation[] = [
  timeGroupsKey,
  subGroupsKey,
  timeStampsKey,
  ['get', '/time-total'],
  ['get', '/goal'],
];

/** The browser's IANA time zone (the server counts the periods in it). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A local calendar day as the API takes it (YYYY-MM-DD); today by default. */
export function localDate(at: Date = new Date()): string {
  return format(at, 'yyyy-MM-dd');
}

/** The day and zone the period totals are counted for. */
export interface DayInZone {
  /** YYYY-MM-DD; today by default. */
  date?: string;
  /** IANA zone; the browser's by default. */
  timeZone?: string;
}

const dayInZone = ({ date = localDate(), timeZone = browserTimeZone() }: DayInZone = {}) => ({ date, timeZone });

const asList = <T,>(data: T | T[]): T[] => (Array.isArray(data) ? data : [data]);
const asOne = <T,>(data: T | T[]): T => {
  if (Array.isArray(data)) throw new Error('expected one item, got a list');
  return data;
};
const asPage = (data: TimeStamp | TimeStampPage): TimeStampPage => {
  if (!('timeStamps' in data)) throw new Error('expected a page of stamps, got one stamp');
  return data;
};

/** GET /time-group?date=&timeZone=: every group with its period totals, usage, tags and active stamp. */
export function timeGroupsQuery(api: Api, day?: DayInZone) {
  return api.queryOptions('get', '/time-group', { params: { query: dayInZone(day) } }, {
    select: (body) => asList(body.data) as TimeGroup[],
  });
}

/** GET /time-group?shallow=true: every group's id and name (pickers). */
export function shallowTimeGroupsQuery(api: Api) {
  return api.queryOptions('get', '/time-group', { params: { query: { shallow: true } } }, {
    select: (body) => asList(body.data) as ShallowTimeGroup[],
  });
}

/** GET /time-group?timeGroupId=: one group with its totals and its `subGroups`. */
export function timeGroupQuery(api: Api, timeGroupId: string, day?: DayInZone) {
  return api.queryOptions('get', '/time-group', { params: { query: { timeGroupId, ...dayInZone(day) } } }, {
    select: (body) => asOne(body.data) as TimeGroup,
  });
}

/** GET /sub-group (all of the user's) or ?timeGroupId= (one group's). */
export function subGroupsQuery(api: Api, timeGroupId?: string) {
  return api.queryOptions('get', '/sub-group', { params: { query: timeGroupId ? { timeGroupId } : {} } }, {
    select: (body) => asList(body.data),
    meta: { failureToast: timeQueryMessages.subGroupsFailed },
  });
}

/** GET /sub-group?subGroupId=: one sub group (with its active stamp). */
export function subGroupQuery(api: Api, subGroupId: string) {
  return api.queryOptions('get', '/sub-group', { params: { query: { subGroupId } } }, {
    select: (body) => asOne(body.data) as SubGroup,
    meta: { failureToast: timeQueryMessages.subGroupsFailed },
  });
}

/** GET /time-stamp?active=true: every running stamp. The key is `activeStampsKey`. */
export function activeStampsQuery(api: Api) {
  return api.queryOptions('get', '/time-stamp', { params: { query: { active: true } } }, {
    select: (body) => asPage(body.data).timeStamps,
  });
}

/** GET /time-stamp?date=&timeZone=: the stamps that overlap a local day. */
export function stampsOnDateQuery(api: Api, day?: DayInZone) {
  return api.queryOptions('get', '/time-stamp', { params: { query: dayInZone(day) } }, {
    select: (body) => asPage(body.data).timeStamps,
  });
}

/** GET /time-stamp?subGroupId=&pageNumber=: a sub group's stamps, latest first, 50 a page, with `totalPages`. */
export function subGroupStampsQuery(api: Api, subGroupId: string, pageNumber = 1) {
  return api.queryOptions('get', '/time-stamp', { params: { query: { subGroupId, pageNumber } } }, {
    select: (body) => asPage(body.data),
  });
}

/** GET /time-stamp?timeStampId=: one stamp. */
export function timeStampQuery(api: Api, timeStampId: string) {
  return api.queryOptions('get', '/time-stamp', { params: { query: { timeStampId } } }, {
    select: (body) => {
      const data = body.data;
      if ('timeStamps' in data) throw new Error('expected one stamp, got a page');
      return data;
    },
  });
}

// Mutations. Each refreshes what it changes (`invalidates`) and shows spec §8's toasts; call
// them as openapi-react-query does: `mutate({ body })` or `mutate({ params: { query } })`.

/** POST /time-group {name}: 'Added time-group' / 'Could not add time-group'. */
export function useCreateTimeGroup() {
  return useApi().useMutation('post', '/time-group', {
    meta: { invalidates: [timeGroupsKey], successToast: timeQueryMessages.timeGroupAdded, failureToast: timeQueryMessages.timeGroupAddFailed },
  });
}

/** PUT /time-group {groupId, name}: 'Updated time-group'. */
export function useUpdateTimeGroup() {
  return useApi().useMutation('put', '/time-group', {
    meta: { invalidates: timeChangeInvalidates, successToast: timeQueryMessages.timeGroupUpdated, failureToast: timeQueryMessages.timeGroupUpdateFailed },
  });
}

/** DELETE /time-group?timeGroupId=: with its sub groups and stamps. */
export function useDeleteTimeGroup() {
  return useApi().useMutation('delete', '/time-group', {
    meta: { invalidates: timeChangeInvalidates, successToast: timeQueryMessages.timeGroupDeleted, failureToast: timeQueryMessages.timeGroupDeleteFailed },
  });
}

/** POST /sub-group {name, timeGroupId}. */
export function useCreateSubGroup() {
  return useApi().useMutation('post', '/sub-group', {
    meta: { invalidates: [subGroupsKey, timeGroupsKey], successToast: timeQueryMessages.subGroupAdded, failureToast: timeQueryMessages.subGroupAddFailed },
  });
}

/** PUT /sub-group {subGroupId, name}: rename; 'Updated sub-group' / 'Something went wrong when updating sub-group.'. */
export function useRenameSubGroup() {
  return useApi().useMutation('put', '/sub-group', {
    meta: { invalidates: timeChangeInvalidates, successToast: timeQueryMessages.subGroupUpdated, failureToast: timeQueryMessages.subGroupUpdateFailed },
  });
}

/**
 * PUT /sub-group {moveSubGroup: true, subGroupId, newSubGroupId}: its stamps into another sub
 * group, then it is deleted; 'Moved and deleted sub-group' / 'Something went wrong when moving sub-group.'.
 */
export function useMoveSubGroup() {
  return useApi().useMutation('put', '/sub-group', {
    meta: { invalidates: timeChangeInvalidates, successToast: timeQueryMessages.subGroupMoved, failureToast: timeQueryMessages.subGroupMoveFailed },
  });
}

/** DELETE /sub-group?subGroupId=: with its stamps. */
export function useDeleteSubGroup() {
  return useApi().useMutation('delete', '/sub-group', {
    meta: { invalidates: timeChangeInvalidates, successToast: timeQueryMessages.subGroupDeleted, failureToast: timeQueryMessages.subGroupDeleteFailed },
  });
}

/**
 * POST /time-stamp {name, timeGroupId, subGroupId?, startTime, timeZone}: stamp in (the sub group
 * called `name` is created when missing), queued when offline (the start is the tap's moment). No
 * success toast: the ticking clock says it.
 */
export function useStartStamp() {
  const queryClient = useQueryClient();
  return useQueueableMutation<TimeStampAnswer, { body: StartStampBody }, () => void>({
    ...startStampQueueable,
    onMutate: ({ body }) => startOptimistically(queryClient, body),
    onError: (_error, _variables, undo) => undo?.(),
    meta: { invalidates: timeChangeInvalidates, failureToast: timeQueryMessages.stampInFailed },
  });
}

/**
 * PUT /time-stamp {timeStampId, ended: true, endTime}: stamp out at the tap's moment, queued when
 * offline. No success toast: the stopped clock says it.
 */
export function useStopStamp() {
  const queryClient = useQueryClient();
  return useQueueableMutation<TimeStampAnswer, { stop: StopStampBody; name: string }, () => void>({
    ...stopStampQueueable,
    onMutate: ({ stop }) => stopOptimistically(queryClient, stop.timeStampId),
    onError: (_error, _variables, undo) => undo?.(),
    meta: { invalidates: timeChangeInvalidates, failureToast: timeQueryMessages.stampOutFailed },
  });
}

/** PUT /time-stamp {timeStampId, startTime?, endTime?, ended?}: 'Updated time-stamp'. */
export function useUpdateStamp() {
  return useApi().useMutation('put', '/time-stamp', {
    meta: { invalidates: timeChangeInvalidates, successToast: timeStampMessages.updated, failureToast: timeStampMessages.failed },
  });
}

/** DELETE /time-stamp?timeStampId=: 'Deleted time-stamp' / 'Could not delete time stamps'. */
export function useDeleteStamp() {
  return useApi().useMutation('delete', '/time-stamp', {
    meta: { invalidates: timeChangeInvalidates, successToast: timeStampMessages.deleted, failureToast: timeStampMessages.deleteFailed },
  });
}
