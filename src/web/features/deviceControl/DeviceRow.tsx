import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as styles from './deviceControl.css';
import { durationText } from './durationText';
import type { Device } from './queries';
import { screenMessages as m } from './screenMessages';

export interface DeviceRowProps {
  device: Device;
  onRenewKey: () => void;
  onDelete: () => Promise<unknown>;
}

/** What the device is being told now, in words. */
function NowText({ device }: { device: Device }) {
  const intl = useIntl();
  const { action, at, reason } = device.decision;
  const time = at === null ? '' : intl.formatTime(at, { hour: '2-digit', minute: '2-digit' });
  if (action === 'shutdown') return <>{intl.formatMessage(m.nowShutdown)}</>;
  if (action === 'warn') return <>{intl.formatMessage(m.nowWarn, { time })}</>;
  if (reason === 'switchedOff') return <>{intl.formatMessage(m.nowOff)}</>;
  if (reason === 'noRules') return <>{intl.formatMessage(m.nowNoRules)}</>;
  return <>{at === null ? intl.formatMessage(m.nowAllowed) : intl.formatMessage(m.nowAllowedUntil, { time })}</>;
}

/** One device: its time group, today's use, what it is told, its last contact (and "still on"), a new key and delete. */
export function DeviceRow({ device, onRenewKey, onDelete }: DeviceRowProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const time = (iso: string) => intl.formatTime(iso, { hour: '2-digit', minute: '2-digit' });
  const { usedTodayMs, limitMs } = device.decision;
  const used = durationText(intl, usedTodayMs);
  return (
    <li className={styles.card} aria-label={device.name}>
      <h3 className={styles.cardTitle}>{device.name}</h3>
      <ul className={styles.facts}>
        <li>{device.timeGroupName === null ? intl.formatMessage(m.noTimeGroupOf) : intl.formatMessage(m.timeGroupOf, { name: device.timeGroupName })}</li>
        <li>{limitMs === null ? intl.formatMessage(m.used, { used }) : intl.formatMessage(m.usedOf, { used, limit: durationText(intl, limitMs) })}</li>
        <li>
          <NowText device={device} />
        </li>
        <li>{device.lastContactAt === null ? intl.formatMessage(m.noContact) : intl.formatMessage(m.lastContact, { time: time(device.lastContactAt) })}</li>
      </ul>
      {device.stillOnAt === null ? null : (
        <p className={styles.stillOn}>
          {intl.formatMessage(m.stillOn, { time: time(device.stillOnAt) })} {intl.formatMessage(m.stillOnHint)}
        </p>
      )}
      {asking ? (
        <div className={styles.actions} role="group" aria-label={intl.formatMessage(m.deleteNamed, { name: device.name })}>
          <p className={styles.label}>{intl.formatMessage(m.deleteAsk, { name: device.name })}</p>
          <Button variant="primary" size="sm" onClick={() => void onDelete().catch(() => setAsking(false))}>
            {intl.formatMessage(m.delete)}
          </Button>
          <Button size="sm" autoFocus onClick={() => setAsking(false)}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button size="sm" aria-label={intl.formatMessage(m.renewKeyFor, { name: device.name })} onClick={onRenewKey}>
            {intl.formatMessage(m.renewKey)}
          </Button>
          <Button size="sm" aria-label={intl.formatMessage(m.deleteNamed, { name: device.name })} onClick={() => setAsking(true)}>
            {intl.formatMessage(m.delete)}
          </Button>
        </div>
      )}
    </li>
  );
}
