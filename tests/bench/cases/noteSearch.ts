import type { Kysely } from 'kysely';
import { ownerWord } from '../../../src/server/areas/notes/repository/search';
import type { NotesTables } from '../../../src/server/areas/notes/tables';
import { newId } from '../../../src/server/ids';
import { seededUser } from '../seededUser';
import type { BenchCase } from '../types';
import { madeUpWord, seededRandom } from '../seededText';

const USER = { username: 'bench-notes', password: 'bench password 123' };
const NOTES = 10_000;
const ENTRIES_PER_NOTE = 3;
const WORDS_PER_ENTRY = 60;
const VOCABULARY = 5_000;

/**
 * Issue 10's search load: one user with 10,000 notes (a journal of about 27 years, or a busy
 * decade), each with three entries of 60 words drawn from 5,000 (common words far more often,
 * as in real text: a Zipf-like draw), and one text answer, written straight into the database
 * with their search text as the repository keeps it. The measured calls rotate through searches a
 * person types: a common word, a rare one, two words, a word being typed (prefix), Swedish letters.
 */
export const noteSearchCase: BenchCase = {
  name: 'GET /api/note?search (10,000 notes)',
  requests: 500,
  concurrency: 1,
  prepare: async (baseUrl, { database: config }) => {
    const user = await seededUser<NotesTables>(baseUrl, config, USER, seed);
    const searches = [word(3), word(2_400), `${word(5)} ${word(40)}`, word(700).slice(0, 4), 'höst', word(4_900), `${word(12)} ${word(13)} ${word(14)}`];
    let next = 0;
    return () => {
      const search = searches[next++ % searches.length]!;
      return fetch(`${baseUrl}/api/note?search=${encodeURIComponent(search)}`, { headers: { 'x-access-token': user.access.token } });
    };
  },
};

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'te', 'vo', 'hö', 'bä', 'då', 'st'];
/** The vocabulary's nth word: made-up but word-like, some with å, ä and ö. */
const word = (n: number) => madeUpWord(n, SYLLABLES);

async function seed(db: Kysely<NotesTables>, userId: string): Promise<void> {
  const next = seededRandom(42);
  const zipfWord = () => word(Math.min(VOCABULARY - 1, Math.floor(VOCABULARY ** next()) - 1));
  const sentence = (words: number) => Array.from({ length: words }, zipfWord).join(' ');
  const at = new Date().toISOString();
  const collectionId = newId();
  const questionId = newId();
  const day = 86_400_000;
  const notes = Array.from({ length: NOTES }, (_, index) => ({
    id: newId(),
    user_id: userId,
    collection_id: collectionId,
    name: sentence(3),
    second_name: '',
    effective_date: new Date(Date.now() - index * day).toISOString().slice(0, 10),
    journal_date: null,
    created_at: at,
    updated_at: at,
  }));
  const entries = notes.flatMap((note) =>
    Array.from({ length: ENTRIES_PER_NOTE }, (_, position) => ({
      id: newId(),
      user_id: userId,
      note_id: note.id,
      position,
      text: sentence(WORDS_PER_ENTRY),
      created_at: at,
      updated_at: at,
    })),
  );
  const answers = notes.map((note) => ({
    user_id: userId,
    note_id: note.id,
    question_id: questionId,
    position: 0,
    text: 'How was the day?',
    type: 'text',
    display_in_list: 1,
    value: JSON.stringify(sentence(8)),
    archived: 0,
  }));
  const entriesOf = new Map<string, string[]>();
  for (const entry of entries) entriesOf.set(entry.note_id, [...(entriesOf.get(entry.note_id) ?? []), entry.text]);
  const answerOf = new Map(answers.map((answer) => [answer.note_id, JSON.parse(answer.value) as string]));
  const search = notes.map((note) => ({
    note_id: note.id,
    user_id: userId,
    body: [note.name, answerOf.get(note.id), ...(entriesOf.get(note.id) ?? [])].join('\n'),
    owner: ownerWord(userId),
  }));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('notes_collection')
      .values({ id: collectionId, user_id: userId, name: 'Journal', display_in_list: 1, label_after_answer: 0, prompt_swedish_title: 0, split_title: 0, created_at: at, updated_at: at })
      .execute();
    await trx.insertInto('notes_question').values({ id: questionId, user_id: userId, collection_id: collectionId, position: 0, text: 'How was the day?', type: 'text', display_in_list: 1 }).execute();
    // SQLite binds at most 32,766 values a statement: 1,000 rows of at most 9 columns stay under.
    for (const [table, rows] of [
      ['note', notes],
      ['note_entry', entries],
      ['note_answer', answers],
      ['note_search', search],
    ] as const) {
      for (let index = 0; index < rows.length; index += 1000) await trx.insertInto(table).values(rows.slice(index, index + 1000) as never).execute();
    }
  });
}
