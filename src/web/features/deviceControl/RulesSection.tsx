import { useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../components/Button';
import * as page from '../../components/page/page.css';
import { WEEKDAYS, type DeviceShutdownConfig, type ScheduleProblem } from '../../../domain/deviceControl/schedule';
import { DayRules } from './DayRules';
import * as styles from './deviceControl.css';
import { draftOf, draftProblems, emptyDevice, type Draft, type DraftProblem } from './draft';
import type { Device } from './queries';
import { dayMessages, screenMessages as m } from './screenMessages';

export interface RulesSectionProps {
  devices: readonly Device[];
  saved: DeviceShutdownConfig | undefined;
  isSaving: boolean;
  onSave: (config: DeviceShutdownConfig) => Promise<unknown>;
}

const windowText = (window: { from: string; to: string }) => `${window.from}–${window.to === '24:00' ? '00:00' : window.to}`;

/** A problem in the user's words, naming the device and the day. */
function problemText(intl: IntlShape, problem: DraftProblem | ScheduleProblem, nameOf: (id: string) => string): string {
  const day = (name: keyof typeof dayMessages) => intl.formatMessage(dayMessages[name]);
  if ('kind' in problem) {
    if (problem.kind === 'warnLead') return intl.formatMessage(m.problemWarnLead);
    const values = { device: nameOf(problem.deviceId), day: day(problem.day) };
    return intl.formatMessage(problem.kind === 'incomplete' ? m.problemIncomplete : m.problemLimit, values);
  }
  const device = nameOf(problem.deviceId);
  switch (problem.code) {
    case 'DEVICE_WINDOWS_OVERLAP':
      return intl.formatMessage(m.problemOverlap, { device, window: windowText(problem.window), day: day(problem.day), otherWindow: windowText(problem.otherWindow), otherDay: day(problem.other) });
    case 'DEVICE_WINDOW_EMPTY':
      return intl.formatMessage(m.problemEmpty, { device, window: windowText(problem.window), day: day(problem.day) });
    case 'DEVICE_LIMIT_AND_GOAL':
      return intl.formatMessage(m.problemLimitAndGoal, { device, day: day(problem.day) });
    case 'DEVICE_SCHEDULE_REPEATED':
      return device;
  }
}

/** The warning lead time and each device's hours and limits per weekday, saved together (spec §8's toasts). */
export function RulesSection({ devices, saved, isSaving, onSave }: RulesSectionProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved, devices.map((device) => device._id)));
  const [tried, setTried] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);
  // A device added since the editor opened gets an empty row; a deleted one's rules are left out.
  const rows = devices.map((device) => ({ device, rules: draft.devices[device._id] ?? emptyDevice() }));
  const current: Draft = { ...draft, devices: Object.fromEntries(rows.map(({ device, rules }) => [device._id, rules])) };
  const { config, problems, scheduleProblems } = draftProblems(current);
  const all = [...problems, ...scheduleProblems];
  const nameOf = (id: string) => devices.find((device) => device._id === id)?.name ?? id;
  const change = (deviceId: string, rules: Draft['devices'][string]) => setDraft({ ...current, devices: { ...current.devices, [deviceId]: rules } });

  const save = () => {
    setTried(true);
    if (all.length > 0) {
      problemsRef.current?.focus();
      return;
    }
    void onSave(config).catch(() => undefined);
  };

  return (
    <section className={page.section} aria-labelledby="rules-heading">
      <h2 id="rules-heading" className={page.sectionHeading}>
        {intl.formatMessage(m.rulesHeading)}
      </h2>
      <p className={page.muted}>{intl.formatMessage(m.rulesLead)}</p>
      <div className={styles.field}>
        <label htmlFor="device-warn-lead" className={styles.label}>
          {intl.formatMessage(m.warnLead)}
        </label>
        <input
          id="device-warn-lead"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          className={styles.control}
          value={current.warnLeadMinutes}
          onChange={(event) => setDraft({ ...current, warnLeadMinutes: event.target.value })}
        />
      </div>
      {rows.map(({ device, rules }) => (
        <fieldset key={device._id} className={styles.card}>
          <legend className={styles.cardTitle}>{device.name}</legend>
          <div className={styles.actions}>
            <Button
              size="sm"
              aria-label={intl.formatMessage(m.copyMondayFor, { name: device.name })}
              onClick={() => change(device._id, Object.fromEntries(WEEKDAYS.map((day) => [day, structuredClone(rules.mon)])) as typeof rules)}
            >
              {intl.formatMessage(m.copyMonday)}
            </Button>
          </div>
          {WEEKDAYS.map((day) => (
            <DayRules key={day} idPrefix={`rules-${device._id}`} day={day} rules={rules[day]} onChange={(dayRules) => change(device._id, { ...rules, [day]: dayRules })} />
          ))}
        </fieldset>
      ))}
      <div ref={problemsRef} tabIndex={-1} aria-live="polite">
        {tried && all.length > 0 ? (
          <div className={styles.problems} role="alert">
            <p>{intl.formatMessage(m.problemsHeading)}</p>
            <ul>
              {all.map((problem, index) => (
                <li key={index}>{problemText(intl, problem, nameOf)}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button variant="primary" disabled={isSaving} onClick={save}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </section>
  );
}
