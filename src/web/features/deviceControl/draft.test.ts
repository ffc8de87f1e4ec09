import { describe, expect, it } from 'vitest';
import { configOf, draftOf, draftProblems } from './draft';

const DEVICE = 'device00001a';

describe('the rules editor draft', () => {
  it('turns typed rules into the config, leaving out days without rules and ending 00:00 at midnight', () => {
    const draft = draftOf(undefined, [DEVICE]);
    draft.devices[DEVICE]!.mon = { windows: [{ from: '20:00', to: '00:00' }], limit: 'minutes', minutes: '90' };
    draft.devices[DEVICE]!.tue = { windows: [], limit: 'goal', minutes: '' };
    expect(configOf(draft)).toEqual({
      problems: [],
      config: {
        warnLeadMinutes: 10,
        devices: [{ deviceId: DEVICE, days: { mon: { windows: [{ from: '20:00', to: '24:00' }], limitMinutes: 90, useGoal: false }, tue: { windows: [], limitMinutes: null, useGoal: true } } }],
      },
    });
    expect(draftOf(configOf(draft).config, [DEVICE])).toEqual(draft);
  });

  it('finds what cannot be saved: an empty time, a limit out of range, a lead out of range, overlapping hours', () => {
    const draft = draftOf(undefined, [DEVICE]);
    draft.warnLeadMinutes = '500';
    draft.devices[DEVICE]!.wed = { windows: [{ from: '', to: '10:00' }], limit: 'minutes', minutes: '2000' };
    expect(draftProblems(draft).problems.map((problem) => problem.kind)).toEqual(['warnLead', 'incomplete', 'limit']);
    const overlapping = draftOf(undefined, [DEVICE]);
    overlapping.devices[DEVICE]!.fri = { windows: [{ from: '08:00', to: '12:00' }, { from: '11:00', to: '13:00' }], limit: 'none', minutes: '' };
    expect(draftProblems(overlapping).scheduleProblems.map((problem) => problem.code)).toEqual(['DEVICE_WINDOWS_OVERLAP']);
  });
});
