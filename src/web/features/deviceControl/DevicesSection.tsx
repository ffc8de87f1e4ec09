import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../components/form/TextField';
import { Button } from '../../components/Button';
import * as page from '../../components/page/page.css';
import { setupLines } from './agents/recipes';
import * as form from '../../components/form/form.css';
import * as styles from './deviceControl.css';
import { DeviceRow } from './DeviceRow';
import type { Device, DeviceWithKey, TimeGroupChoice } from './queries';
import { screenMessages as m } from './screenMessages';
import { Snippet } from './Snippet';

/** The time group choice that makes a new group named after the device. */
export const NEW_TIME_GROUP = 'new';

export interface DevicesSectionProps {
  devices: readonly Device[];
  timeGroups: readonly TimeGroupChoice[];
  origin: string;
  copy: (text: string) => Promise<void>;
  isAdding: boolean;
  /** `timeGroupId` NEW_TIME_GROUP: a new time group named after the device first. */
  onAdd: (name: string, timeGroupId: string | null) => Promise<DeviceWithKey>;
  onRenewKey: (deviceId: string) => Promise<DeviceWithKey>;
  onDelete: (deviceId: string) => Promise<unknown>;
}

/** A key just made, shown this once with the lines that start the agent with it. */
function KeyPanel({ shown, origin, copy, onDone }: { shown: DeviceWithKey; origin: string; copy: (text: string) => Promise<void>; onDone: () => void }) {
  const intl = useIntl();
  const lines = setupLines(origin, shown.device._id, shown.key);
  return (
    <section className={styles.card} aria-labelledby="device-key-heading">
      <h3 id="device-key-heading" className={styles.cardTitle} tabIndex={-1} ref={(heading) => heading?.focus()}>
        {intl.formatMessage(m.keyHeading, { name: shown.device.name })}
      </h3>
      <p className={page.muted}>{intl.formatMessage(m.keyOnce)}</p>
      <Snippet label={intl.formatMessage(m.key)} text={shown.key} copy={copy} />
      <Snippet label={intl.formatMessage(m.setupShell)} text={lines.shell} copy={copy} />
      <Snippet label={intl.formatMessage(m.setupPowerShell)} text={lines.powerShell} copy={copy} />
      <div className={styles.actions}>
        <Button variant="primary" onClick={onDone}>
          {intl.formatMessage(m.keyStored)}
        </Button>
      </div>
    </section>
  );
}

/** The devices, a form that adds one, and a new key shown once. */
export function DevicesSection({ devices, timeGroups, origin, copy, isAdding, onAdd, onRenewKey, onDelete }: DevicesSectionProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [timeGroupId, setTimeGroupId] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [shown, setShown] = useState<DeviceWithKey | null>(null);
  const nameField = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(intl.formatMessage(m.nameRequired));
      nameField.current?.focus();
      return;
    }
    onAdd(name.trim(), timeGroupId === '' ? null : timeGroupId).then(
      (made) => {
        setName('');
        setShown(made);
      },
      () => undefined,
    );
  };

  return (
    <section className={page.section} aria-labelledby="devices-heading">
      <h2 id="devices-heading" className={page.sectionHeading}>
        {intl.formatMessage(m.devicesHeading)}
      </h2>
      {shown === null ? null : <KeyPanel shown={shown} origin={origin} copy={copy} onDone={() => setShown(null)} />}
      {devices.length === 0 ? (
        <p className={page.muted}>{intl.formatMessage(m.noDevices)}</p>
      ) : (
        <ul className={styles.facts}>
          {devices.map((device) => (
            <DeviceRow
              key={device._id}
              device={device}
              onRenewKey={() => void onRenewKey(device._id).then(setShown, () => undefined)}
              onDelete={() => onDelete(device._id)}
            />
          ))}
        </ul>
      )}
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="device-add-heading">
        <h3 id="device-add-heading" className={styles.cardTitle}>
          {intl.formatMessage(m.addHeading)}
        </h3>
        <TextField
          ref={nameField}
          label={intl.formatMessage(m.name)}
          value={name}
          maxLength={100}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
        <div className={styles.field}>
          <label htmlFor="device-time-group" className={styles.label}>
            {intl.formatMessage(m.timeGroup)}
          </label>
          <select id="device-time-group" className={form.select} value={timeGroupId} onChange={(event) => setTimeGroupId(event.target.value)}>
            <option value="">{intl.formatMessage(m.noTimeGroup)}</option>
            <option value={NEW_TIME_GROUP}>{intl.formatMessage(m.newTimeGroup)}</option>
            {timeGroups.map((group) => (
              <option key={group._id} value={group._id}>
                {group.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={isAdding}>
            {intl.formatMessage(m.add)}
          </Button>
        </div>
      </form>
    </section>
  );
}
