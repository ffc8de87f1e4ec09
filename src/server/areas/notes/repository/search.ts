import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { NotesDb } from '../tables';

// The search text of each note, and the search itself: FTS5 on SQLite, a tsvector on PostgreSQL
// (see the migrations). Both take only the words of what was typed (letters and digits), so no
// search text is ever read as query syntax. Each row also holds its owner as one indexed word, and
// the search matches it with the typed words: another user's rows are never examined, so how long
// a search takes does not tell whether their notes hold a word.

/** At most this many hits come back, best first. */
export const SEARCH_LIMIT = 50;

// Private-use characters mark the matches in a snippet; they are taken out of the indexed text,
// so any in a snippet are markers.
const MARK_START = '\uE000';
const MARK_END = '\uE001';

/** The words of a search, lower-cased; empty when it holds none. */
export function searchWords(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Replaces the note's search text (its name, answers and entries, as the repository reads them). */
export async function indexNote(db: NotesDb, userId: string, noteId: string, parts: readonly string[]): Promise<void> {
  const body = parts
    .filter((part) => part !== '')
    .join('\n')
    .normalize('NFC')
    .replace(/[\uE000\uE001]/g, '');
  await db.deleteFrom('note_search').where('user_id', '=', userId).where('note_id', '=', noteId).execute();
  await db.insertInto('note_search').values({ note_id: noteId, user_id: userId, body, owner: ownerWord(userId) }).execute();
}

/**
 * The owner's word: the user id in hex, one token to both FTS5's tokenizer and a tsvector (an id
 * holds `-`, `_` and both cases, which FTS5 would split and fold).
 */
export const ownerWord = (userId: string): string => Buffer.from(userId, 'utf8').toString('hex');

export interface SearchHit {
  noteId: string;
  snippet: string;
  highlights: Array<{ start: number; length: number }>;
}

/**
 * The rows the search examines: the user's rows of note_search holding every word (the last as a
 * prefix), the owner matched by the index together with the words.
 */
export function searchMatch(dialect: Dialect, userId: string, words: readonly string[]): RawBuilder<unknown> {
  return dialect === 'sqlite'
    ? sql`note_search match ${`owner : "${ownerWord(userId)}" AND body : (${ftsQuery(words)})`}`
    : sql`owner @@ cast(${ownerWord(userId)} as tsquery) and document @@ to_tsquery('simple', ${tsQuery(words)})`;
}

/** The user's notes holding every word (the last as a prefix), best first, optionally in one collection. */
export async function searchNotes(db: NotesDb, dialect: Dialect, userId: string, words: readonly string[], collectionId?: string): Promise<SearchHit[]> {
  const inCollection =
    collectionId === undefined ? sql`` : sql`and note_id in (select id from note where user_id = ${userId} and collection_id = ${collectionId})`;
  // `user_id =` still decides whose rows come back; the owner's word only narrows what is matched.
  const rows =
    dialect === 'sqlite'
      ? await sql<{ note_id: string; snippet: string }>`
          select note_id, snippet(note_search, 0, ${MARK_START}, ${MARK_END}, '…', 24) as snippet
          from note_search
          where ${searchMatch(dialect, userId, words)} and user_id = ${userId} ${inCollection}
          order by ${SQLITE_RANK}
          limit ${SEARCH_LIMIT}`.execute(db)
      : await sql<{ note_id: string; snippet: string }>`
          select note_id, ts_headline('simple', body, query, ${HEADLINE_OPTIONS}) as snippet
          from (
            select note_id, body, query, ts_rank(document, query) as rank
            from note_search, to_tsquery('simple', ${tsQuery(words)}) as query
            where ${searchMatch(dialect, userId, words)} and user_id = ${userId} ${inCollection}
            order by rank desc, note_id
            limit ${SEARCH_LIMIT}
          ) as best
          order by rank desc, note_id`.execute(db);
  return rows.rows.map((row) => ({ noteId: row.note_id, ...highlighted(row.snippet) }));
}

/** bm25 of the body alone: the owner's word (its column weighted 0) never changes the order. */
const SQLITE_RANK = sql`bm25(note_search, 1, 0, 0, 0)`;

const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=24, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "`;

/**
 * The last word is still being typed, so it matches as the start of a word, once it has two
 * letters: one letter starts too many words to be worth the time (and the prefix indexes).
 */
const isPrefix = (words: readonly string[], index: number): boolean => index === words.length - 1 && [...words[index]!].length >= 2;

/** `"deep" "work"*`: each word a phrase (so nothing in it is syntax), the last one a prefix. */
const ftsQuery = (words: readonly string[]): string => words.map((word, index) => `"${word}"${isPrefix(words, index) ? '*' : ''}`).join(' ');

/** `deep & work:*`. */
const tsQuery = (words: readonly string[]): string => words.map((word, index) => `${word}${isPrefix(words, index) ? ':*' : ''}`).join(' & ');

/** The snippet as plain text on one line, with where its marked words are. */
export function highlighted(marked: string): { snippet: string; highlights: SearchHit['highlights'] } {
  const highlights: SearchHit['highlights'] = [];
  let snippet = '';
  let start = -1;
  for (const character of marked.replace(/\s+/g, ' ').trim()) {
    if (character === MARK_START) start = snippet.length;
    else if (character === MARK_END) {
      if (start >= 0 && snippet.length > start) highlights.push({ start, length: snippet.length - start });
      start = -1;
    } else snippet += character;
  }
  return { snippet, highlights };
}
