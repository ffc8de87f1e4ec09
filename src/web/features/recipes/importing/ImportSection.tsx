import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as page from '../../../components/page/page.css';
import { importMessages as m } from './importMessages';

/** /recipe-collections' "Import" section, beside the export: the way to /recipe-import. */
export function ImportSection() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <p className={page.muted}>{intl.formatMessage(m.sectionLead)}</p>
      <Link to="/recipe-import/{-$collectionId}" params={{ collectionId: undefined }} className={page.link}>
        {intl.formatMessage(m.link)}
      </Link>
    </section>
  );
}
