import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ItemForm, type ItemFields } from './ItemForm';
import { ItemRow } from './ItemRow';
import type { Findable } from '../../api/loadable';
import { storageTitles } from './pageTitles';
import { PrintLabel } from './PrintLabel';
import type { StorageGroup, StorageItemInGroup } from './queries';
import { commonMessages as c, commonValueMessages as cv, groupMessages as m, groupValueMessages as v } from './screenMessages';
import * as styles from './storage.css';
import { NotReady } from '../../components/status/NotReady';

export interface StorageGroupScreenProps {
  /** The group and its items by name. */
  group: Findable<[StorageGroup, readonly StorageItemInGroup[]]>;
  /** The user's today, YYYY-MM-DD. */
  today: string;
  isAdding: boolean;
  /** Adds an item to the group; resolves once added (the form empties). */
  onAdd: (fields: ItemFields) => Promise<unknown>;
  /** Saves an item's fields; resolves once saved. */
  onSaveItem: (item: StorageItemInGroup, fields: ItemFields) => Promise<unknown>;
  /** Items with an edit not sent yet (marked "Not sent yet"). */
  unsentIds?: ReadonlySet<string>;
  /** Deletes an item; resolves once deleted. */
  onDeleteItem: (item: StorageItemInGroup) => Promise<unknown>;
  onRetry: () => void;
}

/** /storage-group/:storageGroupId: what a place holds, soonest-expiring highlighted; adding, editing and deleting items; its QR label. */
export function StorageGroupScreen(props: StorageGroupScreenProps) {
  const intl = useIntl();
  if (props.group.status !== 'ready') {
    return <NotReady status={props.group.status} heading={intl.formatMessage(storageTitles.group)} messages={{ ...m, back: c.toGroups }} backTo="/storage-groups" onRetry={props.onRetry} />;
  }
  const [group, items] = props.group.data;
  return <StorageGroup {...props} group={group} items={items} />;
}

function StorageGroup({ group, items, today, isAdding, onAdd, onSaveItem, onDeleteItem, unsentIds }: Omit<StorageGroupScreenProps, 'group'> & { group: StorageGroup; items: readonly StorageItemInGroup[] }) {
  const intl = useIntl();
  const itemsHeading = useId();
  const addHeading = useId();
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{group.name}</h1>
        <Link to="/storage-groups" className={styles.link}>
          {intl.formatMessage(c.toGroups)}
        </Link>
      </div>
      <p className={styles.facts}>{intl.formatMessage(cv.itemCounts, { items: group.itemCount, expiring: group.expiringCount })}</p>
      <PrintLabel path={`/storage-group/${group._id}`} name={group.name} />
      <section className={styles.section} aria-labelledby={itemsHeading}>
        <h2 id={itemsHeading} className={styles.sectionHeading}>
          {intl.formatMessage(m.itemsHeading)}
        </h2>
        {items.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(v.empty, { name: group.name })}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={itemsHeading}>
            {items.map((item) => (
              <ItemRow key={item._id} item={item} today={today} unsent={unsentIds?.has(item._id) ?? false} onSave={(fields) => onSaveItem(item, fields)} onDelete={() => onDeleteItem(item)} />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby={addHeading}>
        <h2 id={addHeading} className={styles.sectionHeading}>
          {intl.formatMessage(m.addHeading)}
        </h2>
        <ItemForm storageGroupId={group._id} label={intl.formatMessage(m.addHeading)} isBusy={isAdding} onSave={onAdd} />
      </section>
    </div>
  );
}
