import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { formatLocalDateTime } from '../../../i18n/dateText';
import type { Heartbeat } from './heartbeatQueries';
import * as styles from './heartbeats.css';
import { HeartbeatLinks } from './HeartbeatLinks';
import { heartbeatMessages as m, heartbeatValueMessages as v } from './messages';
import { heartbeatTitles } from './pageTitles';
import { minutesOf } from './recipes';

/** One definition's facts: where it stamps, its timeout and its last heartbeat. */
export function HeartbeatFacts({ heartbeat }: { heartbeat: Heartbeat }) {
  const intl = useIntl();
  return (
    <>
      <p className={styles.small}>
        {heartbeat.subGroupName === null || heartbeat.timeGroupName === null
          ? intl.formatMessage(m.noSubGroup)
          : intl.formatMessage(v.stampsIn, { group: heartbeat.timeGroupName, subGroup: heartbeat.subGroupName })}
        {' · '}
        {intl.formatMessage(v.timeoutShort, { minutes: Number(minutesOf(heartbeat.timeoutSeconds)) })}
      </p>
      <p className={styles.small}>
        {heartbeat.lastBeatAt === null ? intl.formatMessage(m.neverBeat) : intl.formatMessage(v.lastBeat, { at: formatLocalDateTime(heartbeat.lastBeatAt) })}
      </p>
    </>
  );
}

/** /time-tracker/admin/define-urls/list: the user's heartbeat URLs, each a link to edit it. */
export function HeartbeatListScreen({ heartbeats }: { heartbeats: readonly Heartbeat[] }) {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(heartbeatTitles.list)}</h1>
      {heartbeats.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)}>
          {heartbeats.map((heartbeat) => (
            <li key={heartbeat._id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link
                  to="/time-tracker/admin/define-urls/$heartbeatId"
                  params={{ heartbeatId: heartbeat._id }}
                  className={styles.link}
                  aria-label={intl.formatMessage(v.edit, { name: heartbeat.name })}
                >
                  {heartbeat.name}
                </Link>
              </h2>
              <HeartbeatFacts heartbeat={heartbeat} />
            </li>
          ))}
        </ul>
      )}
      <HeartbeatLinks to={['new', 'integrations']} />
    </div>
  );
}
