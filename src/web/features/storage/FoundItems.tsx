import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ExpiryBadge, isExpiring } from './ExpiryBadge';
import { amountText, bestBeforeText } from './itemText';
import type { StorageItemInGroup } from './queries';
import { groupsValueMessages as v } from './screenMessages';
import * as styles from './storage.css';

export interface FoundItemsProps {
  items: readonly StorageItemInGroup[];
  /** The list's accessible name. */
  label: string;
  today: string;
}

/** Items of any group (a search's, or what expires soon), each a link to its page, with its place, amount and date. */
export function FoundItems({ items, label, today }: FoundItemsProps) {
  const intl = useIntl();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => {
        const facts = [intl.formatMessage(v.inGroup, { group: item.groupName }), amountText(intl, item), bestBeforeText(intl, item.bestBefore)].filter(Boolean);
        return (
          <li key={item._id} className={isExpiring(item.bestBefore, today) ? `${styles.row} ${styles.expiringRow}` : styles.row}>
            <Link to="/storage-item/$storageItemId" params={{ storageItemId: item._id }} className={styles.rowLink}>
              <span className={styles.name} data-name>
                {item.name}
              </span>
              <span className={styles.facts}>
                {facts.join(' · ')} <ExpiryBadge bestBefore={item.bestBefore} today={today} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
