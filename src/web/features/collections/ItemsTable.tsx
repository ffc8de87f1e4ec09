import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import * as styles from './collections.css';
import type { CollectionField, CollectionView, Item } from './queries';
import { collectionMessages as m } from './screenMessages';
import { FieldValue } from './ValueCell';
import { itemTitle, valueText } from './valueText';

export interface ItemsTableProps {
  fields: readonly CollectionField[];
  items: readonly Item[];
  sort: CollectionView['sort'];
}

/**
 * The items as a table, a column per field in the user's order. The first column opens the item.
 * A wide table scrolls sideways in its own region (focusable, so the keyboard scrolls it too).
 */
export function ItemsTable({ fields, items, sort }: ItemsTableProps) {
  const intl = useIntl();
  const [first, ...rest] = fields;
  if (!first) return null;
  return (
    <div role="region" aria-label={intl.formatMessage(m.tableRegion)} tabIndex={0} className={styles.tableRegion}>
      <table className={styles.table}>
        <thead>
          <tr>
            {fields.map((field) => (
              <th key={field.id} scope="col" aria-sort={sort?.fieldId === field.id ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                {field.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const title = itemTitle(intl, fields, item);
            const firstText = first.type === 'image' ? '' : valueText(intl, first, item.values[first.id]);
            return (
              <tr key={item._id}>
                <th scope="row">
                  <Link to="/item/$id" params={{ id: item._id }} className={styles.link} aria-label={intl.formatMessage(m.openItem, { title })}>
                    {firstText || title}
                  </Link>
                  {first.type === 'image' ? <FieldValue field={first} value={item.values[first.id]} title={title} /> : null}
                </th>
                {rest.map((field) => (
                  <td key={field.id}>
                    <FieldValue field={field} value={item.values[field.id]} title={title} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
