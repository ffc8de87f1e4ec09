import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';
import type { Invalidation } from '../../api/queryClient';
import { useApi } from '../../api/useApi';
import { isQueued } from '../../outbox/queued';
import { useQueueableMutation } from '../../outbox/useQueueableMutation';
import { localIsoDate } from '../../router/localDate';
import { countersChangeLabels as changeLabels, countersArea } from './changeLabels';
import { countersToasts as t } from './toasts';

export type CounterGroup = Schemas['CounterGroup'];
export type CounterWithCounts = Schemas['CounterWithCounts'];
export type CounterEvent = Schemas['CounterEvent'];
export type GoalPeriod = Schemas['CounterGoalPeriod'];
export type HistoryBy = 'day' | 'week';
export interface HistoryPeriod {
  from: string;
  to: string;
  total: number;
}

// Cache keys: openapi-react-query keys a query [method, path, init], so each prefixes every query
// of its path (invalidating one refreshes them all).
const groupsKey = ['get', '/counter-group'] as const;
const historyKey = ['get', '/counter-history'] as const;
const eventsKey = ['get', '/counter-event'] as const;
/** The dashboard shows every counter with a goal. */
const dashboardKey = ['get', '/dashboard'] as const;
/** A change to a group or a counter alters the groups, the history, the events and the dashboard. */
const countersChange: readonly Invalidation[] = [groupsKey, historyKey, eventsKey, dashboardKey];

/** What a route's loader just fetched stays fresh this long, so the screen's mount does not fetch it again. */
const freshAfterLoad = 5_000;

/** The zone the day and week counts are in: the browser's own (an IANA name, e.g. Europe/Stockholm). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The day the counts are for: the user's today in their own zone. */
export const today = () => localIsoDate();

type GroupsBody = { status: true; data: CounterGroup | CounterGroup[] };

