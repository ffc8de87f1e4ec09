/**
 * A primary key or unique index refused a row, or a foreign key one whose parent a concurrent
 * request deleted, on SQLite or PostgreSQL.
 */
export function isRaceViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/**
 * Runs a change that checks before it writes once more when a constraint refused it: a concurrent
 * request (a double tap) committed between the check and the write, and the second run's check
 * now sees it and refuses with the right code (or finds what the other made).
 */
export async function checkedAgainOnRace<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!isRaceViolation(error)) throw error;
    return change();
  }
}
