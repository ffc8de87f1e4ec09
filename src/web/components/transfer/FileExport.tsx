import { useIntl, type MessageDescriptor } from 'react-intl';
import { ExportSection } from './ExportSection';
import { useExportDownload } from './useExportDownload';

/** An export's texts: the section's heading and lead, the button, and its busy and failed states. */
export type FileExportTexts = Record<'heading' | 'lead' | 'button' | 'busy' | 'failed', MessageDescriptor>;

/** An area's export section that downloads one file from `path` (an area's `GET /<area>-export`). */
export function FileExport({ path, fallbackName, texts }: { path: `/${string}-export`; fallbackName: string; texts: FileExportTexts }) {
  const intl = useIntl();
  const download = useExportDownload(path, fallbackName);
  return (
    <ExportSection
      heading={intl.formatMessage(texts.heading)}
      lead={intl.formatMessage(texts.lead)}
      label={intl.formatMessage(texts.button)}
      busyLabel={intl.formatMessage(texts.busy)}
      failedText={intl.formatMessage(texts.failed)}
      isBusy={download.isPending}
      isFailed={download.isError}
      onExport={() => download.mutate()}
    />
  );
}
