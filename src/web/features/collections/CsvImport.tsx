import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorCodeOf } from '../../api/errorMessages';
import { Button } from '../../components/Button';
import * as formStyles from '../../components/form/form.css';
import * as styles from './collections.css';
import { defaultMapping, importableFields, itemsFromCsv, readCsv, type ColumnMapping, type CsvFault, type CsvTable } from './csv';
import type { CollectionField, ItemValue } from './queries';
import { commonMessages as c, csvMessages as m, typeMessages } from './screenMessages';

/** The rows the preview shows. */
const previewRows = 5;
/** The faults listed; the rest are counted. */
const faultsListed = 20;

export interface CsvImportProps {
  fields: readonly CollectionField[];
  /** POST /item-import with every row; resolves with how many were added, rejects (nothing added) when refused. */
  onImport: (items: Array<{ values: Record<string, ItemValue> }>) => Promise<{ count: number }>;
}

type Read = { state: 'idle' } | { state: 'reading' } | { state: 'unreadable' } | { state: 'empty' } | { state: 'ready'; fileName: string; table: CsvTable; mapping: ColumnMapping };
type Outcome = null | { kind: 'faults'; faults: CsvFault[] } | { kind: 'refused'; message: string } | { kind: 'failed' } | { kind: 'done'; count: number };

/**
 * Import from CSV: choose a file, see its first rows, say which field each column fills (a
 * column named like a field fills it), then import every row or none: rows whose cells do not
 * fit their fields are listed (by row and field) and nothing is sent; the server's own refusal
 * is shown the same way.
 */
export function CsvImport({ fields, onImport }: CsvImportProps) {
  const intl = useIntl();
  const fileId = useId();
  const hintId = useId();
  const headingId = useId();
  const [read, setRead] = useState<Read>({ state: 'idle' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const targets = importableFields(fields);
  const fieldName = (id: string) => fields.find((field) => field.id === id)?.name ?? id;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setOutcome(null);
    if (!file) return setRead({ state: 'idle' });
    setRead({ state: 'reading' });
    try {
      const table = await readCsv(await file.text());
      setRead(table.rows.length === 0 ? { state: 'empty' } : { state: 'ready', fileName: file.name, table, mapping: defaultMapping(table.header, fields) });
    } catch {
      setRead({ state: 'unreadable' });
    }
  };

  if (read.state !== 'ready') {
    return (
      <div className={styles.form}>
        <div className={formStyles.field}>
          <label htmlFor={fileId} className={formStyles.label}>
            {intl.formatMessage(m.file)}
          </label>
          <input id={fileId} type="file" accept=".csv,text/csv" aria-describedby={hintId} onChange={(event) => void choose(event)} />
          <p id={hintId} className={formStyles.hint}>
            {intl.formatMessage(m.fileHint)}
          </p>
        </div>
        <p role="status" className={styles.small}>
          {read.state === 'reading' ? intl.formatMessage(m.reading) : read.state === 'unreadable' ? intl.formatMessage(m.unreadable) : read.state === 'empty' ? intl.formatMessage(m.noRows) : ''}
          {outcome?.kind === 'done' ? intl.formatMessage(m.imported, { count: outcome.count }) : ''}
        </p>
      </div>
    );
  }

  const { table, mapping, fileName } = read;
  const mapped = mapping.some((fieldId) => fieldId !== null);
  const setColumn = (column: number, fieldId: string | null) => {
    setOutcome(null);
    setRead({ ...read, mapping: mapping.map((each, at) => (at === column ? fieldId : each === fieldId ? null : each)) });
  };
  const start = async () => {
    const { items, faults } = itemsFromCsv(table, mapping, fields);
    if (faults.length > 0) return setOutcome({ kind: 'faults', faults });
    setBusy(true);
    try {
      const { count } = await onImport(items);
      setRead({ state: 'idle' });
      setOutcome({ kind: 'done', count });
    } catch (error) {
      setOutcome(errorCodeOf(error) === 'ITEM_IMPORT_INVALID' && error instanceof Error ? { kind: 'refused', message: error.message } : { kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      <h3 id={headingId} className={formStyles.label}>
        {intl.formatMessage(m.preview, { file: fileName })}
      </h3>
      <div role="region" aria-label={intl.formatMessage(m.previewRegion)} tabIndex={0} className={styles.tableRegion}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              {table.header.map((name, column) => (
                <th key={column} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.slice(0, previewRows).map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset className={styles.choice}>
        <legend className={formStyles.legend}>{intl.formatMessage(m.mapping)}</legend>
        {table.header.map((name, column) => (
          <ColumnSelect key={column} column={name} value={mapping[column] ?? null} fields={targets} onChange={(fieldId) => setColumn(column, fieldId)} />
        ))}
      </fieldset>
      {!mapped ? <p className={formStyles.fieldError}>{intl.formatMessage(m.nothingMapped)}</p> : null}
      <div className={styles.actions}>
        <Button variant="primary" disabled={!mapped || busy} aria-busy={busy} onClick={() => void start()}>
          {busy ? intl.formatMessage(m.importing) : intl.formatMessage(m.import, { count: table.rows.length })}
        </Button>
        <Button variant="ghost" onClick={() => setRead({ state: 'idle' })}>
          {intl.formatMessage(c.cancel)}
        </Button>
      </div>
      {outcome && outcome.kind !== 'done' ? (
        <div role="alert" className={styles.report}>
          <p className={formStyles.label}>{intl.formatMessage(m.refusedHeading)}</p>
          {outcome.kind === 'failed' ? <p className={styles.facts}>{intl.formatMessage(m.failed)}</p> : null}
          {outcome.kind === 'refused' ? (
            <>
              <p className={styles.facts}>{intl.formatMessage(m.serverFaults)}</p>
              <ul className={styles.faults}>
                {outcome.message
                  .split(/(?<=\.)\s+(?=Row \d|\()/)
                  .filter(Boolean)
                  .map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
              </ul>
            </>
          ) : null}
          {outcome.kind === 'faults' ? (
            <>
              <p className={styles.facts}>{intl.formatMessage(m.faultsBody)}</p>
              <ul className={styles.faults}>
                {outcome.faults.slice(0, faultsListed).map((fault) => {
                  const field = fields.find((each) => each.id === fault.fieldId);
                  return (
                    <li key={`${fault.row}-${fault.fieldId}`}>
                      {intl.formatMessage(m.fault, {
                        row: fault.row,
                        field: fieldName(fault.fieldId),
                        value: fault.value,
                        type: field ? intl.formatMessage(typeMessages[field.type]).toLowerCase() : '',
                      })}
                    </li>
                  );
                })}
                {outcome.faults.length > faultsListed ? <li>{intl.formatMessage(m.moreFaults, { count: outcome.faults.length - faultsListed })}</li> : null}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function ColumnSelect({ column, value, fields, onChange }: { column: string; value: string | null; fields: readonly CollectionField[]; onChange: (fieldId: string | null) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {intl.formatMessage(m.column, { column })}
      </label>
      <select id={id} className={styles.select} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{intl.formatMessage(m.ignore)}</option>
        {fields.map((field) => (
          <option key={field.id} value={field.id}>
            {field.name}
          </option>
        ))}
      </select>
    </div>
  );
}
