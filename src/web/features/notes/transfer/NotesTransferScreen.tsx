import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Schemas } from '../../../../contract/types';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import * as page from '../../../components/page/page.css';
import { ExportButton, type ExportButtonProps } from '../../../components/transfer/ExportButton';
import { skipReasonMessages as reasons, transferMessages as m, transferValueMessages as v } from './messages';

export type NoteImportReport = Schemas['NoteImportReport'];

/** Where the import stands: nothing chosen, reading and previewing, a preview, importing, done, or failed. */
export type ImportStep =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'preview'; report: NoteImportReport }
  | { step: 'importing'; report: NoteImportReport }
  | { step: 'done'; report: NoteImportReport }
  | { step: 'failed'; message: string };

export interface NotesTransferScreenProps {
  state: ImportStep;
  onChooseFiles: (files: File[]) => void;
  onImport: () => void;
  onStartOver: () => void;
  exportButton: Omit<ExportButtonProps, 'label' | 'busyLabel' | 'failedText'>;
}

/** /notes-transfer: a zip or folder of Markdown in (previewed first), every note out as a zip. */
export function NotesTransferScreen({ state, onChooseFiles, onImport, onStartOver, exportButton }: NotesTransferScreenProps) {
  const intl = useIntl();
  const importHeading = useId();
  const exportHeading = useId();
  const zipId = useId();
  const folderId = useId();
  const startOver = (
    <Button variant="secondary" onClick={onStartOver}>
      {intl.formatMessage(m.startOver)}
    </Button>
  );
  return (
    <div className={page.screen}>
      <h1 className={page.heading}>{intl.formatMessage(m.title)}</h1>
      <section className={page.section} aria-labelledby={importHeading}>
        <h2 id={importHeading} className={page.sectionHeading}>
          {intl.formatMessage(m.importHeading)}
        </h2>
        <p className={page.muted}>{intl.formatMessage(m.importLead)}</p>
        {state.step === 'choose' && (
          <>
            <div className={form.field}>
              <label htmlFor={zipId} className={form.label}>
                {intl.formatMessage(m.zipLabel)}
              </label>
              <input id={zipId} type="file" accept=".zip,application/zip" onChange={(event) => onChooseFiles([...(event.target.files ?? [])])} />
            </div>
            <div className={form.field}>
              <label htmlFor={folderId} className={form.label}>
                {intl.formatMessage(m.folderLabel)}
              </label>
              <input
                id={folderId}
                type="file"
                multiple
                // React does not know the attribute; every current browser does.
                {...{ webkitdirectory: '' }}
                onChange={(event) => onChooseFiles([...(event.target.files ?? [])])}
              />
            </div>
          </>
        )}
        {state.step === 'reading' && (
          <p role="status" className={page.muted}>
            {intl.formatMessage(m.reading)}
          </p>
        )}
        {state.step === 'failed' && (
          <>
            <p role="alert">{state.message}</p>
            {startOver}
          </>
        )}
        {(state.step === 'preview' || state.step === 'importing' || state.step === 'done') && (
          <Report
            report={state.report}
            heading={intl.formatMessage(state.step === 'done' ? m.resultHeading : m.previewHeading)}
            actions={
              state.step === 'done' ? (
                <>
                  <p role="status">{intl.formatMessage(v.imported, { count: state.report.notes.length })}</p>
                  {startOver}
                </>
              ) : (
                <div className={page.rowActions}>
                  {state.report.notes.length > 0 && (
                    <Button variant="primary" onClick={onImport} disabled={state.step === 'importing'} aria-busy={state.step === 'importing'}>
                      {state.step === 'importing' ? intl.formatMessage(m.importing) : intl.formatMessage(v.importButton, { count: state.report.notes.length })}
                    </Button>
                  )}
                  {startOver}
                </div>
              )
            }
          />
        )}
      </section>
      <section className={page.section} aria-labelledby={exportHeading}>
        <h2 id={exportHeading} className={page.sectionHeading}>
          {intl.formatMessage(m.exportHeading)}
        </h2>
        <p className={page.muted}>{intl.formatMessage(m.exportLead)}</p>
        <ExportButton {...exportButton} label={intl.formatMessage(m.exportButton)} busyLabel={intl.formatMessage(m.exporting)} failedText={intl.formatMessage(m.exportFailed)} />
      </section>
    </div>
  );
}

function Report({ report, heading, actions }: { report: NoteImportReport; heading: string; actions: React.ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  const skippedId = useId();
  const isNew = new Map(report.collections.map((collection) => [collection.name.toLowerCase(), collection.isNew]));
  return (
    <>
      <h3 id={headingId} className={page.sectionHeading}>
        {heading}
      </h3>
      {report.notes.length === 0 ? (
        <p className={page.muted}>{intl.formatMessage(m.noNotes)}</p>
      ) : (
        <ul className={page.list} aria-labelledby={headingId}>
          {report.notes.map((note) => (
            <li key={note.path} className={page.row}>
              <span className={page.name}>{note.name}</span>
              <span className={page.small}>
                {note.effectiveDate} · {note.collection ?? intl.formatMessage(m.noCollection)}
                {note.collection !== null && isNew.get(note.collection.toLowerCase()) === true && ` (${intl.formatMessage(m.newCollection)})`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {report.skipped.length > 0 && (
        <>
          <h3 id={skippedId} className={page.sectionHeading}>
            {intl.formatMessage(m.skippedHeading)}
          </h3>
          <ul className={page.list} aria-labelledby={skippedId}>
            {report.skipped.map((skip) => (
              <li key={skip.path} className={page.row}>
                <span>{skip.path}</span>
                <span className={page.small}>{intl.formatMessage(reasons[skip.reason])}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {actions}
    </>
  );
}
