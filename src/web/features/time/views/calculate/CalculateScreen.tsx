import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button';
import { dayText } from '../../../../i18n/dateText';
import { dayCount, isDay, longestRangeDays, type DayRange } from '../dates';
import { calculateMessages, calculateValueMessages } from '../messages';
import { EmptyState, Loading, LoadFailed } from '../StatusViews';
import * as viewStyles from '../views.css';
import * as styles from './Calculate.css';
import { decimalHours, hoursMinutes, type TotalRow } from './calculateCsv';

export type CalculateResult =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; range: DayRange; rows: readonly TotalRow[] };

export interface CalculateRequest extends DayRange {
  /** The chosen ids; null for all. */
  ids: string[] | null;
}

export interface CalculateScreenProps {
  /** What can be chosen: the groups, or one group's sub groups. */
  items: ReadonlyArray<{ id: string; name: string }>;
  /** Whether `items` are sub groups (their legend). */
  subGroups?: boolean;
  /** The form's start: the last request, or a default range. */
  initial: CalculateRequest;
  result: CalculateResult;
  onCalculate: (request: CalculateRequest) => void;
  onDownload: () => void;
  onRetry: () => void;
}

type Problem = 'reversed' | 'tooLong' | 'noneChosen' | null;

function problemOf(from: string, to: string, chosen: number): Problem {
  if (isDay(from) && isDay(to) && from > to) return 'reversed';
  if (isDay(from) && isDay(to) && dayCount({ from, to }) > longestRangeDays) return 'tooLong';
  if (chosen === 0) return 'noneChosen';
  return null;
}

/**
 * Calculate (issue 8): any date range and the chosen groups (or sub groups), totalled in
 * hours:minutes and decimal hours, with the total and a CSV download of the same table.
 */
export function CalculateScreen({ items, subGroups = false, initial, result, onCalculate, onDownload, onRetry }: CalculateScreenProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initial.ids ?? items.map((item) => item.id)));
  const [shown, setShown] = useState<Problem>(null);
  const problemId = useId();
  const chosenCount = items.filter((item) => chosen.has(item.id)).length;
  const allChosen = chosenCount === items.length;

  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(from, to, chosenCount);
    setShown(problem);
    if (problem || !isDay(from) || !isDay(to)) return;
    onCalculate({ from, to, ids: allChosen ? null : items.filter((item) => chosen.has(item.id)).map((item) => item.id) });
  };

  if (items.length === 0) return <EmptyState>{text(calculateMessages.noGroups)}</EmptyState>;

  const total = result.status === 'ready' ? result.rows.reduce((sum, row) => sum + row.ms, 0) : 0;
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-describedby={shown ? problemId : undefined}>
        <div className={viewStyles.row}>
          <label className={viewStyles.field}>
            {text(calculateMessages.from)}
            <input type="date" className={viewStyles.input} value={from} required onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label className={viewStyles.field}>
            {text(calculateMessages.to)}
            <input type="date" className={viewStyles.input} value={to} required onChange={(event) => setTo(event.target.value)} />
          </label>
        </div>
        <fieldset className={styles.groups}>
          <legend className={viewStyles.choiceLegend}>{text(subGroups ? calculateMessages.subGroups : calculateMessages.groups)}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={allChosen}
              onChange={() => setChosen(allChosen ? new Set() : new Set(items.map((item) => item.id)))}
            />
            {text(calculateMessages.all)}
          </label>
          {items.map((item) => (
            <label key={item.id} className={styles.check}>
              <input type="checkbox" checked={chosen.has(item.id)} onChange={() => toggle(item.id)} />
              {item.name}
            </label>
          ))}
        </fieldset>
        {shown && (
          <p id={problemId} className={styles.problem} role="alert">
            {text(calculateMessages[shown])}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary">
            {text(calculateMessages.submit)}
          </Button>
        </div>
      </form>
      {result.status === 'loading' && <Loading>{text(calculateMessages.loading)}</Loading>}
      {result.status === 'error' && <LoadFailed onRetry={onRetry}>{text(calculateMessages.failed)}</LoadFailed>}
      {result.status === 'ready' && (
        <section className={viewStyles.section} aria-live="polite">
          <div className={viewStyles.scroll}>
            <table className={viewStyles.table}>
              <caption>{text(calculateValueMessages.resultCaption, { from: dayText(intl, result.range.from), to: dayText(intl, result.range.to) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{text(calculateMessages.name)}</th>
                  <th scope="col">{text(calculateMessages.hoursMinutes)}</th>
                  <th scope="col">{text(calculateMessages.decimalHours)}</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.name}</th>
                    <td>{hoursMinutes(row.ms)}</td>
                    <td>{intl.formatNumber(decimalHours(row.ms), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{text(calculateMessages.total)}</th>
                  <td>{hoursMinutes(total)}</td>
                  <td>{intl.formatNumber(decimalHours(total), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          {total === 0 && <p className={viewStyles.status}>{text(calculateMessages.nothing)}</p>}
          <div>
            <Button onClick={onDownload}>{text(calculateMessages.download)}</Button>
          </div>
        </section>
      )}
    </>
  );
}
