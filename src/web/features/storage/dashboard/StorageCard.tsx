import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DashboardSectionOf } from '../../../areaDefinition';
import * as styles from './StorageCard.css';
import { storageDashboardMessages as m, storageDashboardValueMessages as v } from './messages';

export type StorageDashboardSection = DashboardSectionOf<'storage'>;

/** How many items the summary shows; 'View all' shows every one the section holds. */
export const itemsInSummary = 5;

export interface StorageCardProps {
  section: StorageDashboardSection;
  view: 'summary' | 'all';
  /** The dashboard's 'View all' link. */
  viewAll: ReactNode;
}

/**
 * The storage area's card: items whose best-before is within a week of the dashboard's date or
 * past, soonest first, each saying how soon in words. The section holds at most 10 of
 * `expiringCount`; the rest are a link away, on /storage-groups.
 */
export function StorageCard({ section, view, viewAll }: StorageCardProps) {
  const intl = useIntl();
  const { expiring, expiringCount } = section;
  const shown = view === 'all' ? expiring : expiring.slice(0, itemsInSummary);
  const hidden = expiringCount - shown.length;

  return (
    <section className={styles.card} aria-labelledby="dashboard-storage">
      <h2 id="dashboard-storage" className={styles.heading}>
        {intl.formatMessage(m.heading)}
      </h2>
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item._id} className={styles.item}>
            <Link to="/storage-item/$storageItemId" params={{ storageItemId: item._id }} className={styles.itemLink}>
              {item.name}
            </Link>
            <span className={styles.muted}>{intl.formatMessage(v.inGroup, { group: item.groupName })}</span>
            <span className={item.daysLeft < 0 ? styles.expired : styles.soon}>
              {item.daysLeft < 0 ? intl.formatMessage(m.expired) : intl.formatMessage(v.expiresIn, { days: item.daysLeft })}
            </span>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <p className={styles.more}>
          <span>{intl.formatMessage(v.more, { count: hidden })}</span>
          {view === 'summary' && expiring.length > shown.length ? (
            viewAll
          ) : (
            <Link to="/storage-groups" className={styles.link}>
              {intl.formatMessage(m.toStorage)}
            </Link>
          )}
        </p>
      ) : null}
    </section>
  );
}
