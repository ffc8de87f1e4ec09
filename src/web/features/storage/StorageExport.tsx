import { useIntl } from 'react-intl';
import { ExportSection } from '../../components/transfer/ExportSection';
import { useExportDownload } from '../../components/transfer/useExportDownload';
import { exportMessages as m } from './exportMessages';

/** /storage-groups' export: every item as CSV. */
export function StorageExport() {
  const intl = useIntl();
  const download = useExportDownload('/storage-export', 'storage.csv');
  return (
    <ExportSection
      heading={intl.formatMessage(m.heading)}
      lead={intl.formatMessage(m.lead)}
      label={intl.formatMessage(m.button)}
      busyLabel={intl.formatMessage(m.busy)}
      failedText={intl.formatMessage(m.failed)}
      isBusy={download.isPending}
      isFailed={download.isError}
      onExport={() => download.mutate()}
    />
  );
}
