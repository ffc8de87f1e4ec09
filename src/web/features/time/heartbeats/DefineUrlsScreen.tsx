import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { HeartbeatForm, type HeartbeatFormValues, type SubGroupChoice } from './HeartbeatForm';
import * as styles from './heartbeats.css';
import { HeartbeatLinks } from './HeartbeatLinks';
import { heartbeatMessages as m } from './messages';
import { heartbeatTitles } from './pageTitles';

export interface DefineUrlsScreenProps {
  subGroups: readonly SubGroupChoice[];
  isSaving: boolean;
  onCreate: (values: HeartbeatFormValues) => void;
}

/** /time-tracker/admin/define-urls: a new heartbeat URL for a sub group; without sub groups, how to get one. */
export function DefineUrlsScreen({ subGroups, isSaving, onCreate }: DefineUrlsScreenProps) {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(heartbeatTitles.create)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.lead)}</p>
      {subGroups.length === 0 ? (
        <div className={styles.card}>
          <p className={styles.muted}>{intl.formatMessage(m.noSubGroups)}</p>
          <Link to="/time-tracker/admin" className={styles.link}>
            {intl.formatMessage(m.toAdmin)}
          </Link>
        </div>
      ) : (
        <HeartbeatForm subGroups={subGroups} submitLabel={intl.formatMessage(m.create)} isSaving={isSaving} onSubmit={onCreate} />
      )}
      <HeartbeatLinks to={['list', 'integrations']} />
    </div>
  );
}
