import { useIntl } from 'react-intl';
import { StoredImage } from '../../components/image/StoredImage';
import * as styles from './collections.css';
import type { CollectionField, ItemValue } from './queries';
import { valueText } from './valueText';

export interface ValueCellProps {
  field: CollectionField;
  value: ItemValue | undefined;
  /** What the image shows (the item's title), for an image's alt text. */
  title: string;
}

/** A value shown by its type: an image's thumbnail, a link that opens in a new tab, else its text. */
export function FieldValue({ field, value, title }: ValueCellProps) {
  const intl = useIntl();
  if (value === undefined) return null;
  if (field.type === 'image' && typeof value === 'string') return <StoredImage imageId={value} alt={title} size="thumb" className={styles.thumb} />;
  if (field.type === 'link' && typeof value === 'string') {
    return (
      <a href={value} target="_blank" rel="noreferrer noopener" className={styles.link}>
        {value}
      </a>
    );
  }
  return <>{valueText(intl, field, value)}</>;
}
