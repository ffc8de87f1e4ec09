import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import * as styles from './heartbeats.css';
import { heartbeatMessages as m } from './messages';

/** Where the heartbeat screens lead one another. */
const destinations = {
  new: { to: '/time-tracker/admin/define-urls', label: m.toNew },
  list: { to: '/time-tracker/admin/define-urls/list', label: m.toList },
  integrations: { to: '/time-tracker/integrations', label: m.toIntegrations },
} as const;

/** The links at the foot of a heartbeat screen, to the other heartbeat screens named. */
export function HeartbeatLinks({ to }: { to: ReadonlyArray<keyof typeof destinations> }) {
  const intl = useIntl();
  return (
    <ul className={styles.links}>
      {to.map((name) => (
        <li key={name}>
          <Link to={destinations[name].to} className={styles.link}>
            {intl.formatMessage(destinations[name].label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
