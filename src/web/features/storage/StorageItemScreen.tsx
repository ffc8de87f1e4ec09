import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { ExpiryBadge } from './ExpiryBadge';
import { ItemForm, type ItemFields } from './ItemForm';
import { ItemRecipes } from './ItemRecipes';
import { amountText, bestBeforeText } from './itemText';
import type { Findable, Loadable } from '../../api/loadable';
import { storageTitles } from './pageTitles';
import { PrintLabel } from './PrintLabel';
import type { RecipeSummary, StorageGroup, StorageItem } from './queries';
import { commonMessages as c, itemMessages as m, itemValueMessages as v } from './screenMessages';
import * as styles from './storage.css';
import { NotReady } from '../../components/status/NotReady';

export interface StorageItemScreenProps {
  /** The item and the user's groups (its place's name, and where it may move). */
  item: Findable<[StorageItem, readonly StorageGroup[]]>;
  /** The recipes that use the item's food; null when it is not marked as food. */
  recipes: Loadable<readonly RecipeSummary[]> | null;
  /** The user's today, YYYY-MM-DD. */
  today: string;
  /** Saves every field (a new place moves it); resolves once saved. */
  onSave: (fields: ItemFields) => Promise<unknown>;
  /** Deletes the item (and leaves its page); resolves once deleted. */
  onDelete: () => Promise<unknown>;
  isDeleting: boolean;
  onRetry: () => void;
  onRetryRecipes: () => void;
}

/** /storage-item/:storageItemId: one item, every field edited (its place too), deleted after a question, its recipes and its QR label. */
export function StorageItemScreen(props: StorageItemScreenProps) {
  const intl = useIntl();
  if (props.item.status !== 'ready') {
    return <NotReady status={props.item.status} heading={intl.formatMessage(storageTitles.item)} messages={{ ...m, back: c.toGroups }} backTo="/storage-groups" onRetry={props.onRetry} />;
  }
  const [item, groups] = props.item.data;
  return <StorageItemPage {...props} item={item} groups={groups} />;
}

function StorageItemPage(props: Omit<StorageItemScreenProps, 'item'> & { item: StorageItem; groups: readonly StorageGroup[] }) {
  const { item, groups, recipes, today, onSave, onDelete, isDeleting, onRetryRecipes } = props;
  const intl = useIntl();
  const editHeading = useId();
  const [asking, setAsking] = useState(false);
  const group = groups.find((each) => each._id === item.storageGroupId);
  const facts = [amountText(intl, item), bestBeforeText(intl, item.bestBefore) || intl.formatMessage(m.noBestBefore)].filter(Boolean);
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{item.name}</h1>
        {group ? (
          <Link to="/storage-group/$storageGroupId" params={{ storageGroupId: group._id }} className={styles.link}>
            {intl.formatMessage(v.inGroup, { group: group.name })}
          </Link>
        ) : (
          <Link to="/storage-groups" className={styles.link}>
            {intl.formatMessage(c.toGroups)}
          </Link>
        )}
      </div>
      <p className={styles.facts}>
        {facts.join(' · ')} <ExpiryBadge bestBefore={item.bestBefore} today={today} />
      </p>
      {item.note.trim() ? <p className={styles.muted}>{item.note}</p> : null}
      <PrintLabel path={`/storage-item/${item._id}`} name={item.name} />
      <section className={styles.section} aria-labelledby={editHeading}>
        <h2 id={editHeading} className={styles.sectionHeading}>
          {intl.formatMessage(m.editHeading)}
        </h2>
        <ItemForm key={item.updatedAt} item={item} storageGroupId={item.storageGroupId} groups={groups} label={intl.formatMessage(m.editHeading)} onSave={onSave} />
      </section>
      <ItemRecipes name={item.name} recipes={recipes} onRetry={onRetryRecipes} />
      <div>
        {asking ? (
          <ConfirmPanel
            message={intl.formatMessage(v.deleteQuestion, { name: item.name })}
            confirmLabel={intl.formatMessage(v.confirmDelete, { name: item.name })}
            cancelLabel={intl.formatMessage(c.cancel)}
            isBusy={isDeleting}
            onConfirm={() => void onDelete().catch(() => setAsking(false))}
            onCancel={() => setAsking(false)}
          />
        ) : (
          <Button onClick={() => setAsking(true)}>{intl.formatMessage(m.delete)}</Button>
        )}
      </div>
    </div>
  );
}
