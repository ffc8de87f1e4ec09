import { useIntl, type MessageDescriptor } from 'react-intl';
import { ExportSection } from './ExportSection';
import { fileLanguage } from './fileLanguage';
import { useExportDownload } from './useExportDownload';

/** An export's texts: the section's heading and lead, the button, and its busy and failed states. */
export type FileExportTexts = Record<'heading' | 'lead' | 'button' | 'busy' | 'failed', MessageDescriptor>;

/**
 * An area's export section that downloads one file from `path` (an area's `GET /<area>-export`);
 * `named` when the file has column names, which then come in the app's language.
 */
export function FileExport({ path, fallbackName, texts, named = false }: { path: `/${string}-export`; fallbackName: string; texts: FileExportTexts; named?: boolean }) {
  const intl = useIntl();
  const download = useExportDownload(path, fallbackName, named ? { language: fileLanguage(intl.locale) } : undefined);
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
