import { startOfMonth } from 'date-fns';
import { useIntl } from 'react-intl';
import { messageForError } from '../../../api/errorMessages';
import { fileLanguage } from '../../../components/transfer/fileLanguage';
import { browserTimeZone, localDate } from '../queries';
import { ExportScreen, type ExportStage } from './ExportScreen';
import { exportMessages } from './messages';
import { useTimeExport } from './transferApi';

/** /time-tracker/export: this month so far to start with, in the browser's zone. */
export function ExportRoute() {
  const intl = useIntl();
  const download = useTimeExport();
  const stage: ExportStage =
    download.status === 'pending'
      ? { status: 'loading' }
      : download.status === 'error'
        ? { status: 'error', message: intl.formatMessage(messageForError(download.error, exportMessages.failed)) }
        : download.status === 'success'
          ? { status: 'done' }
          : { status: 'none' };
  return (
    <ExportScreen
      initial={{ from: localDate(startOfMonth(new Date())), to: localDate() }}
      timeZone={browserTimeZone()}
      stage={stage}
      onExport={(request) => download.mutate({ ...request, language: fileLanguage(intl.locale) })}
    />
  );
}
