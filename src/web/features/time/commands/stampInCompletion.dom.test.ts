// `tm in`'s completion: what Tab offers from the cache while the group, then the sub group, is
// typed; what prepareCompletion loads; and that a keystroke stays cheap with 1,000 groups.
import { describe, expect, it } from 'vitest';
import { shallowTimeGroupsQuery, subGroupsQuery } from '../queries';
import { timeCommandServices } from './commands.testing';
import { stampInCommand } from './stampIn';

const complete = (text: string, services: ReturnType<typeof timeCommandServices>['services']) => stampInCommand.complete!(text, services);
const prepare = (text: string, services: ReturnType<typeof timeCommandServices>['services']) => stampInCommand.prepareCompletion!(text, services);
const groupNames = ['Deep work', 'Exercise', 'Work', 'Workout'];

describe('tm in completion', () => {
  it('offers nothing until the groups are cached, then their names after prepareCompletion', async () => {
    const { services, server } = timeCommandServices();
    expect(complete('', services)).toBeNull();
    await prepare('', services);
    expect(complete('', services)).toEqual({ from: 0, candidates: groupNames });
    expect(complete('wo', services)).toEqual({ from: 0, candidates: groupNames });
    // Leading spaces are the argument's own: the group starts at its first letter.
    expect(complete('  de', services)).toEqual({ from: 2, candidates: groupNames });
    expect((await server.calls('GET /time-group')).length).toBe(1);
  });

  it('offers the sub groups of the group typed once a space follows it, from where the sub group starts', async () => {
    const { services } = timeCommandServices();
    await prepare('work ', services);
    expect(complete('work ', services)).toEqual({ from: 5, candidates: ['coding', 'review'] });
    expect(complete('WORK co', services)).toEqual({ from: 5, candidates: ['coding', 'review'] });
    expect(complete('work code rev', services)).toEqual({ from: 5, candidates: ['coding', 'review'] });
  });

  it('takes a group of several words, or the one group a first word starts', async () => {
    const { services } = timeCommandServices();
    await prepare('deep work ', services);
    await prepare('ex ', services);
    expect(complete('deep work wr', services)).toEqual({ from: 10, candidates: ['writing'] });
    expect(complete('ex ', services)).toEqual({ from: 3, candidates: [] });
  });

  it('keeps completing the group while the words typed may still become a longer name', async () => {
    const { services, queryClient } = timeCommandServices({ groups: [{ _id: 'groupdeep000', name: 'Deep' }, { _id: 'groupdeep001', name: 'Deep work' }] });
    const { api } = await services.serverData();
    await prepare('', services);
    queryClient.setQueryData(subGroupsQuery(api, 'groupdeep000').queryKey, { status: true, data: [{ _id: 'subthink0001', name: 'thinking', timeGroupId: 'groupdeep000', usage: 0, activeStamp: null }] });
    expect(complete('deep ', services)).toEqual({ from: 0, candidates: ['Deep', 'Deep work'] });
    expect(complete('deep w', services)).toEqual({ from: 0, candidates: ['Deep', 'Deep work'] });
    expect(complete('deep t', services)).toEqual({ from: 5, candidates: ['thinking'] });
  });

  it('uses the position to choose among the groups a first word starts, skipping it in the text', async () => {
    const { services } = timeCommandServices();
    await prepare('wor 2 ', services);
    expect(complete('wor 2 ru', services)).toEqual({ from: 6, candidates: ['running'] });
    // Without a position "wor" names two groups: the group is still being chosen.
    expect(complete('wor ru', services)).toEqual({ from: 0, candidates: groupNames });
  });

  it('reads the sub groups from the list of all sub groups when the group’s own list is not cached', async () => {
    const { services, queryClient } = timeCommandServices();
    const { api } = await services.serverData();
    await prepare('', services);
    expect(complete('work ', services)).toBeNull();
    await queryClient.fetchQuery(subGroupsQuery(api));
    expect(complete('work ', services)).toEqual({ from: 5, candidates: ['coding', 'review'] });
    expect(complete('exercise ', services)).toEqual({ from: 9, candidates: [] });
  });

  it('leaves completion empty when the groups cannot be loaded', async () => {
    const { services, server } = timeCommandServices();
    server.routes['GET /time-group'] = () => new Response('{}', { status: 500 });
    await expect(prepare('wo', services)).resolves.toBeUndefined();
    expect(complete('wo', services)).toBeNull();
  });

  it('answers a keystroke with 1,000 groups cached well within a frame, without rebuilding the names', async () => {
    const { services, queryClient } = timeCommandServices({ groups: [], subGroups: [] });
    const { api } = await services.serverData();
    // Names of letters: a number typed on the line is a position (parse.ts), never a name's word.
    const letters = (i: number) => [100, 10, 1].map((unit) => 'abcdefghij'[Math.floor(i / unit) % 10]).join('');
    const groups = Array.from({ length: 1000 }, (_, i) => ({ _id: `group${String(i).padStart(7, '0')}`, name: `Project ${letters(i)}` }));
    queryClient.setQueryData(shallowTimeGroupsQuery(api).queryKey, { status: true, data: groups });
    queryClient.setQueryData(subGroupsQuery(api, 'group0000999').queryKey, { status: true, data: [{ _id: 'subplan00001', name: 'planning', timeGroupId: 'group0000999', usage: 0, activeStamp: null }] });

    const first = complete('proj', services);
    expect(first?.candidates).toHaveLength(1000);
    expect(complete('project jjj pl', services)).toEqual({ from: 12, candidates: ['planning'] });

    const typed = 'project jjj planning';
    const started = performance.now();
    for (let round = 0; round < 20; round += 1) {
      for (let end = 1; end <= typed.length; end += 1) complete(typed.slice(0, end), services);
    }
    const perKeystroke = (performance.now() - started) / (20 * typed.length);
    // One frame is 16 ms; a keystroke's share of it is far less, even on a busy test machine.
    expect(perKeystroke).toBeLessThan(2);
    expect(complete('proj', services)?.candidates).toBe(first?.candidates);
  });
});
