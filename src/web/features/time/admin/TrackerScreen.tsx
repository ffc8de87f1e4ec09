import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as styles from './admin.css';
import { trackerMessages as m } from './messages';
import { trackerTitles } from './pageTitles';

interface Destination {
  to: string;
  title: MessageDescriptor;
  hint?: MessageDescriptor;
}

const manage: Destination[] = [
  { to: '/time-tracker/admin', title: m.admin, hint: m.adminHint },
  { to: '/time-tracker/integrations', title: m.integrations, hint: m.integrationsHint },
  { to: '/time-tracker/admin/define-urls/list', title: m.heartbeats, hint: m.heartbeatsHint },
  { to: '/settings/tags', title: m.tags, hint: m.tagsHint },
  { to: '/time-tracker/import', title: m.import, hint: m.importHint },
  { to: '/time-tracker/export', title: m.export, hint: m.exportHint },
];

const views: Destination[] = [
  { to: '/time-groups/list', title: m.list },
  { to: '/time-groups/time', title: m.timeline },
  { to: '/time-groups/graph', title: m.graph },
  { to: '/time-groups/calculate', title: m.calculate },
];

/** /time-tracker: the way to the admin, the integrations and the views. */
export function TrackerScreen() {
  const intl = useIntl();
  const manageId = useId();
  const viewsId = useId();
  const cards = (destinations: Destination[]) =>
    destinations.map(({ to, title, hint }) => (
      <li key={to}>
        <Link to={to as never} className={styles.card}>
          <span className={styles.cardTitle}>{intl.formatMessage(title)}</span>
          {hint ? <span className={styles.small}>{intl.formatMessage(hint)}</span> : null}
        </Link>
      </li>
    ));
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(trackerTitles.tracker)}</h1>
      <p className={styles.muted}>{intl.formatMessage(m.lead)}</p>
      <section aria-labelledby={manageId} className={styles.screenPart}>
        <h2 id={manageId} className={styles.sectionHeading}>
          {intl.formatMessage(m.manage)}
        </h2>
        <ul className={styles.links}>{cards(manage)}</ul>
      </section>
      <section aria-labelledby={viewsId} className={styles.screenPart}>
        <h2 id={viewsId} className={styles.sectionHeading}>
          {intl.formatMessage(m.views)}
        </h2>
        <ul className={styles.links}>{cards(views)}</ul>
      </section>
    </div>
  );
}
