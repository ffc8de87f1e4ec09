import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { messageForError } from '../../../api/errorMessages';
import { useExportDownload } from '../../../components/transfer/useExportDownload';
import { useImportNotes } from '../queries';
import { archiveOf } from './archive';
import { transferMessages as m } from './messages';
import { NotesTransferScreen, type ImportStep } from './NotesTransferScreen';

/** The browser's zone: the dates in the files were written where the user lives. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /notes-transfer: reads the chosen files into a zip, previews it with the server, then imports the same zip. */
export function NotesTransferRoute() {
  const intl = useIntl();
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const archive = useRef('');
  const importNotes = useImportNotes();
  const download = useExportDownload('/note-export', 'notes.zip');
  const fail = (error: unknown) => setState({ step: 'failed', message: intl.formatMessage(messageForError(error, m.failed)) });

  return (
    <NotesTransferScreen
      state={state}
      onChooseFiles={(files) => {
        if (files.length === 0) return;
        setState({ step: 'reading' });
        void (async () => {
          try {
            archive.current = await archiveOf(files);
            const answer = await importNotes.mutateAsync({ body: { archive: archive.current, timeZone: timeZone(), dryRun: true } });
            setState({ step: 'preview', report: answer.data });
          } catch (error) {
            fail(error);
          }
        })();
      }}
      onImport={() => {
        if (state.step !== 'preview') return;
        setState({ step: 'importing', report: state.report });
        importNotes.mutateAsync({ body: { archive: archive.current, timeZone: timeZone() } }).then(
          (answer) => setState({ step: 'done', report: answer.data }),
          fail,
        );
      }}
      onStartOver={() => {
        archive.current = '';
        setState({ step: 'choose' });
      }}
      exportButton={{ isBusy: download.isPending, isFailed: download.isError, onExport: () => download.mutate() }}
    />
  );
}
