import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadable } from '../../../api/loadable';
import { messageForError } from '../../../api/errorMessages';
import { useApi } from '../../../api/useApi';
import { accountDataSummaryQuery, useDownloadEverything, useSendExportFile } from './accountDataQueries';
import { saveFile } from './exportProgress';
import { yourDataMessages } from './yourDataMessages';
import { YourDataScreen, type DownloadState, type RestoreState } from './YourDataScreen';

/** /settings/data: the counts come with the route; the download streams with its progress; a restore previews first. */
export function YourDataRoute() {
  const queryClient = useQueryClient();
  const summary = useQuery(accountDataSummaryQuery(useApi()));
  const [download, setDownload] = useState<DownloadState>({ status: 'idle' });
  const [restore, setRestore] = useState<RestoreState>({ status: 'idle' });
  const [file, setFile] = useState<File | null>(null);
  const total = summary.data?.rows ?? 0;
  const downloader = useDownloadEverything((rows) => setDownload({ status: 'downloading', rows, total }));
  const previewer = useSendExportFile('/account-data/preview');
  const restorer = useSendExportFile('/account-data/restore');

  const startDownload = () => {
    setDownload({ status: 'downloading', rows: 0, total });
    downloader.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => {
        saveFile(blob, fileName);
        setDownload({ status: 'done', fileName });
      },
      onError: (error) => setDownload({ status: 'failed', reason: messageForError(error, yourDataMessages.downloadFailed) }),
    });
  };

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setRestore({ status: 'reading', fileName: chosen.name });
    previewer.mutate(chosen, {
      onSuccess: (preview) => setRestore({ status: 'preview', fileName: chosen.name, preview }),
      onError: (error) => setRestore({ status: 'failed', reason: messageForError(error, yourDataMessages.readFailed) }),
    });
  };

  const confirmRestore = () => {
    if (file === null || restore.status !== 'preview') return;
    setRestore({ ...restore, status: 'restoring' });
    restorer.mutate(file, {
      onSuccess: (preview) => {
        setRestore({ status: 'restored', preview });
        // Every screen reads the restored account afresh.
        void queryClient.invalidateQueries();
      },
      onError: (error) => setRestore({ status: 'failed', reason: messageForError(error, yourDataMessages.readFailed) }),
    });
  };

  return (
    <YourDataScreen
      summary={loadable(summary)}
      download={download}
      restore={restore}
      onRetrySummary={() => void summary.refetch()}
      onDownload={startDownload}
      onChooseFile={chooseFile}
      onRestore={confirmRestore}
      onCancelRestore={() => {
        setFile(null);
        setRestore({ status: 'idle' });
      }}
    />
  );
}
