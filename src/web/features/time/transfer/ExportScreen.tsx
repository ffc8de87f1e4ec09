import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as page from '../../../components/page/page.css';
import { dayCount, isDay } from '../views/dates';
import { exportMessages as m } from './messages';
import { transferTitles } from './pageTitles';
import type { ExportFormat, ExportRequest } from './transferApi';
import * as styles from './transfer.css';

/** The server's longest export range (RANGE_TOO_LONG): three years. */
const MAX_DAYS = 1096;

export type ExportStage = { status: 'none' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'done' };

export interface ExportScreenProps {
  initial: { from: string; to: string };
  timeZone: string;
  stage: ExportStage;
  onExport: (request: Omit<ExportRequest, 'language'>) => void;
}

type Problem = 'reversed' | 'tooLong' | null;

/** /time-tracker/export (issue 26): the stamps of a range of days as CSV or XLSX, downloaded. */
export function ExportScreen({ initial, timeZone, stage, onExport }: ExportScreenProps) {
  const text = useIntl().formatMessage;
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [problem, setProblem] = useState<Problem>(null);
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDay(from) || !isDay(to)) return;
    const found: Problem = from > to ? 'reversed' : dayCount({ from, to }) > MAX_DAYS ? 'tooLong' : null;
    setProblem(found);
    if (found === null) onExport({ from, to, timeZone, format });
  };

  return (
    <div className={page.screen}>
      <h1 className={page.heading}>{text(transferTitles.export)}</h1>
      <p className={page.muted}>{text(m.lead)}</p>
      <form className={`${page.section} ${styles.form}`} onSubmit={submit} noValidate aria-describedby={problem ? problemId : undefined}>
        <div className={styles.actions}>
          <label className={styles.field}>
            {text(m.from)}
            <input type="date" className={styles.input} value={from} required onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label className={styles.field}>
            {text(m.to)}
            <input type="date" className={styles.input} value={to} required onChange={(event) => setTo(event.target.value)} />
          </label>
        </div>
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{text(m.format)}</legend>
          {(['csv', 'xlsx'] as const).map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="format" value={value} checked={format === value} onChange={() => setFormat(value)} />
              {text(m[value])}
            </label>
          ))}
        </fieldset>
        {problem ? (
          <p id={problemId} className={styles.problem} role="alert">
            {text(m[problem])}
          </p>
        ) : null}
        {stage.status === 'error' ? (
          <p className={styles.problem} role="alert">
            {stage.message}
          </p>
        ) : null}
        <p className={page.small} role="status">
          {stage.status === 'loading' ? text(m.downloading) : stage.status === 'done' ? text(m.downloaded) : ''}
        </p>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={stage.status === 'loading'}>
            {text(m.download)}
          </Button>
        </div>
      </form>
    </div>
  );
}
