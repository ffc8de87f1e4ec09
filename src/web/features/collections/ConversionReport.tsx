import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as styles from './collections.css';
import type { CollectionField, Item, UnconvertedReport } from './queries';
import { fieldsMessages as m } from './screenMessages';
import { itemTitle } from './valueText';

export interface ConversionReportProps {
  /** What PUT /collection answered: the first items and fields whose values did not convert, and how many in all. */
  report: UnconvertedReport;
  fields: readonly CollectionField[];
  items: readonly Item[];
  onDismiss: () => void;
}

/** After a type change: which items' values could not be converted (kept on the item, each a link to it). */
export function ConversionReport({ report: { unconverted, unconvertedCount }, fields, items, onDismiss }: ConversionReportProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.report} aria-labelledby={headingId} role="status">
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.reportHeading)}
      </h2>
      <p className={styles.facts}>{intl.formatMessage(m.reportBody, { count: unconvertedCount })}</p>
      <ul className={styles.faults}>
        {unconverted.map(({ itemId, fieldId }) => {
          const item = items.find((each) => each._id === itemId);
          const field = fields.find((each) => each.id === fieldId);
          const title = item ? itemTitle(intl, fields, item) : itemId;
          return (
            <li key={`${itemId}-${fieldId}`}>
              <Link to="/item/$id" params={{ id: itemId }} className={styles.link}>
                {intl.formatMessage(m.reportLine, { item: title, field: field?.name ?? fieldId })}
              </Link>
            </li>
          );
        })}
      </ul>
      {unconvertedCount > unconverted.length ? <p className={styles.facts}>{intl.formatMessage(m.reportMore, { count: unconvertedCount - unconverted.length })}</p> : null}
      <div>
        <Button size="sm" onClick={onDismiss}>
          {intl.formatMessage(m.dismiss)}
        </Button>
      </div>
    </section>
  );
}
