import { Link } from '@tanstack/react-router';
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as page from '../../../components/page/page.css';
import { ImportReportView } from './ImportReportView';
import { importMessages as m } from './messages';
import { transferTitles } from './pageTitles';
import { maxImportBytes, type ImportReport, type ImportRequest } from './transferApi';
import * as styles from './transfer.css';

/** Where a preview or an import stands; a failure carries the words to show. */
export type ImportStage = { status: 'none' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; report: ImportReport };

export interface ImportScreenProps {
  /** The user's zone, chosen to start with. */
  defaultTimeZone: string;
  /** The zones offered while typing (any IANA name may be typed). */
  timeZones: readonly string[];
  preview: ImportStage;
  result: ImportStage;
  onPreview: (request: Omit<ImportRequest, 'dryRun'>) => void;
  onImport: () => void;
  onStartOver: () => void;
}

/** The calculate view reads at most three years: a longer import opens on its last three. */
const MAX_RANGE_DAYS = 1096;

function importedRange({ from, to }: NonNullable<ImportReport['days']>): { from: string; to: string } {
  const earliest = new Date(Date.parse(`${to}T00:00:00Z`) - (MAX_RANGE_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from: from < earliest ? earliest : from, to };
}

const FORMATS = [
  ['toggl-csv', m.toggl],
  ['clockify-csv', m.clockify],
  ['kimai-csv', m.kimai],
] as const;
const DATE_ORDERS = [
  ['auto', m.auto],
  ['monthFirst', m.monthFirst],
  ['dayFirst', m.dayFirst],
] as const;

type Problem = 'noFile' | 'tooLarge' | 'unreadableFile' | null;

/**
 * /time-tracker/import (issue 26): the app a file came from, the file (picked or dropped), the
 * zone its times are in; a preview of what would be created and skipped, then the import, then
 * the way to the time list.
 */
export function ImportScreen({ defaultTimeZone, timeZones, preview, result, onPreview, onImport, onStartOver }: ImportScreenProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const [format, setFormat] = useState<ImportRequest['format']>('toggl-csv');
  const [dateOrder, setDateOrder] = useState<NonNullable<ImportRequest['dateOrder']>>('auto');
  const [timeZone, setTimeZone] = useState(defaultTimeZone);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [dropping, setDropping] = useState(false);
  const ids = { zones: useId(), problem: useId(), file: useId(), preview: useId() };

  // A change after a preview makes it stale: it goes, so Import never sends what was not previewed.
  const changed = () => {
    if (preview.status !== 'none') onStartOver();
  };
  const take = async (chosen: File | undefined) => {
    changed();
    setFile(null);
    if (chosen === undefined) return;
    if (chosen.size > maxImportBytes) return setProblem('tooLarge');
    try {
      setFile({ name: chosen.name, csv: await chosen.text() });
      setProblem(null);
    } catch {
      setProblem('unreadableFile');
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    void take(event.dataTransfer.files[0]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file === null) return setProblem(problem ?? 'noFile');
    onPreview({ format, csv: file.csv, timeZone: timeZone.trim(), dateOrder });
  };

  if (result.status === 'ready') {
    return (
      <div className={page.screen}>
        <h1 className={page.heading}>{text(transferTitles.import)}</h1>
        <section className={page.section} aria-live="polite">
          <h2 className={page.sectionHeading}>{text(m.doneHeading)}</h2>
          <ImportReportView report={result.report} />
          <div className={styles.actions}>
            {result.report.days === undefined ? (
              <Link to="/time-groups/list" className={page.link}>
                {text(m.toList)}
              </Link>
            ) : (
              <Link to="/time-groups/calculate" search={importedRange(result.report.days)} className={page.link}>
                {text(m.toImported)}
              </Link>
            )}
            <Button onClick={onStartOver}>{text(m.startOver)}</Button>
          </div>
        </section>
      </div>
    );
  }

  const busy = preview.status === 'loading' || result.status === 'loading';
  return (
    <div className={page.screen}>
      <h1 className={page.heading}>{text(transferTitles.import)}</h1>
      <p className={page.muted}>{text(m.lead)}</p>
      <form className={`${page.section} ${styles.form}`} onSubmit={submit} noValidate aria-describedby={problem ? ids.problem : undefined}>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{text(m.app)}</legend>
          {FORMATS.map(([value, label]) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="format" value={value} checked={format === value} onChange={() => {
                  changed();
                  setFormat(value);
                }} />
              {text(label)}
            </label>
          ))}
        </fieldset>
        <div
          className={`${styles.dropZone} ${dropping ? styles.dropping : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={drop}
        >
          <label className={styles.field} htmlFor={ids.file}>
            {text(m.file)}
          </label>
          <input id={ids.file} type="file" accept=".csv,text/csv" className={styles.input} onChange={(event) => void take(event.target.files?.[0])} />
          <p className={page.small}>{file ? file.name : text(m.dropHint)}</p>
        </div>
        <label className={styles.field}>
          {text(m.timeZone)}
          <input className={styles.input} list={ids.zones} value={timeZone} autoComplete="off" spellCheck={false} onChange={(event) => {
              changed();
              setTimeZone(event.target.value);
            }} />
          <datalist id={ids.zones}>
            {timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </label>
        <label className={styles.field}>
          {text(m.dateOrder)}
          <select className={styles.input} value={dateOrder} onChange={(event) => {
              changed();
              setDateOrder(event.target.value as typeof dateOrder);
            }}>
            {DATE_ORDERS.map(([value, label]) => (
              <option key={value} value={value}>
                {text(label)}
              </option>
            ))}
          </select>
        </label>
        {problem ? (
          <p id={ids.problem} className={styles.problem} role="alert">
            {text(m[problem])}
          </p>
        ) : null}
        {preview.status === 'error' ? (
          <p className={styles.problem} role="alert">
            {preview.message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant={preview.status === 'ready' ? undefined : 'primary'} disabled={busy}>
            {text(preview.status === 'loading' ? m.previewing : m.preview)}
          </Button>
        </div>
      </form>
      {preview.status === 'ready' ? (
        <section className={page.section} aria-labelledby={ids.preview} aria-live="polite">
          <h2 id={ids.preview} className={page.sectionHeading}>
            {text(m.previewHeading)}
          </h2>
          <ImportReportView report={preview.report} />
          {result.status === 'error' ? (
            <p className={styles.problem} role="alert">
              {result.message}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="primary" onClick={onImport} disabled={busy || preview.report.created.stamps === 0}>
              {text(result.status === 'loading' ? m.importing : m.importNow)}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
