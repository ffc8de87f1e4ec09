import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Schemas } from '../../../contract/types';
import type { Api } from '../../api/api';
import type { Invalidation } from '../../api/queryClient';
import { useApi } from '../../api/useApi';
import { useToast } from '../../shell/ToastProvider';
import { passwordToasts } from './toasts';

export type PasswordEntry = Schemas['PasswordEntry'];
export type PasswordGroup = Schemas['PasswordGroup'];

// Cache keys: openapi-react-query keys a query [method, path, init], so each prefixes every query
// of its path. The cache holds what the server sent: ciphertext, never an opened secret.
/** Every GET /password query (one entry, a search, a group's entries). */
export const passwordsKey = ['get', '/password'] as const;
/** GET /password-group (the groups with their counts). */
export const passwordGroupsKey = ['get', '/password-group'] as const;
/** An entry change alters the lists, the searches and the groups' counts. */
const entryChange: readonly Invalidation[] = [passwordsKey, passwordGroupsKey];

/**
 * A read the route's loader just made stays fresh this long, so the screen's mount does not fetch
 * it again; a change still refreshes it at once (invalidation ignores this).
 */
const freshAfterLoad = 5_000;

const asList = <T,>(data: T | T[]): T[] => (Array.isArray(data) ? data : [data]);
const asOne = <T,>(data: T | T[]): T => {
  if (Array.isArray(data)) throw new Error('expected one entry, got a list');
  return data;
};

/** GET /password-group: every group by name with its count; 'Could not fetch password groups'. */
export function passwordGroupsQuery(api: Api) {
  return api.queryOptions('get', '/password-group', undefined, {
    select: (body): PasswordGroup[] => body.data,
    meta: { failureToast: passwordToasts.groupsFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /password?groupId=: one group's entries by name (sealed); 'Could not get passwords.'. */
export function groupEntriesQuery(api: Api, groupId: string) {
  return api.queryOptions('get', '/password', { params: { query: { groupId } } }, {
    select: (body) => asList(body.data),
    meta: { failureToast: passwordToasts.listFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /password?name=: the entries whose name contains `name`, ignoring case (spec §3: the search key). */
export function passwordSearchQuery(api: Api, name: string) {
  return api.queryOptions('get', '/password', { params: { query: { name } } }, {
    select: (body) => asList(body.data),
    meta: { failureToast: passwordToasts.listFailed },
    staleTime: freshAfterLoad,
  });
}

/** GET /password?passwordId=: one entry (sealed); 'Could not get password.'. */
export function passwordQuery(api: Api, passwordId: string) {
  return api.queryOptions('get', '/password', { params: { query: { passwordId } } }, {
    select: (body) => asOne(body.data),
    meta: { failureToast: passwordToasts.getFailed },
    staleTime: freshAfterLoad,
  });
}

// Mutations. The caller seals the secrets first (sealEntry.ts); these only send and refresh.

/** POST /password {sealed entry}: 'Added password.' / 'Could not add password.'. */
export function useCreatePassword() {
  return useApi().useMutation('post', '/password', {
    meta: { invalidates: entryChange, successToast: passwordToasts.added, failureToast: passwordToasts.addFailed },
  });
}

/** PUT /password {_id, changed fields}: 'Updated password.' / 'Could not update password.'. */
export function useUpdatePassword() {
  return useApi().useMutation('put', '/password', {
    meta: { invalidates: entryChange, successToast: passwordToasts.updated, failureToast: passwordToasts.updateFailed },
  });
}

/**
 * DELETE /password {data: id}: info 'Password deleted.' (spec §8 names it info) / 'Could not
 * delete password.'. Every list and search refreshes, but not the deleted entry's own query: the
 * page still showing it would refetch a 404 and say 'Could not get password.' as it leaves.
 */
export function useDeletePassword() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useApi().useMutation('delete', '/password', {
    meta: { invalidates: [passwordGroupsKey], failureToast: passwordToasts.deleteFailed },
    onSuccess: async (_data, { body }) => {
      await queryClient.invalidateQueries({ queryKey: passwordsKey, predicate: (query) => !isEntryQuery(query.queryKey, body.data) });
      // The cache's success toasts are of kind success; this one is info.
      toast.show(passwordToasts.deleted, { kind: 'info' });
    },
  });
}

/** Whether a cache key is GET /password?passwordId=`passwordId`. */
export function isEntryQuery(queryKey: QueryKey, passwordId: string): boolean {
  const init = queryKey[2] as { params?: { query?: { passwordId?: string } } } | undefined;
  return queryKey[0] === 'get' && queryKey[1] === '/password' && init?.params?.query?.passwordId === passwordId;
}

/** POST /password-group {name}: info 'Added password group.' / 'Could not add password group.'. */
export function useCreatePasswordGroup() {
  const toast = useToast();
  return useApi().useMutation('post', '/password-group', {
    meta: { invalidates: [passwordGroupsKey], failureToast: passwordToasts.groupAddFailed },
    onSuccess: () => toast.show(passwordToasts.groupAdded, { kind: 'info' }),
  });
}

/** PUT /password-group {_id, name}: rename (the addition; its toasts are ours). */
export function useRenamePasswordGroup() {
  return useApi().useMutation('put', '/password-group', {
    meta: { invalidates: [passwordGroupsKey], successToast: passwordToasts.groupRenamed, failureToast: passwordToasts.groupRenameFailed },
  });
}

/** DELETE /password-group {data, entries?, moveTo?}: with its entries deleted or moved. */
export function useDeletePasswordGroup() {
  return useApi().useMutation('delete', '/password-group', {
    meta: { invalidates: entryChange, successToast: passwordToasts.groupDeleted, failureToast: passwordToasts.groupDeleteFailed },
  });
}
