import type { AreaDeps } from '../../../area';
import type { SecuredHandlers } from '../../../handlers';
import { newId } from '../../../ids';
import { groupsWithCounters } from '../counted';
import { dayOf, zoneOf } from '../periods';
import { refusals } from '../refusals';
import { requireGroup } from '../required';
import * as counters from '../repository/counters';
import * as events from '../repository/events';
import * as groups from '../repository/groups';
import type { CountersSettings } from '../settings';
import type { CountersDb, CountersTables } from '../tables';
import { toGroup } from '../views';

/** /counter-group. */
export function createGroupHandlers({ db }: AreaDeps<CountersTables>, settings: CountersSettings) {
  const now = () => settings.now().toISOString();

  function groupName(name: string): string {
    const trimmed = name.trim();
    if (trimmed === '') throw refusals.groupNameRequired();
    return trimmed;
  }

  /** Puts the group's counters in the order of `counterIds`, which must be exactly them. */
  async function reorder(trx: CountersDb, userId: string, groupId: string, counterIds: readonly string[], at: string): Promise<void> {
    const own = await counters.ownCounterIds(trx, userId, counterIds);
    if (counterIds.some((id) => !own.has(id))) throw refusals.counterNotFound();
    const held = (await counters.countersOf(trx, userId, [groupId])).map((row) => row.id);
    const asked = new Set(counterIds);
    if (asked.size !== counterIds.length || held.length !== counterIds.length || held.some((id) => !asked.has(id))) throw refusals.orderMismatch();
    for (const [position, id] of counterIds.entries()) await counters.updateCounter(trx, userId, id, { position, updated_at: at });
  }

  return {
    async getCounterGroups({ query: { counterGroupId, date, timeZone }, caller: { userId } }) {
      const zone = zoneOf(timeZone);
      const day = dayOf(date, zone, settings.now());
      if (counterGroupId === undefined) return groupsWithCounters(db, userId, await groups.listGroups(db, userId), day, zone);
      const [group] = await groupsWithCounters(db, userId, [await requireGroup(db, userId, counterGroupId)], day, zone);
      return group!;
    },

    async createCounterGroup({ body, caller: { userId } }) {
      const name = groupName(body.name);
      const at = now();
      const row = { id: newId(), name, created_at: at, updated_at: at };
      await db.transaction().execute(async (trx) => {
        if ((await groups.countGroups(trx, userId)) >= settings.maxGroups) throw refusals.tooManyGroups(settings.maxGroups);
        await groups.insertGroup(trx, userId, row);
      });
      return toGroup({ ...row, user_id: userId }, []);
    },

    async updateCounterGroup({ body: { counterGroupId, name, counterIds }, caller: { userId } }) {
      if (name === undefined && counterIds === undefined) throw refusals.nothingToChange();
      const trimmed = name === undefined ? undefined : groupName(name);
      return db.transaction().execute(async (trx) => {
        await requireGroup(trx, userId, counterGroupId);
        const at = now();
        if (counterIds !== undefined) await reorder(trx, userId, counterGroupId, counterIds, at);
        if (trimmed !== undefined) await groups.renameGroup(trx, userId, counterGroupId, trimmed, at);
        const [group] = await groupsWithCounters(trx, userId, [await requireGroup(trx, userId, counterGroupId)], dayOf(undefined, 'UTC', settings.now()), 'UTC');
        return group!;
      });
    },

    async deleteCounterGroup({ query: { counterGroupId }, caller: { userId } }) {
      return db.transaction().execute(async (trx) => {
        await requireGroup(trx, userId, counterGroupId);
        const held = (await counters.countersOf(trx, userId, [counterGroupId])).map((row) => row.id);
        const deletedEvents = await events.deleteEventsOf(trx, userId, held);
        const deletedCounters = await counters.deleteCountersOf(trx, userId, counterGroupId);
        await groups.deleteGroup(trx, userId, counterGroupId);
        return { deletedCounters, deletedEvents };
      });
    },
  } satisfies Partial<SecuredHandlers>;
}
