import { useId, type ChangeEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Loadable } from '../../../api/loadable';
import { AppLink } from '../../../components/AppLink';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import * as page from '../../../components/page/page.css';
import { LoadStatus } from '../../../components/status/LoadStatus';
import { pageTitles } from '../pageTitles';
import type { AccountDataPreview, AccountDataSummary } from './accountDataQueries';
import * as styles from './yourData.css';
import { areaNames, yourDataMessages as m, yourDataValues as v } from './yourDataMessages';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; rows: number; total: number }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; reason: MessageDescriptor };

export type RestoreState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'preview'; fileName: string; preview: AccountDataPreview }
  | { status: 'restoring'; fileName: string; preview: AccountDataPreview }
  | { status: 'restored'; preview: AccountDataPreview }
  | { status: 'failed'; reason: MessageDescriptor };

export interface YourDataScreenProps {
  summary: Loadable<AccountDataSummary>;
  download: DownloadState;
  restore: RestoreState;
  onRetrySummary: () => void;
  onDownload: () => void;
  onChooseFile: (file: File) => void;
  onRestore: () => void;
  onCancelRestore: () => void;
}

const rowsOf = (tables: Record<string, number> | undefined) => Object.values(tables ?? {}).reduce((sum, count) => sum + count, 0);

/** /settings/data (issue 26): download everything with its progress, and restore a file into an empty account. */
export function YourDataScreen({ summary, download, restore, onRetrySummary, onDownload, onChooseFile, onRestore, onCancelRestore }: YourDataScreenProps) {
  const intl = useIntl();
  const downloadId = useId();
  const restoreId = useId();
  const fileId = useId();
  const restoreHintId = useId();
  const notEmptyId = useId();
  const previewId = useId();
  const areaName = (area: string) => (area in areaNames ? intl.formatMessage(areaNames[area as keyof typeof areaNames]) : area);
  const empty = summary.status === 'ready' && summary.data.empty;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again reads it again.
    input.value = '';
    if (file) onChooseFile(file);
  };

  return (
    <div className={page.screen}>
      <h1 className={page.heading}>{intl.formatMessage(pageTitles.yourData)}</h1>
      <p className={page.muted}>{intl.formatMessage(m.intro)}</p>

      <section className={page.section} aria-labelledby={downloadId}>
        <h2 id={downloadId} className={page.sectionHeading}>
          {intl.formatMessage(m.downloadHeading)}
        </h2>
        <p className={page.muted}>{intl.formatMessage(m.downloadHint)}</p>
        {summary.status !== 'ready' ? (
          <LoadStatus status={summary.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetrySummary} />
        ) : (
          <>
            <p className={page.small}>{intl.formatMessage(v.total, { rows: summary.data.rows })}</p>
            <div className={form.actions}>
              <Button variant="primary" onClick={onDownload} disabled={download.status === 'downloading'}>
                {intl.formatMessage(m.download)}
              </Button>
            </div>
          </>
        )}
        {download.status === 'downloading' ? (
          <>
            <progress
              className={styles.progress}
              aria-label={intl.formatMessage(m.progressLabel)}
              max={Math.max(1, download.total)}
              value={Math.min(download.rows, download.total)}
            />
            <p className={page.small} role="status">
              {intl.formatMessage(v.progress, { percent: download.total === 0 ? 0 : Math.min(1, download.rows / download.total) })}
            </p>
          </>
        ) : null}
        {download.status === 'done' ? (
          <p className={page.small} role="status">
            {intl.formatMessage(v.saved, { fileName: download.fileName })}
          </p>
        ) : null}
        {download.status === 'failed' ? (
          <p className={form.alert} role="alert">
            {intl.formatMessage(m.downloadFailed)} {intl.formatMessage(download.reason)}
          </p>
        ) : null}
      </section>

      <section className={page.section} aria-labelledby={restoreId}>
        <h2 id={restoreId} className={page.sectionHeading}>
          {intl.formatMessage(m.restoreHeading)}
        </h2>
        <p id={restoreHintId} className={page.muted}>
          {intl.formatMessage(m.restoreHint)}
        </p>
        {summary.status === 'ready' && !summary.data.empty && restore.status !== 'restored' ? (
          <p id={notEmptyId} className={form.alert}>
            {intl.formatMessage(m.notEmpty)}
          </p>
        ) : null}
        {restore.status === 'idle' || restore.status === 'failed' ? (
          <div className={form.field}>
            <label htmlFor={fileId} className={form.label}>
              {intl.formatMessage(restore.status === 'failed' ? m.chooseAnother : m.chooseFile)}
            </label>
            <input id={fileId} type="file" accept=".zip,application/zip" className={styles.fileInput} aria-describedby={restoreHintId} onChange={choose} />
          </div>
        ) : null}
        {restore.status === 'failed' ? (
          <p className={form.alert} role="alert">
            {intl.formatMessage(m.readFailed)} {intl.formatMessage(restore.reason)}
          </p>
        ) : null}
        {restore.status === 'reading' ? (
          <p className={page.muted} role="status">
            {intl.formatMessage(m.reading)}
          </p>
        ) : null}
        {restore.status === 'preview' || restore.status === 'restoring' ? (
          <div className={form.form} aria-labelledby={previewId} role="group">
            <h3 id={previewId} className={page.sectionHeading}>
              {intl.formatMessage(m.previewHeading)}
            </h3>
            <p className={page.small}>
              {intl.formatMessage(v.fileFacts, {
                fileName: restore.fileName,
                exportedAt: new Date(restore.preview.exportedAt),
                appVersion: restore.preview.appVersion,
                formatVersion: restore.preview.formatVersion,
              })}
            </p>
            {restore.preview.upgradedFrom === null ? null : <p className={page.small}>{intl.formatMessage(v.upgraded, { from: restore.preview.upgradedFrom })}</p>}
            {restore.preview.rows === 0 ? <p className={page.muted}>{intl.formatMessage(m.nothingInFile)}</p> : null}
            <ul className={styles.counts}>
              {Object.entries(restore.preview.counts)
                .filter(([, tables]) => rowsOf(tables) > 0)
                .map(([area, tables]) => (
                  <li key={area}>{intl.formatMessage(v.areaRows, { area: areaName(area), rows: rowsOf(tables) })}</li>
                ))}
            </ul>
            <div className={form.actions}>
              <Button
                variant="primary"
                onClick={onRestore}
                disabled={restore.status === 'restoring' || !empty}
                aria-describedby={empty ? undefined : notEmptyId}
              >
                {intl.formatMessage(restore.status === 'restoring' ? m.restoring : m.restore)}
              </Button>
              <Button onClick={onCancelRestore} disabled={restore.status === 'restoring'}>
                {intl.formatMessage(m.cancel)}
              </Button>
            </div>
            {restore.status === 'restoring' ? (
              <p className={page.muted} role="status">
                {intl.formatMessage(m.restoring)}
              </p>
            ) : null}
          </div>
        ) : null}
        {restore.status === 'restored' ? (
          <>
            <p className={page.muted} role="status">
              {intl.formatMessage(v.restored, { rows: restore.preview.rows })}
            </p>
            <AppLink to="/dashboard" className={page.link}>
              {intl.formatMessage(m.goHome)}
            </AppLink>
          </>
        ) : null}
      </section>
    </div>
  );
}
