import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../../../api/api';
import type { Invalidation } from '../../../api/queryClient';
import { useApi } from '../../../api/useApi';

// The import and export's own reads, fetched when the user acts (not when the page opens): every
// entry (sealed) and group, and the vault's key derivation. The cache holds what the server sent.

const asList = <T,>(data: T | T[]): T[] => (Array.isArray(data) ? data : [data]);

/** GET /password: every entry, sealed (duplicates are looked for and exports made from these). */
export function allPasswordsQuery(api: Api) {
  return api.queryOptions('get', '/password');
}

/** GET /password-group: every group with its count. */
export function allPasswordGroupsQuery(api: Api) {
  return api.queryOptions('get', '/password-group');
}

/** GET /auth/extra-password: the extra password's key derivation and the wrapped vault key. */
export function vaultQuery(api: Api) {
  return api.queryOptions('get', '/auth/extra-password');
}

/** The vault as the server holds it now (fetched when the user acts, so never older than the click). */
export async function fetchVaultContents(queryClient: QueryClient, api: Api) {
  const [passwords, groups] = await Promise.all([queryClient.fetchQuery(allPasswordsQuery(api)), queryClient.fetchQuery(allPasswordGroupsQuery(api))]);
  return { passwords: asList(passwords.data), groups: groups.data };
}

/** The extra password's key derivation and the wrapped vault key, as the server holds them now. */
export async function fetchVault(queryClient: QueryClient, api: Api) {
  return (await queryClient.fetchQuery(vaultQuery(api))).data;
}

/** What an import makes stale: every list, search and count of entries and groups. */
export const importInvalidates: readonly Invalidation[] = [
  ['get', '/password'],
  ['get', '/password-group'],
  ['get', '/password-shallow'],
];

/**
 * POST /password-import {groups, passwords}: one transaction, all or nothing. No toast from the
 * cache: the section says how many were imported, or why nothing was, itself.
 */
export function useImportPasswords() {
  return useApi().useMutation('post', '/password-import', { meta: { invalidates: importInvalidates } });
}
