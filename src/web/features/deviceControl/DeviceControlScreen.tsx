import { useIntl } from 'react-intl';
import * as page from '../../components/page/page.css';
import type { DeviceShutdownConfig } from '../../../domain/deviceControl/schedule';
import { AgentsSection } from './AgentsSection';
import * as styles from './deviceControl.css';
import { DevicesSection, type DevicesSectionProps } from './DevicesSection';
import { deviceControlMessages } from './messages';
import { RulesSection } from './RulesSection';
import { screenMessages as m } from './screenMessages';

export interface DeviceControlScreenProps extends DevicesSectionProps {
  /** useDeviceShutdown. */
  enabled: boolean;
  onToggle: (on: boolean) => void;
  /** The saved deviceShutdownConfig (undefined: none yet). */
  config: DeviceShutdownConfig | undefined;
  isSavingConfig: boolean;
  onSaveConfig: (config: DeviceShutdownConfig) => Promise<unknown>;
}

/** /settings/device-control: the switch, the devices (a key shown once), their hours and limits, and the agents. */
export function DeviceControlScreen({ enabled, onToggle, config, isSavingConfig, onSaveConfig, ...devices }: DeviceControlScreenProps) {
  const intl = useIntl();
  return (
    <div className={page.screen}>
      <h1 className={page.heading}>{intl.formatMessage(deviceControlMessages.name)}</h1>
      <p className={page.muted}>{intl.formatMessage(m.lead)}</p>
      <div className={styles.field}>
        <label className={styles.switchLabel}>
          <input type="checkbox" role="switch" checked={enabled} onChange={(event) => onToggle(event.target.checked)} aria-describedby="device-switch-hint" />
          {intl.formatMessage(m.switch)}
        </label>
        <p id="device-switch-hint" className={page.small}>
          {intl.formatMessage(m.switchHint)}
        </p>
      </div>
      <DevicesSection {...devices} />
      <RulesSection key={devices.devices.map((device) => device._id).join()} devices={devices.devices} saved={config} isSaving={isSavingConfig} onSave={onSaveConfig} />
      <AgentsSection copy={devices.copy} />
    </div>
  );
}
