import type { Schemas } from '../../../contract/types';
import type { ImageRow } from './repository/images';
import { renditionSizes } from './sizes';

/** The contract's Image from its row and the sizes stored for it. */
export function toImage(row: Pick<ImageRow, 'id' | 'width' | 'height' | 'created_at'>, storedSizes: readonly string[]): Schemas['Image'] {
  return { _id: row.id, width: row.width, height: row.height, sizes: renditionSizes(storedSizes), createdAt: row.created_at };
}
