import type { Schemas } from '../../../contract/types';
import type { EntryRow, EntrySummary } from './repository/entries';
import type { GroupRow } from './repository/groups';

/** A stored entry as the contract's PasswordEntry: its sealed fields exactly as the browser sent them. */
export function toEntry(row: EntryRow): Schemas['PasswordEntry'] {
  return {
    _id: row.id,
    name: row.name,
    groupId: row.group_id,
    username: row.username,
    password: row.password,
    url: row.url,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toSummary(row: EntrySummary): Schemas['PasswordSummary'] {
  return { _id: row.id, name: row.name, groupId: row.group_id };
}

export function toGroup(row: GroupRow, count: number): Schemas['PasswordGroup'] {
  return { _id: row.id, name: row.name, count };
}
