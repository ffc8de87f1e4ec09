import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DashboardSectionOf } from '../../../areaDefinition';
import { itemDetail } from '../itemText';
import * as styles from './ShoppingCard.css';
import { shoppingDashboardMessages as m, shoppingDashboardValueMessages as v } from './messages';

export type ShoppingDashboardSection = DashboardSectionOf<'shopping'>;

/** How many open items the summary shows; 'View all' shows the rest the section holds (10). */
export const itemsInSummary = 3;

export interface ShoppingCardProps {
  /** The default list with its first open items (the dashboard has no shopping section without a default list). */
  section: ShoppingDashboardSection;
  view: 'summary' | 'all';
  /** The dashboard's 'View all' link. */
  viewAll: ReactNode;
}

/** The shopping area's card: the default list's open items (the same on every date), and the way to shop them. */
export function ShoppingCard({ section, view, viewAll }: ShoppingCardProps) {
  const intl = useIntl();
  const shown = view === 'all' ? section.openItems : section.openItems.slice(0, itemsInSummary);
  const hidden = section.openCount - shown.length;
  return (
    <section className={styles.card} aria-labelledby="dashboard-shopping">
      <h2 id="dashboard-shopping" className={styles.heading}>
        {intl.formatMessage(v.listHeading, { name: section.name })}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.hint}>{intl.formatMessage(m.allBought)}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((item) => {
            const detail = itemDetail(intl, item);
            return (
              <li key={item._id} className={styles.item}>
                <span>{item.name}</span>
                {detail ? <span className={styles.detail}>{detail}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
      {hidden > 0 ? (
        <p className={styles.more}>
          <span>{intl.formatMessage(v.more, { count: hidden })}</span>
          {view === 'summary' ? viewAll : null}
        </p>
      ) : null}
      <Link to="/shopping-list/$listId" params={{ listId: section.shoppingListId }} className={styles.link}>
        {intl.formatMessage(m.goShopping)}
      </Link>
    </section>
  );
}