/** GET /counter-group?date=&timeZone=: every group, oldest first, with its counters and their day and week counts. */
export function counterGroupsQuery(api: Api, date = today(), timeZone = browserTimeZone()) {
  return api.queryOptions('get', '/counter-group', { params: { query: { date, timeZone } } }, {
    select: (body): CounterGroup[] => {
      if (!Array.isArray(body.data)) throw new Error('expected the counter groups');
      return body.data;
    },
    meta: { failureToast: t.groupsFetchFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /counter-history: a counter's changes summed per day or Monday week, from `from` to `to` in the user's zone. */
export function counterHistoryQuery(api: Api, counterId: string, by: HistoryBy, range: { from: string; to: string }, timeZone = browserTimeZone()) {
  return api.queryOptions('get', '/counter-history', { params: { query: { counterId, by, from: range.from, to: range.to, timeZone } } }, {
    select: (body): HistoryPeriod[] => body.data.periods,
    meta: { failureToast: t.historyFetchFailed },
  });
}

/** GET /counter-event, every page: a counter's changes, oldest first (for the CSV). */
export async function fetchAllCounterEvents(queryClient: QueryClient, api: Api, counterId: string): Promise<CounterEvent[]> {
  const page = (pageNumber: number) =>
    queryClient.fetchQuery({ ...api.queryOptions('get', '/counter-event', { params: { query: { counterId, pageNumber } } }, { meta: { failureToast: t.exportFailed } }), staleTime: 0 });
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: first.data.totalPages - 1 }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((body) => body.data.events).reverse();
}

// Mutations. Each refreshes what it changes (`invalidates`) and shows its toasts; call them as
// openapi-react-query does: `mutate({ body })` or `mutate({ params: { query } })`.

/** POST /counter-group {name}. */
export function useCreateCounterGroup() {
  return useApi().useMutation('post', '/counter-group', {
    meta: { invalidates: [groupsKey], successToast: t.groupAdded, failureToast: t.groupAddFailed },
  });
}

/** PUT /counter-group {counterGroupId, name}: a rename. */
export function useRenameCounterGroup() {
  return useApi().useMutation('put', '/counter-group', {
    meta: { invalidates: countersChange, successToast: t.groupUpdated, failureToast: t.groupUpdateFailed },
  });
}

/** DELETE /counter-group?counterGroupId=: the group with its counters and their events. */
export function useDeleteCounterGroup() {
  return useApi().useMutation('delete', '/counter-group', {
    meta: { invalidates: countersChange, successToast: t.groupDeleted, failureToast: t.groupDeleteFailed },
  });
}

/** POST /counter {name, counterGroupId, step?, goal?, goalPeriod?}. */
export function useCreateCounter() {
  return useApi().useMutation('post', '/counter', {
    meta: { invalidates: countersChange, successToast: t.counterAdded, failureToast: t.counterAddFailed },
  });
}

/** PUT /counter {counterId, name?, step?, goal?, goalPeriod?}. */
export function useUpdateCounter() {
  return useApi().useMutation('put', '/counter', {
    meta: { invalidates: countersChange, successToast: t.counterUpdated, failureToast: t.counterUpdateFailed },
  });
}

/** DELETE /counter?counterId= (asked first). */
export function useDeleteCounter() {
  return useApi().useMutation('delete', '/counter', {
    meta: { invalidates: countersChange, successToast: t.counterDeleted, failureToast: t.counterDeleteFailed },
  });
}

/**
 * Counting and undoing share one queue: they reach the server in the order they were made, so
 * the event an Undo names is the counter's latest (contract: undo takes only the latest).
 */
const countingScope = { id: 'counter-events' };

/** Adds `delta` to a cached counter's value and its day and week counts (a no-op when not cached). */
function shiftCachedCounter(queryClient: QueryClient, counterId: string, shift: { value: number; counts: number }) {
  queryClient.setQueriesData<GroupsBody>({ queryKey: groupsKey }, (body) => {
    if (!body || !Array.isArray(body.data)) return body;
    const groups = body.data.map((group) => ({
      ...group,
      counters: group.counters.map((counter) =>
        counter._id === counterId
          ? { ...counter, value: counter.value + shift.value, dayCount: counter.dayCount + shift.counts, weekCount: counter.weekCount + shift.counts }
          : counter,
      ),
    }));
    return { ...body, data: groups };
  });
}

function cachedValue(queryClient: QueryClient, counterId: string): number | undefined {
  for (const [, body] of queryClient.getQueriesData<GroupsBody>({ queryKey: groupsKey })) {
    if (!body || !Array.isArray(body.data)) continue;
    for (const group of body.data) {
      const found = group.counters.find((counter) => counter._id === counterId);
      if (found) return found.value;
    }
  }
  return undefined;
}

/** The history and the dashboard are out of date: refetched when next shown, not now (a tap must not wait on it). */
function markCountsStale(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: historyKey, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: eventsKey, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: dashboardKey, refetchType: 'none' });
}

function stepOf(queryClient: QueryClient, counterId: string): number {
  for (const [, body] of queryClient.getQueriesData<GroupsBody>({ queryKey: groupsKey })) {
    if (!body || !Array.isArray(body.data)) continue;
    for (const group of body.data) {
      const found = group.counters.find((counter) => counter._id === counterId);
      if (found) return found.step;
    }
  }
  return 1;
}

/** What a tap or a sum of taps changes, and what the outbox list calls it ("Coffee +2"). */
export interface CountVariables {
  name: string;
  /** The counter's step as shown (the cached one), for the label of a tap. */
  step: number;
  body: { counterId: string; direction: 'up' | 'down' } | { counterId: string; delta: number };
  /** The taps are already on screen (a held sum, counting.ts): do not shift the cached counter again. */
  shown?: boolean;
}

const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

/** A counter's change as the outbox keeps it: "Coffee +2", one POST /counter-event with the sum. */
export const countChange = (name: string, counterId: string, delta: number) => ({
  area: countersArea,
  label: { id: changeLabels.count.id, values: { name, delta: signed(delta) } },
  request: { method: 'POST' as const, path: '/counter-event', body: { counterId, delta } },
});

/** The change a tap or sum makes to the value, as the screen knows the step. */
export const deltaOf = ({ step, body }: CountVariables) => ('delta' in body ? body.delta : body.direction === 'down' ? -step : step);

/**
 * POST /counter-event {counterId, direction} (one tap) or {counterId, delta} (a sum of taps made
 * offline), shown at once. The cached counter moves before the call; the server's value replaces
 * it once no other tap of the counter is on its way (so quick taps never flicker back); a failure
 * takes the change back off. Offline the change waits in the outbox and stays on screen.
 */
export function useCountCounter() {
  const queryClient = useQueryClient();
  // Taps of each counter not answered yet: only the last answer may set the value.
  const pending = useRef(new Map<string, number>());
  const settle = (counterId: string) => pending.current.set(counterId, (pending.current.get(counterId) ?? 1) - 1);
  return useQueueableMutation<{ data: { event: CounterEvent; counter: CounterWithCounts } }, CountVariables, { shift: number }>({
    area: countersArea,
    label: (variables) => ({ id: changeLabels.count.id, values: { name: variables.name, delta: signed(deltaOf(variables)) } }),
    request: ({ body }) => ({ method: 'POST', path: '/counter-event', body }),
    scope: countingScope,
    meta: { failureToast: t.countFailed },
    onMutate: async (variables) => {
      const { counterId } = variables.body;
      pending.current.set(counterId, (pending.current.get(counterId) ?? 0) + 1);
      await queryClient.cancelQueries({ queryKey: groupsKey });
      const shift = deltaOf({ ...variables, step: stepOf(queryClient, counterId) });
      if (!variables.shown) shiftCachedCounter(queryClient, counterId, { value: shift, counts: shift });
      return { shift };
    },
    onError: (_error, variables, context) => {
      settle(variables.body.counterId);
      if (context) shiftCachedCounter(queryClient, variables.body.counterId, { value: -context.shift, counts: -context.shift });
    },
    onSuccess: (body, variables, context) => {
      const { counterId } = variables.body;
      settle(counterId);
      if (isQueued(body)) return;
      // The server's step may differ from the cached one (changed elsewhere): its event is the truth.
      const countsOff = body.data.event.delta - (context?.shift ?? 0);
      const isLast = (pending.current.get(counterId) ?? 0) === 0;
      const valueOff = isLast ? body.data.counter.value - (cachedValue(queryClient, counterId) ?? body.data.counter.value) : countsOff;
      if (valueOff !== 0 || countsOff !== 0) shiftCachedCounter(queryClient, counterId, { value: valueOff, counts: countsOff });
      markCountsStale(queryClient);
    },
  });
}

/** Shows taps held back to be summed (counting.ts) on the cached counter. */
export function useShiftCachedCounter() {
  const queryClient = useQueryClient();
  return (counterId: string, delta: number) => shiftCachedCounter(queryClient, counterId, { value: delta, counts: delta });
}

/**
 * DELETE /counter-event?counterEventId=: Undo of the change just made. The server's value replaces
 * the cached one and the change leaves today's and this week's counts (it was made just now).
 */
export function useUndoCount() {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = api.useMutation('delete', '/counter-event', {
    scope: countingScope,
    meta: { successToast: t.undone, failureToast: t.undoFailed },
  });
  const undo = async (event: CounterEvent) => {
    const body = await mutation.mutateAsync({ params: { query: { counterEventId: event._id } } });
    const valueOff = body.data.value - (cachedValue(queryClient, event.counterId) ?? body.data.value);
    shiftCachedCounter(queryClient, event.counterId, { value: valueOff, counts: -event.delta });
    markCountsStale(queryClient);
    return body.data;
  };
  return { undo, isPending: mutation.isPending };
}
