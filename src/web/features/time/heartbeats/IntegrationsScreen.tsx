import { Link } from '@tanstack/react-router';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { CopySnippet } from '../../../components/copy/CopySnippet';
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

/** One command or URL with its copy button, in this area's words. */
function Snippet({ label, text, copy }: { label: MessageDescriptor; text: string; copy: (text: string) => Promise<void> }) {
  const intl = useIntl();
  const texts = {
    copy: intl.formatMessage(m.copyButton),
    copied: intl.formatMessage(m.copied),
    failed: intl.formatMessage(m.copyFailed),
    copyWhat: (what: string) => intl.formatMessage(v.copy, { what }),
  };
  return <CopySnippet label={intl.formatMessage(label)} text={text} copy={copy} texts={texts} />;
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
