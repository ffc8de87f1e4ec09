import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import type { Loadable } from '../../api/loadable';
import { Button } from '../../components/Button';
import { LoadStatus } from '../../components/status/LoadStatus';
import { visuallyHidden } from '../../components/VisuallyHidden.css';
import { dayText, tickText } from '../../i18n/dateText';
import * as styles from './counters.css';
import type { HistoryBy, HistoryPeriod } from './queries';
import { historyMessages as m, historyValueMessages as v } from './screenMessages';

// Recharts is large: it loads when a history is first opened, never with the page.
const HistoryChart = lazy(() => import('./HistoryChart'));

export interface CounterHistoryProps {
  name: string;
  by: HistoryBy;
  periods: Loadable<readonly HistoryPeriod[]>;
  onBy: (by: HistoryBy) => void;
  onRetry: () => void;
}

/**
 * A counter's changes per day (the last 30 days) or per Monday week (the last 12): a sentence
 * that sums them up, a bar chart, and the numbers in a table for screen readers.
 */
export function CounterHistory({ name, by, periods, onBy, onRetry }: CounterHistoryProps) {
  const intl = useIntl();
  const headingId = useId();
  // The chart's ticks are short; the table names each day as every screen does (i18n/dateText).
  const short = (date: string) => tickText(intl, date, 'dayMonth');
  const long = (period: HistoryPeriod) => (by === 'day' ? dayText(intl, period.from) : intl.formatMessage(v.weekOf, { date: dayText(intl, period.from) }));

  return (
    <section className={styles.history} aria-labelledby={headingId} aria-busy={periods.status === 'loading'}>
      <h4 id={headingId} className={styles.historyHeading}>
        {intl.formatMessage(v.heading, { name })}
      </h4>
      <div role="group" aria-label={intl.formatMessage(m.by)} className={styles.actions}>
        {(['day', 'week'] as const).map((each) => (
          <Button key={each} size="sm" variant={by === each ? 'primary' : 'secondary'} aria-pressed={by === each} onClick={() => onBy(each)}>
            {intl.formatMessage(each === 'day' ? m.byDay : m.byWeek)}
          </Button>
        ))}
      </div>
      {periods.status !== 'ready' ? (
        <LoadStatus status={periods.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetry} />
      ) : (
        <>
          <p className={styles.small}>
            {intl.formatMessage(by === 'day' ? v.daySummary : v.weekSummary, {
              total: periods.data.reduce((sum, period) => sum + period.total, 0),
              most: Math.max(0, ...periods.data.map((period) => period.total)),
            })}
          </p>
          <Suspense fallback={<p className={styles.small}>{intl.formatMessage(m.drawing)}</p>}>
            <HistoryChart periods={periods.data} labels={periods.data.map((period) => short(period.from))} valueName={intl.formatMessage(m.total)} />
          </Suspense>
          <table className={visuallyHidden}>
            <caption>{intl.formatMessage(v.tableCaption, { name })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.period)}</th>
                <th scope="col">{intl.formatMessage(m.total)}</th>
              </tr>
            </thead>
            <tbody>
              {periods.data.map((period) => (
                <tr key={period.from}>
                  <th scope="row">{long(period)}</th>
                  <td>{intl.formatNumber(period.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
