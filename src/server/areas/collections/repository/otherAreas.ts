import type { CollectionsDb } from '../tables';

// Reads of other areas' tables (read-only Picks in tables.ts), always the caller's own rows.

/** Which of these image ids are the caller's (the images area's table). */
export async function ownImages(db: CollectionsDb, userId: string, imageIds: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(imageIds)];
  const owned = new Set<string>();
  // Chunks keep the IN list within SQLite's bound parameters on a 5,000-row import.
  for (let start = 0; start < wanted.length; start += 500) {
    const rows = await db.selectFrom('image').select('id').where('user_id', '=', userId).where('id', 'in', wanted.slice(start, start + 500)).execute();
    for (const row of rows) owned.add(row.id);
  }
  return owned;
}
