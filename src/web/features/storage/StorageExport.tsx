import { FileExport } from '../../components/transfer/FileExport';
import { exportMessages } from './exportMessages';

/** /storage-groups' export: every item as CSV. */
export function StorageExport() {
  return <FileExport path="/storage-export" fallbackName="storage.csv" texts={exportMessages} named />;
}
