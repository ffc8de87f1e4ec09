import type { Goal, Schemas, Tag } from '../../../../contract/types';
import type { Api } from '../../../api/api';
import { useApi } from '../../../api/useApi';
import { browserTimeZone, localDate, type DayInZone } from '../queries';
import { adminToasts as t } from './messages';

// The time tracker admin's own calls: tags (to put on a group), goals, and the notes collections
// (to choose the one the time groups keep their notes in). The groups, sub groups and stamps, and
// their changes, are the area's (../queries.ts).

export type NotesCollection = Schemas['NotesCollection'];

/** Every GET /goal query. */
export const goalsKey = ['get', '/goal'] as const;
/** Every GET /tag query. */
export const tagsKey = ['get', '/tag'] as const;
/** Every GET /notes-collection query. */
export const notesCollectionsKey = ['get', '/notes-collection'] as const;

/** GET /tag: the user's tags by title (managed at /settings/tags). A failure is the screen's to show. */
export function tagsQuery(api: Api) {
  return api.queryOptions('get', '/tag', undefined, { select: (body): Tag[] => body.data });
}

/**
 * GET /notes-collection without a query: every notes collection of the user, oldest first (as the
 * notes area lists them). A failure is the notes section's to show.
 */
export function notesCollectionsQuery(api: Api) {
  return api.queryOptions('get', '/notes-collection', undefined, {
    select: (body): NotesCollection[] => (Array.isArray(body.data) ? body.data : [body.data]),
  });
}

/** Whose goals: one time group's or one sub group's. */
export type GoalOwner = { timeGroupId: string; subGroupId?: undefined } | { subGroupId: string; timeGroupId?: undefined };

/**
 * GET /goal for a time group (its own goals and its sub groups') or a sub group, each with its
 * progress in the period that holds `date` in the browser's zone. A failure is the screen's to show.
 */
export function goalsQuery(api: Api, owner: GoalOwner, { date = localDate(), timeZone = browserTimeZone() }: DayInZone = {}) {
  return api.queryOptions('get', '/goal', { params: { query: { ...owner, date, timeZone } } }, { select: (body): Goal[] => body.data });
}

/** POST /goal {timeGroupId, subGroupId?, period, comparison, targetMs}. */
export function useCreateGoal() {
  return useApi().useMutation('post', '/goal', {
    meta: { invalidates: [goalsKey], successToast: t.goalAdded, failureToast: t.goalAddFailed },
  });
}

/** PUT /goal {goalId, …changes}. */
export function useUpdateGoal() {
  return useApi().useMutation('put', '/goal', {
    meta: { invalidates: [goalsKey], successToast: t.goalUpdated, failureToast: t.goalUpdateFailed },
  });
}

/** DELETE /goal?goalId=. */
export function useDeleteGoal() {
  return useApi().useMutation('delete', '/goal', {
    meta: { invalidates: [goalsKey], successToast: t.goalDeleted, failureToast: t.goalDeleteFailed },
  });
}
