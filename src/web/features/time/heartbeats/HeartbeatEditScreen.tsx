import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { HeartbeatForm, type HeartbeatFormValues, type SubGroupChoice } from './HeartbeatForm';
import { HeartbeatFacts } from './HeartbeatListScreen';
import type { Heartbeat } from './heartbeatQueries';
import * as styles from './heartbeats.css';
import { HeartbeatLinks } from './HeartbeatLinks';
import { heartbeatMessages as m, heartbeatValueMessages as v } from './messages';
import { heartbeatTitles } from './pageTitles';

export interface HeartbeatEditScreenProps {
  heartbeat: Heartbeat;
  subGroups: readonly SubGroupChoice[];
  isSaving: boolean;
  onSave: (values: HeartbeatFormValues) => void;
  onRegenerateKey: () => void;
  onDelete: () => void;
}

/** /time-tracker/admin/define-urls/:heartbeatId: change a heartbeat URL, give it a new key, or delete it (asked first). */
export function HeartbeatEditScreen({ heartbeat, subGroups, isSaving, onSave, onRegenerateKey, onDelete }: HeartbeatEditScreenProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const keyId = useId();
  const confirmId = useId();
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(heartbeatTitles.edit)}</h1>
      <HeartbeatFacts heartbeat={heartbeat} />
      <HeartbeatForm
        key={`${heartbeat._id}:${heartbeat.name}:${heartbeat.subGroupId}:${heartbeat.timeoutSeconds}`}
        subGroups={subGroups}
        initial={heartbeat}
        submitLabel={intl.formatMessage(m.save)}
        isSaving={isSaving}
        onSubmit={onSave}
      />
      <section className={styles.card} aria-labelledby={keyId}>
        <h2 id={keyId} className={styles.cardTitle}>
          {intl.formatMessage(m.key)}
        </h2>
        <pre className={styles.code}>
          <code>{heartbeat.key}</code>
        </pre>
        <p className={styles.small}>{intl.formatMessage(m.keyHint)}</p>
        <div className={styles.actions}>
          <Button onClick={onRegenerateKey} disabled={isSaving}>
            {intl.formatMessage(m.regenerate)}
          </Button>
          <span className={styles.small}>{intl.formatMessage(m.regenerateHint)}</span>
        </div>
      </section>
      {confirming ? (
        <div role="alertdialog" aria-labelledby={confirmId} className={styles.danger}>
          <p id={confirmId} className={styles.cardTitle}>
            {intl.formatMessage(v.confirmDelete, { name: heartbeat.name })}
          </p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={onDelete} disabled={isSaving} autoFocus>
              {intl.formatMessage(m.confirmDeleteYes)}
            </Button>
            <Button onClick={() => setConfirming(false)}>{intl.formatMessage(m.cancel)}</Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setConfirming(true)}>{intl.formatMessage(m.delete)}</Button>
        </div>
      )}
      <HeartbeatLinks to={['list', 'integrations']} />
    </div>
  );
}
