import { useIntl } from 'react-intl';
import { ExportSection } from '../../components/transfer/ExportSection';
import { useExportDownload } from '../../components/transfer/useExportDownload';
import { exportMessages as m } from './exportMessages';

/** /recipe-collections' export: every recipe as schema.org JSON-LD. */
export function RecipesExport() {
  const intl = useIntl();
  const download = useExportDownload('/recipe-export', 'recipes.jsonld');
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
