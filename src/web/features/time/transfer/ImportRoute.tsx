import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { messageForError } from '../../../api/errorMessages';
import { browserTimeZone } from '../queries';
import { ImportScreen, type ImportStage } from './ImportScreen';
import { importMessages } from './messages';
import { useTimeImport, type ImportRequest } from './transferApi';

/** Every IANA zone the browser knows, for the zone field's suggestions. */
const knownZones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

function stageOf(mutation: ReturnType<typeof useTimeImport>, words: (error: unknown) => string): ImportStage {
  if (mutation.status === 'pending') return { status: 'loading' };
  if (mutation.status === 'error') return { status: 'error', message: words(mutation.error) };
  if (mutation.status === 'success') return { status: 'ready', report: mutation.data.data };
  return { status: 'none' };
}

/** /time-tracker/import: a dry run first (the preview), then the same request for real. */
export function ImportRoute() {
  const intl = useIntl();
  const preview = useTimeImport();
  const apply = useTimeImport();
  const [asked, setAsked] = useState<Omit<ImportRequest, 'dryRun'> | null>(null);
  const timeZones = useMemo(() => knownZones(), []);
  const words = (error: unknown) => intl.formatMessage(messageForError(error, importMessages.failed));
  return (
    <ImportScreen
      defaultTimeZone={browserTimeZone()}
      timeZones={timeZones}
      preview={stageOf(preview, words)}
      result={stageOf(apply, words)}
      onPreview={(request) => {
        setAsked(request);
        apply.reset();
        preview.mutate({ body: { ...request, dryRun: true } });
      }}
      onImport={() => {
        if (asked !== null) apply.mutate({ body: { ...asked, dryRun: false } });
      }}
      onStartOver={() => {
        preview.reset();
        apply.reset();
        setAsked(null);
      }}
    />
  );
}
