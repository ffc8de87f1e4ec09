import { refusals } from './refusals';
import { findGroup } from './repository/groups';
import type { PasswordsDb } from './tables';

/** The user's group, or a refusal: the group is not found. */
export async function requireGroup(trx: PasswordsDb, userId: string, groupId: string) {
  const group = await findGroup(trx, userId, groupId);
  if (group === undefined) throw refusals.groupNotFound();
  return group;
}
