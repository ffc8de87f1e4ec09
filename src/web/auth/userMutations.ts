import type { PreferencesChange, RequestBody } from '../../contract/types';
import { currentUser, type MutationMeta } from '../api/queryClient';
import { useApi } from '../api/useApi';
import { useCurrentUser } from './AuthProvider';

/** What PUT /auth/user/{id} takes: preferences, or the account password with a new one or an extra password. */
export type UserChange = RequestBody<'updateUser'>;

type ToastMeta = Pick<MutationMeta, 'failureToast' | 'successToast'>;

/**
 * PUT /auth/user/{id} for the signed-in user. Every change refreshes the user from the server
 * (`invalidates: [currentUser]`), which is how the auth machine, the one copy of the user, learns
 * of it: the sidebar's Passwords link, the settings screens, the theme and the language follow.
 * `meta` adds spec §8's toasts; a failure's `error` is an ApiCallError (errorMessages.ts explains it).
 */
export function useUpdateUser(meta: ToastMeta = {}) {
  const id = useCurrentUser()?._id ?? '';
  const { mutate, mutateAsync, ...state } = useApi().useMutation('put', '/auth/user/{id}', {
    meta: { ...meta, invalidates: [currentUser] },
  });
  const init = (body: UserChange) => ({ params: { path: { id } }, body });
  return {
    ...state,
    // Signed out (a visitor's theme switch) there is no account to save to.
    mutate: (body: UserChange) => {
      if (id) mutate(init(body));
    },
    /** Resolves once the user has been refreshed; rejects with the ApiCallError. */
    mutateAsync: (body: UserChange) => (id ? mutateAsync(init(body)) : Promise.reject(new Error('Not signed in'))),
  };
}

/** Saves preferences (`{theme: 'dark'}`, `{language: 2}`, `{linkOrder: [...]}`) to the account (spec §7). */
export function useSavePreferences(meta: ToastMeta = {}) {
  const { mutate, mutateAsync, ...state } = useUpdateUser(meta);
  return {
    ...state,
    mutate: (preferences: PreferencesChange) => mutate({ preferences }),
    mutateAsync: (preferences: PreferencesChange) => mutateAsync({ preferences }),
  };
}
