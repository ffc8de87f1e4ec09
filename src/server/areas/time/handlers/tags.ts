import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { checkedAgainOnRace } from '../../../db/races';
import { refusals } from '../refusals';
import * as tagQueries from '../repository/tags';
import type { TimeSettings } from '../settings';
import type { TimeTables } from '../tables';
import { toTag } from '../views';

/** /tag: titles unique per user, ignoring case. */
export function createTagHandlers({ db }: AreaDeps<TimeTables>, settings: TimeSettings) {
  return {
    async getTags({ caller: { userId } }) {
      return (await tagQueries.listTags(db, userId)).map(toTag);
    },

    async createTag({ body, caller: { userId } }) {
      const title = body.title.trim();
      const now = settings.now().toISOString();
      const id = newId();
      return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
        if ((await tagQueries.findTagByTitle(trx, userId, title)) !== undefined) throw refusals.tagTitleTaken();
        if ((await tagQueries.countTags(trx, userId)) >= settings.maxTags) throw refusals.tooManyTags(settings.maxTags);
        await tagQueries.insertTag(trx, userId, { id, title, now });
        return { _id: id, title };
      }));
    },

    async updateTag({ body: { tagId, ...body }, caller: { userId } }) {
      const title = body.title.trim();
      const now = settings.now().toISOString();
      return checkedAgainOnRace(() => db.transaction().execute(async (trx) => {
        if ((await tagQueries.findTag(trx, userId, tagId)) === undefined) throw refusals.tagNotFound();
        const namesake = await tagQueries.findTagByTitle(trx, userId, title);
        if (namesake !== undefined && namesake.id !== tagId) throw refusals.tagTitleTaken();
        await tagQueries.renameTag(trx, userId, tagId, title, now);
        return { _id: tagId, title };
      }));
    },

    async deleteTag({ query: { tagId }, caller: { userId } }) {
      // The tag comes off every group that carried it, in the same transaction.
      const deleted = await db.transaction().execute((trx) => tagQueries.deleteTag(trx, userId, tagId));
      if (!deleted) throw refusals.tagNotFound();
      return null;
    },
  } satisfies Partial<SecuredHandlers>;
}
