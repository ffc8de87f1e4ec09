/** Names are unique and searched ignoring case: this is the key both compare. */
export const nameKey = (name: string): string => name.toLowerCase();

/**
 * Lists sort by name ignoring case, then by name and id, in code-unit order: the same on SQLite
 * and PostgreSQL (whose collations order text differently), and every list is one user's vault.
 */
export function byName<Row extends { name: string; id: string }>(a: Row, b: Row): number {
  const [keyA, keyB] = [nameKey(a.name), nameKey(b.name)];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * A LIKE pattern matching `text` anywhere, with the user's `%`, `_` and `\` taken literally. They
 * are escaped with `\`, which the queries name as LIKE's escape character: PostgreSQL has it by
 * default, SQLite has none unless told.
 */
export function containsPattern(text: string): string {
  return `%${nameKey(text).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
