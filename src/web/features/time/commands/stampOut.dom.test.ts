// `tm out [n]` against the fake time tracker: which stamp stops, what the user reads, and that
// open screens refresh.
import { describe, expect, it } from 'vitest';
import { outcomeTexts } from '../../../testing/commandOutput';
import { refused } from '../../../testing/fakeServer';
import { activeStampsQuery } from '../queries';
import { minutesAgo, now, runLine, timeCommandServices } from './commands.testing';
import { stampOutCommand } from './stampOut';

// A function: the fake server changes the stamps it is given.
const twoRunning = () => ({
  stamps: [
    { _id: 'stampwrite01', subGroupId: 'subwriting01', startTime: minutesAgo(60), endTime: null },
    { _id: 'stampcode001', subGroupId: 'subcoding001', startTime: minutesAgo(10), endTime: null },
    { _id: 'stampdone001', subGroupId: 'subreview001', startTime: minutesAgo(300), endTime: minutesAgo(240) },
  ],
});
const running = (store: ReturnType<typeof timeCommandServices>['store']) => store.stamps.filter((s) => s.endTime === null).map((s) => s._id);

describe('tm out', () => {
  it('says there are no active stamps when none runs', async () => {
    const { services } = timeCommandServices({ stamps: [{ _id: 'stampdone001', subGroupId: 'subreview001', startTime: minutesAgo(90), endTime: minutesAgo(30) }] });
    const result = await runLine(stampOutCommand, 'tm out', services);
    expect(result.status).toBe('error');
    expect(outcomeTexts(result)).toEqual(['No active stamps']);
  });

  it('stops the one running stamp, saying how long it ran', async () => {
    const { services, store } = timeCommandServices({ stamps: [{ _id: 'stampcode001', subGroupId: 'subcoding001', startTime: minutesAgo(30), endTime: null }] });
    const result = await runLine(stampOutCommand, 'tm out', services);
    expect(result.status).toBe('ok');
    expect(outcomeTexts(result)).toEqual(['Stamped out: Work › coding after 00:30:00']);
    expect(store.stamps[0]?.endTime).toBe(new Date(now).toISOString());
  });

  it('lists the running stamps, latest first with their running time, when several run and no position is given', async () => {
    const { services, store } = timeCommandServices(twoRunning());
    const result = await runLine(stampOutCommand, 'tm out', services);
    expect(result.status).toBe('error');
    expect(outcomeTexts(result)).toEqual([
      'More than one active stamp. Specify stamp with [int]',
      '1. Work › coding (00:10:00)',
      '2. Deep work › writing (01:00:00)',
    ]);
    expect(running(store)).toEqual(['stampwrite01', 'stampcode001']);
  });

  it('stops the position-th of the listed stamps', async () => {
    const { services, store } = timeCommandServices(twoRunning());
    expect(outcomeTexts(await runLine(stampOutCommand, 'tm out 2', services))).toEqual(['Stamped out: Deep work › writing after 01:00:00']);
    expect(running(store)).toEqual(['stampcode001']);
    // Now one runs: position 1 is it.
    expect(outcomeTexts(await runLine(stampOutCommand, 'tm out 1', services))).toEqual(['Stamped out: Work › coding after 00:10:00']);
    expect(running(store)).toEqual([]);
  });

  it('says there is no active stamp at a position past the last, stopping nothing', async () => {
    const { services, store } = timeCommandServices(twoRunning());
    expect(outcomeTexts(await runLine(stampOutCommand, 'tm out 3', services))).toEqual(['No active stamp']);
    expect(outcomeTexts(await runLine(stampOutCommand, 'tm out 0', services))).toEqual(['No active stamp']);
    expect(running(store)).toEqual(['stampwrite01', 'stampcode001']);
  });

  it('reads the running stamps from the server, not a cache another device made stale', async () => {
    const { services, store, queryClient } = timeCommandServices(twoRunning());
    const { api } = await services.serverData();
    await queryClient.fetchQuery(activeStampsQuery(api));
    store.stamps[1]!.endTime = minutesAgo(1);
    expect(outcomeTexts(await runLine(stampOutCommand, 'tm out', services))).toEqual(['Stamped out: Deep work › writing after 01:00:00']);
  });

  it('names the stamp by its sub group alone when the groups cannot be read', async () => {
    const { services, server } = timeCommandServices({ stamps: [twoRunning().stamps[1]!] });
    server.routes['GET /time-group'] = () => refused(500, 'INTERNAL', 'Internal error');
    expect(outcomeTexts(await runLine(stampOutCommand, 'tm out', services))).toEqual(['Stamped out: coding after 00:10:00']);
  });

  it('says it could not stamp out when the server refuses or the stamps cannot be read', async () => {
    const { services, store, server } = timeCommandServices(twoRunning());
    server.routes['PUT /time-stamp'] = () => refused(500, 'INTERNAL', 'Internal error');
    const result = await runLine(stampOutCommand, 'tm out 1', services);
    expect(result.status).toBe('error');
    expect(outcomeTexts(result)).toEqual(['Could not stamp out']);
    expect(running(store)).toEqual(['stampwrite01', 'stampcode001']);

    server.routes['GET /time-stamp'] = () => refused(500, 'INTERNAL', 'Internal error');
    expect(outcomeTexts(await runLine(stampOutCommand, 'tm out', services))).toEqual(['Could not stamp out']);
  });

  it('makes the cached stamps stale, so open screens stop the clock', async () => {
    const { services, queryClient } = timeCommandServices(twoRunning());
    const { api } = await services.serverData();
    await runLine(stampOutCommand, 'tm out 1', services);
    expect(queryClient.getQueryState(activeStampsQuery(api).queryKey)?.isInvalidated).toBe(true);
  });
});
