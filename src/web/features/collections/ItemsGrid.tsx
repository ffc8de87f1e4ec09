import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { StoredImage } from '../../components/image/StoredImage';
import * as styles from './collections.css';
import type { CollectionField, Item } from './queries';
import { collectionMessages as m } from './screenMessages';
import { FieldValue } from './ValueCell';
import { itemTitle } from './valueText';

export interface ItemsGridProps {
  fields: readonly CollectionField[];
  items: readonly Item[];
  label: string;
}

/** The items as cards: the first image field's thumbnail, the title opening the item, then the other filled fields. */
export function ItemsGrid({ fields, items, label }: ItemsGridProps) {
  const intl = useIntl();
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => {
        const title = itemTitle(intl, fields, item);
        const imageField = fields.find((field) => field.type === 'image' && typeof item.values[field.id] === 'string');
        const imageId = imageField ? (item.values[imageField.id] as string) : null;
        const shown = fields.filter((field) => field !== imageField && item.values[field.id] !== undefined);
        return (
          <li key={item._id} className={styles.card}>
            {imageId ? <StoredImage imageId={imageId} alt={title} size="thumb" className={styles.cardImage} /> : null}
            <Link to="/item/$id" params={{ id: item._id }} className={styles.link} aria-label={intl.formatMessage(m.openItem, { title })}>
              {title}
            </Link>
            {shown.length > 0 ? (
              <dl className={styles.cardFacts}>
                {shown.map((field) => (
                  <div key={field.id} className={styles.cardFact}>
                    <dt>{field.name}</dt>
                    <dd>
                      <FieldValue field={field} value={item.values[field.id]} title={title} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
