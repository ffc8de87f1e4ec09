import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import type { ImagesTables } from './tables';

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/avif': 'avif' };

/** Photos: each image's row, and every size of it as a file `photos/<imageId>-<size>.<ext>`. */
export const imagesAccountData = ({ db }: AreaDeps<ImagesTables>) =>
  tablePart(db, [
    { table: 'image', key: 'id' },
    {
      table: 'image_rendition',
      refs: ['image_id'],
      orderBy: ['image_id', 'size'],
      file: { column: 'bytes', path: (row) => `photos/${String(row.image_id)}-${String(row.size)}.${EXTENSIONS[String(row.content_type)] ?? 'bin'}` },
    },
  ]);
