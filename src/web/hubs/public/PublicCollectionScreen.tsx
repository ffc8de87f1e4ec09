import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Findable } from '../../api/loadable';
import { ShowMore, type MorePages } from '../../components/ShowMore';
import { PendingPage } from '../../components/status/PendingPage';
import { CollectionValue } from './CollectionValue';
import { collectionMessages as m, countedMessages as counted, statusMessages } from './messages';
import { publicTitles } from './pageTitles';
import * as styles from './public.css';
import { LinkGone } from './LinkGone';
import type { PublicCollection } from './queries';

export interface PublicCollectionScreenProps {
  /** The pages of items read so far; `more` reads the next. */
  collection: Findable<PublicCollection>;
  onRetry: () => void;
  /** The next page of items, while there are more (stories may leave it out). */
  more?: MorePages;
}

/** /public/collection/:id: the shared collection's items as a table of its fields, or the gone page. */
export function PublicCollectionScreen({ collection, onRetry, more }: PublicCollectionScreenProps) {
  const intl = useIntl();
  const tableId = useId();
  if (collection.status === 'notFound') return <LinkGone />;
  if (collection.status !== 'ready') {
    return <PendingPage status={collection.status} heading={intl.formatMessage(publicTitles.collection)} messages={statusMessages} onRetry={onRetry} />;
  }
  const { name, fields, items } = collection.data;
  const hasMore = more?.hasMore === true;
  // An item is named by its first text field, for its images' alt text.
  const nameField = fields.find((field) => field.type === 'text');
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{name}</h1>
        <p className={styles.muted}>{intl.formatMessage(hasMore ? counted.itemsSoFar : counted.itemCount, { count: items.length })}</p>
      </header>
      {items.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.empty)}</p>
      ) : (
        // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
        <div className={styles.tableScroll} role="region" aria-labelledby={tableId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={tableId} className={styles.small}>
              {intl.formatMessage(m.items)}
            </caption>
            <thead>
              <tr>
                {fields.map((field) => (
                  <th key={field.id} scope="col" className={styles.cell}>
                    {field.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => {
                const itemName = nameField ? String(item.values[nameField.id] ?? '') : '';
                return (
                  <tr key={index}>
                    {fields.map((field) => (
                      <td key={field.id} className={styles.cell}>
                        <CollectionValue field={field} value={item.values[field.id]} itemName={itemName} />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ShowMore more={more} label={intl.formatMessage(m.showMore)} />
    </div>
  );
}
