// `tm in` against the fake time tracker: which group the words name, what is stamped, what the
// user reads, and that open screens refresh.
import { describe, expect, it } from 'vitest';
import { refused } from '../../../testing/fakeServer';
import { outcomeTexts } from '../../../testing/commandOutput';
import { activeStampsQuery, shallowTimeGroupsQuery } from '../queries';
import { minutesAgo, now, runLine, timeCommandServices } from './commands.testing';
import { stampInCommand } from './stampIn';

const activeIn = (store: ReturnType<typeof timeCommandServices>['store']) =>
  store.stamps
    .filter((stamp) => stamp.endTime === null)
    .map((stamp) => {
      const sub = store.subGroups.find((s) => s._id === stamp.subGroupId)!;
      return `${store.groups.find((g) => g._id === sub.timeGroupId)!.name} › ${sub.name}`;
    });

describe('tm in', () => {
  it('stamps in to an existing sub group of the group named, ignoring case', async () => {
    const { services, store } = timeCommandServices();
    const result = await runLine(stampInCommand, 'tm in WORK Coding', services);
    expect(result.status).toBe('ok');
    expect(outcomeTexts(result)).toEqual(['Stamped in: Work › coding']);
    expect(store.stamps).toEqual([{ _id: expect.any(String), subGroupId: 'subcoding001', startTime: new Date(now).toISOString(), endTime: null }]);
    expect(store.subGroups).toHaveLength(4);
  });

  it('takes the longest run of words that is a group name, and creates a new sub group from the rest', async () => {
    const { services, store } = timeCommandServices();
    const result = await runLine(stampInCommand, 'tm in deep work code review', services);
    expect(outcomeTexts(result)).toEqual(['Stamped in: Deep work › code review']);
    expect(store.subGroups.at(-1)).toMatchObject({ name: 'code review', timeGroupId: 'groupdeep001' });
    expect(activeIn(store)).toEqual(['Deep work › code review']);
  });

  it('sends the browser time zone, so the stamp counts on the local day, and the moment of the command', async () => {
    const { services, server } = timeCommandServices();
    await runLine(stampInCommand, 'tm in work coding', services);
    const [call] = await server.calls('POST /time-stamp');
    expect(call?.body).toEqual({ name: 'coding', timeGroupId: 'groupwork001', startTime: new Date(now).toISOString(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('takes a group whose name starts with the first word when no name is typed whole', async () => {
    const { services, store } = timeCommandServices();
    expect(outcomeTexts(await runLine(stampInCommand, 'tm in ex stretching', services))).toEqual(['Stamped in: Exercise › stretching']);
    expect(activeIn(store)).toEqual(['Exercise › stretching']);
  });

  it('asks for a position when the first word starts several group names, listing them with the numbers to use', async () => {
    const { services, store } = timeCommandServices();
    const result = await runLine(stampInCommand, 'tm in wor running', services);
    expect(result.status).toBe('error');
    expect(outcomeTexts(result)).toEqual(['More than one time group found. Specify group with [int]', '1. Work', '2. Workout']);
    expect(store.stamps).toEqual([]);
  });

  it('takes the position-th of the groups found, and says none is found past the last', async () => {
    const { services, store } = timeCommandServices();
    expect(outcomeTexts(await runLine(stampInCommand, 'tm in wor 2 running', services))).toEqual(['Stamped in: Workout › running']);
    expect(outcomeTexts(await runLine(stampInCommand, 'tm in wor 3 running', services))).toEqual(['Time group not found']);
    expect(outcomeTexts(await runLine(stampInCommand, 'tm in wor 0 running', services))).toEqual(['Time group not found']);
    expect(activeIn(store)).toEqual(['Workout › running']);
  });

  it("takes a position alone as the group's number in `tm groups`, the words after it as the sub group", async () => {
    const { services, store } = timeCommandServices();
    const groups = [...store.groups].sort((a, b) => a.name.localeCompare(b.name)).map((group) => group.name);
    expect(outcomeTexts(await runLine(stampInCommand, 'tm in 1 weeding', services))).toEqual([`Stamped in: ${groups[0]} › weeding`]);
    expect(outcomeTexts(await runLine(stampInCommand, `tm in ${groups.length + 1} weeding`, services))).toEqual(['Time group not found']);
    expect(outcomeTexts(await runLine(stampInCommand, 'tm in 2', services))).toEqual(['Need to specify name of sub group']);
  });

  it('prefers a group named whole over the groups its name starts', async () => {
    const { services, store } = timeCommandServices();
    // "work" is "Work" whole, though it also starts "Workout".
    expect(outcomeTexts(await runLine(stampInCommand, 'tm in work review', services))).toEqual(['Stamped in: Work › review']);
    expect(activeIn(store)).toEqual(['Work › review']);
  });

  it('says the group is not found when no group fits, or none is typed', async () => {
    const { services, store } = timeCommandServices();
    expect(outcomeTexts(await runLine(stampInCommand, 'tm in garden weeding', services))).toEqual(['Time group not found']);
    expect(outcomeTexts(await runLine(stampInCommand, 'tm in', services))).toEqual(['Time group not found']);
    expect(store.stamps).toEqual([]);
  });

  it('needs a sub group name after the group', async () => {
    const { services, store } = timeCommandServices();
    const result = await runLine(stampInCommand, 'tm in deep work', services);
    expect(result.status).toBe('error');
    expect(outcomeTexts(result)).toEqual(['Need to specify name of sub group']);
    expect(store.stamps).toEqual([]);
  });

  it('finds a group added since the groups were cached (on another device)', async () => {
    const { services, store, queryClient } = timeCommandServices();
    const { api } = await services.serverData();
    await queryClient.fetchQuery(shallowTimeGroupsQuery(api));
    store.groups.push({ _id: 'groupgard001', name: 'Garden' });
    expect(outcomeTexts(await runLine(stampInCommand, 'tm in garden weeding', services))).toEqual(['Stamped in: Garden › weeding']);
  });

  it('says it could not stamp in when the server refuses (the sub group runs already) or cannot be reached', async () => {
    const { services, store } = timeCommandServices({ stamps: [{ _id: 'stamp0000001', subGroupId: 'subcoding001', startTime: minutesAgo(5), endTime: null }] });
    const refusedResult = await runLine(stampInCommand, 'tm in work coding', services);
    expect(refusedResult.status).toBe('error');
    expect(outcomeTexts(refusedResult)).toEqual(['Could not stamp in']);
    expect(store.stamps).toHaveLength(1);

    const offline = timeCommandServices();
    offline.server.routes['GET /time-group'] = () => refused(500, 'INTERNAL', 'Internal error');
    expect(outcomeTexts(await runLine(stampInCommand, 'tm in work review', offline.services))).toEqual(['Could not stamp in']);
    expect(offline.store.stamps).toEqual([]);
  });

  it('makes the cached stamps and groups stale, so open screens show the new stamp', async () => {
    const { services, queryClient } = timeCommandServices();
    const { api } = await services.serverData();
    await queryClient.fetchQuery(activeStampsQuery(api));
    await runLine(stampInCommand, 'tm in work coding', services);
    expect(queryClient.getQueryState(activeStampsQuery(api).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(shallowTimeGroupsQuery(api).queryKey)?.isInvalidated).toBe(true);
  });
});
