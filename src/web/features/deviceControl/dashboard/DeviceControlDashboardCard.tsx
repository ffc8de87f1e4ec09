import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { DashboardCardProps } from '../../../areaDefinition';
import * as page from '../../../components/page/page.css';
import * as styles from '../deviceControl.css';
import { durationText } from '../durationText';
import { dashboardMessages as m } from '../screenMessages';

/** The dashboard's devices: each one's use on the day, against that weekday's limit. */
export default function DeviceControlDashboardCard({ section }: DashboardCardProps<'deviceControl'>) {
  const intl = useIntl();
  return (
    <section className={page.section} aria-labelledby="dashboard-devices-heading">
      <h2 id="dashboard-devices-heading" className={page.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <ul className={styles.facts}>
        {section.devices.map((device) => {
          const used = durationText(intl, device.usedMs);
          return (
            <li key={device._id}>
              <strong>{device.name}</strong>{' '}
              {device.limitMs === null ? intl.formatMessage(m.used, { used }) : intl.formatMessage(m.usedOf, { used, limit: durationText(intl, device.limitMs) })}
            </li>
          );
        })}
      </ul>
      <Link to="/settings/device-control" className={page.link}>
        {intl.formatMessage(m.link)}
      </Link>
    </section>
  );
}
