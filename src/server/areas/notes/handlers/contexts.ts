import type { AreaDeps } from '../../../area';
import { checkedAgainOnRace } from '../../../db/races';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { refusals } from '../refusals';
import { requireContext } from '../required';
import * as contexts from '../repository/contexts';
import * as notes from '../repository/notes';
import type { NotesSettings } from '../settings';
import type { NotesDb, NotesTables } from '../tables';
import { toContext, toEntry } from '../views';

/** /note-context. */
export function createContextHandlers({ db }: AreaDeps<NotesTables>, settings: NotesSettings) {
  const now = () => settings.now().toISOString();

  /** A name no other context of the user has (ignoring case), trimmed. */
  async function freeName(trx: NotesDb, userId: string, name: string, ownId?: string) {
    const trimmed = name.trim();
    if (trimmed === '') throw refusals.contextNameRequired();
    const holder = await contexts.findContextByName(trx, userId, trimmed);
    if (holder !== undefined && holder.id !== ownId) throw refusals.contextNameTaken();
    return trimmed;
  }

  async function view(trx: NotesDb, userId: string, id: string) {
    const row = await requireContext(trx, userId, id);
    return toContext(row, (await contexts.entryCountsByContext(trx, userId)).get(id) ?? 0);
  }

  return {
    async getNoteContexts({ query: { contextId }, caller: { userId } }) {
      if (contextId === undefined) {
        const [rows, counts] = await Promise.all([contexts.listContexts(db, userId), contexts.entryCountsByContext(db, userId)]);
        return rows.map((row) => toContext(row, counts.get(row.id) ?? 0));
      }
      const context = await view(db, userId, contextId);
      const rows = await contexts.entriesOfContext(db, userId, contextId);
      const contextIds = await notes.contextIdsOf(
        db,
        userId,
        rows.map((row) => row.id),
      );
      return {
        context,
        entries: rows.map((row) => ({ noteId: row.note_id, noteName: row.note_name, effectiveDate: row.effective_date, entry: toEntry(row, contextIds.get(row.id) ?? []) })),
      };
    },

    async createNoteContext({ body: { name, description }, caller: { userId } }) {
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          const at = now();
          const id = newId();
          if ((await contexts.countContexts(trx, userId)) >= settings.maxContexts) throw refusals.tooManyContexts(settings.maxContexts);
          await contexts.insertContext(trx, userId, { id, name: await freeName(trx, userId, name), description: description?.trim() ?? '', created_at: at, updated_at: at });
          return view(trx, userId, id);
        }),
      );
    },

    async updateNoteContext({ body: { contextId, name, description }, caller: { userId } }) {
      if (name === undefined && description === undefined) throw refusals.nothingToChange();
      return checkedAgainOnRace(() =>
        db.transaction().execute(async (trx) => {
          await requireContext(trx, userId, contextId);
          const changes = {
            ...(name === undefined ? {} : { name: await freeName(trx, userId, name, contextId) }),
            ...(description === undefined ? {} : { description: description.trim() }),
            updated_at: now(),
          };
          await contexts.updateContext(trx, userId, contextId, changes);
          return view(trx, userId, contextId);
        }),
      );
    },

    async deleteNoteContext({ query: { contextId }, caller: { userId } }) {
      await db.transaction().execute(async (trx) => {
        await requireContext(trx, userId, contextId);
        await contexts.deleteContext(trx, userId, contextId);
      });
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
