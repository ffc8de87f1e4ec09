import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../../components/Button';
import type { Heartbeat } from './heartbeatQueries';
import { HeartbeatFacts } from './HeartbeatListScreen';
import * as styles from './heartbeats.css';
import { heartbeatMessages as hm, integrationMessages as m, integrationValueMessages as v } from './messages';
import { heartbeatTitles } from './pageTitles';
import { heartbeatRecipes } from './recipes';

export interface IntegrationsScreenProps {
  heartbeats: readonly Heartbeat[];
  /** Where the app is served, e.g. https://lifelog.example (the URLs point there). */
  origin: string;
  /** Puts text on the clipboard; rejects when the browser refuses. */
  copy: (text: string) => Promise<void>;
}

/** One command or URL, with a button that copies it and says whether that worked. */
function Snippet({ label, text, copy }: { label: MessageDescriptor; text: string; copy: (text: string) => Promise<void> }) {
  const intl = useIntl();
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const what = intl.formatMessage(label);
  return (
    <div className={styles.snippet}>
      <span id={id} className={styles.small}>
        {what}
      </span>
      <div className={styles.snippetRow}>
        <pre className={styles.code} aria-labelledby={id}>
          <code>{text}</code>
        </pre>
        <Button
          size="sm"
          aria-label={intl.formatMessage(v.copy, { what })}
          onClick={() => copy(text).then(() => setState('copied'), () => setState('failed'))}
        >
          {intl.formatMessage(state === 'copied' ? m.copied : m.copyButton)}
        </Button>
      </div>
      <p role="status" className={styles.small}>
        {state === 'failed' ? intl.formatMessage(m.copyFailed) : ''}
      </p>
    </div>
  );
}

/**
 * /time-tracker/integrations: per heartbeat URL, the URL, a ready curl command with its key, a
 * shell loop and a cron line that send heartbeats, each with a copy button.
 */
export function IntegrationsScreen({ heartbeats, origin, copy }: IntegrationsScreenProps) {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(heartbeatTitles.integrations)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.lead)}</p>
      {heartbeats.length === 0 ? (
        <div className={styles.card}>
          <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
          <Link to="/time-tracker/admin/define-urls" className={styles.link}>
            {intl.formatMessage(hm.toNew)}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.small}>{intl.formatMessage(m.secret)}</p>
          {heartbeats.map((heartbeat) => {
            const recipes = heartbeatRecipes(origin, heartbeat);
            return (
              <section key={heartbeat._id} className={styles.card} aria-label={heartbeat.name}>
                <h2 className={styles.cardTitle}>{heartbeat.name}</h2>
                <HeartbeatFacts heartbeat={heartbeat} />
                <Snippet label={m.url} text={recipes.url} copy={copy} />
                <Snippet label={m.curl} text={recipes.curl} copy={copy} />
                <Snippet label={m.loop} text={recipes.loop} copy={copy} />
                <Snippet label={m.cron} text={recipes.cron} copy={copy} />
              </section>
            );
          })}
        </>
      )}
      <ul className={styles.links}>
        <li>
          <Link to="/time-tracker/admin/define-urls/list" className={styles.link}>
            {intl.formatMessage(hm.toList)}
          </Link>
        </li>
      </ul>
    </div>
  );
}
