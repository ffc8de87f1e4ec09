import { errorCodeOf } from '../../../api/errorMessages';
import type { CommandServices } from '../../../commandDefinition';
import { passwordGroupsQuery, passwordQuery, type PasswordEntry } from '../queries';
import type { PasswordSummary } from './keptResults';

// The command line's reads. It says a failure on its own line, so the screens' toasts stay out
// (`meta: {}`), and answers at once rather than after a retry's delay.
const asCommand = { meta: {}, retry: false } as const;

/**
 * GET /password-shallow: the entries whose name contains `name` (ignoring case), or every entry
 * without it: ids, names and groups, nothing sealed, sorted by name.
 */
export async function readSummaries(services: CommandServices, name?: string): Promise<PasswordSummary[]> {
  const { queryClient, api } = await services.serverData();
  const query = api.queryOptions('get', '/password-shallow', name === undefined ? {} : { params: { query: { name } } }, { ...asCommand, select: (body) => body.data });
  return queryClient.query(query);
}

/** The groups' names by id, from the groups the vault's screens read (cached); empty when they cannot be read. */
export async function readGroupNames(services: CommandServices): Promise<ReadonlyMap<string, string>> {
  const { queryClient, api } = await services.serverData();
  try {
    const groups = await queryClient.query({ ...passwordGroupsQuery(api), ...asCommand });
    return new Map(groups.map((group) => [group._id, group.name]));
  } catch {
    return new Map();
  }
}

/** GET /password?passwordId=: the sealed entry, or null when there is none with that id. */
export async function readEntry(services: CommandServices, passwordId: string): Promise<PasswordEntry | null> {
  const { queryClient, api } = await services.serverData();
  try {
    return await queryClient.query({ ...passwordQuery(api, passwordId), ...asCommand });
  } catch (error) {
    if (errorCodeOf(error) === 'PASSWORD_NOT_FOUND') return null;
    throw error;
  }
}
