// `tm groups` against the fake time tracker: the groups with today's time, `-s` with their sub
// groups, `-t` summed per tag.
import { describe, expect, it } from 'vitest';
import { outcomeTexts } from '../../../testing/commandOutput';
import { json, refused, type FakeServer } from '../../../testing/fakeServer';
import { localDate } from '../queries';
import { minutesAgo, now, runLine, timeCommandServices } from './commands.testing';
import { listGroupsCommand } from './listGroups';

const tracked = {
  stamps: [
    { _id: 'stampcode001', subGroupId: 'subcoding001', startTime: minutesAgo(120), endTime: minutesAgo(60) },
    { _id: 'stampreview1', subGroupId: 'subreview001', startTime: minutesAgo(15), endTime: null },
    { _id: 'stampwrite01', subGroupId: 'subwriting01', startTime: minutesAgo(50), endTime: minutesAgo(20) },
    { _id: 'stamprun0001', subGroupId: 'subrunning01', startTime: minutesAgo(45), endTime: minutesAgo(0.5) },
  ],
};

/** The fake server's groups with tags (it keeps none), by group name. */
function tagGroups(server: FakeServer, tagsByGroup: Record<string, string[]>) {
  const groups = server.routes['GET /time-group']!;
  server.routes['GET /time-group'] = async (request, body) => {
    const answer = (await (await groups(request, body)).json()) as { data: Array<{ name: string }> };
    const data = answer.data.map((group) => ({ ...group, tags: (tagsByGroup[group.name] ?? []).map((title) => ({ _id: `tag${title}`.padEnd(12, '0'), title })) }));
    return json(200, { ...answer, data });
  };
}

describe('tm groups', () => {
  it('lists the groups with the time tracked today, numbered in the order tm in counts them', async () => {
    const { services } = timeCommandServices(tracked);
    const result = await runLine(listGroupsCommand, 'tm groups', services);
    expect(result.status).toBe('ok');
    expect(outcomeTexts(result)).toEqual(['1. Deep work (00:30:00)', '2. Exercise (00:00:00)', '3. Work (01:15:00)', '4. Workout (00:44:30)']);
  });

  it("asks for the user's local day in the browser's zone", async () => {
    const { services, server } = timeCommandServices(tracked);
    await runLine(listGroupsCommand, 'tm groups', services);
    const [call] = await server.calls('GET /time-group');
    const query = new URL(call!.request.url).searchParams;
    expect(query.get('date')).toBe(localDate(new Date(now)));
    expect(query.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('adds each group’s sub groups under it with -s', async () => {
    const { services } = timeCommandServices(tracked);
    expect(outcomeTexts(await runLine(listGroupsCommand, 'tm groups -s', services))).toEqual([
      '1. Deep work (00:30:00)',
      '  writing',
      '2. Exercise (00:00:00)',
      '3. Work (01:15:00)',
      '  coding',
      '  review',
      '4. Workout (00:44:30)',
      '  running',
    ]);
  });

  it('sums the time per tag with -t, each tag’s groups under it and the groups without tags under an untagged line', async () => {
    const { services, server } = timeCommandServices(tracked);
    tagGroups(server, { 'Deep work': ['focus', 'job'], Work: ['job'], Workout: ['health'] });
    const result = await runLine(listGroupsCommand, 'tm groups -t', services);
    expect(result.status).toBe('ok');
    expect(outcomeTexts(result)).toEqual([
      'focus (00:30:00)',
      '  Deep work (00:30:00)',
      'health (00:44:30)',
      '  Workout (00:44:30)',
      'job (01:45:00)',
      '  Deep work (00:30:00)',
      '  Work (01:15:00)',
      'Untagged (00:00:00)',
      '  Exercise (00:00:00)',
    ]);
    expect(outcomeTexts(result, 'sv')[7]).toBe('Utan tagg (00:00:00)');
  });

  it('shows only the tags named in brackets with -t, ignoring case, and says so when no group has them', async () => {
    const { services, server } = timeCommandServices(tracked);
    tagGroups(server, { 'Deep work': ['focus', 'job'], Work: ['job'] });
    expect(outcomeTexts(await runLine(listGroupsCommand, 'tm groups -t [JOB]', services))).toEqual(['job (01:45:00)', '  Deep work (00:30:00)', '  Work (01:15:00)']);
    const none = await runLine(listGroupsCommand, 'tm groups -t [garden] [chores]', services);
    expect(none.status).toBe('error');
    expect(outcomeTexts(none)).toEqual(['No time group has the tags garden, chores']);
  });

  it('says there are no groups yet when there are none', async () => {
    const { services } = timeCommandServices({ groups: [], subGroups: [] });
    for (const line of ['tm groups', 'tm groups -s', 'tm groups -t']) expect(outcomeTexts(await runLine(listGroupsCommand, line, services))).toEqual(['No time groups yet']);
  });

  it('names the options it takes when given another', async () => {
    const { services, server } = timeCommandServices(tracked);
    const result = await runLine(listGroupsCommand, 'tm groups -x', services);
    expect(result.status).toBe('error');
    expect(outcomeTexts(result)).toEqual(['Unknown option -x: use -s for sub groups or -t for tags']);
    expect(server.requests).toEqual([]);
  });

  it('says the groups could not be read when the server fails, once: in its output, not in a toast too', async () => {
    const { services, server, toastActor } = timeCommandServices(tracked);
    server.routes['GET /time-group'] = () => refused(500, 'INTERNAL', 'Internal error');
    const result = await runLine(listGroupsCommand, 'tm groups', services);
    expect(result.status).toBe('error');
    expect(outcomeTexts(result)).toEqual(['Failed getting time groups']);
    expect(toastActor.getSnapshot().context.queue).toEqual([]);
  });

  it('says a failed read of the sub groups once too (-s)', async () => {
    const { services, server, toastActor } = timeCommandServices(tracked);
    server.routes['GET /sub-group'] = () => refused(500, 'INTERNAL', 'Internal error');
    const result = await runLine(listGroupsCommand, 'tm groups -s', services);
    expect(result.status).toBe('error');
    expect(toastActor.getSnapshot().context.queue).toEqual([]);
  });
});
