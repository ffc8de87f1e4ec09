import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button';
import { dayText, tickText } from '../../../../i18n/dateText';
import { formatDuration } from '../../../../i18n/dateText';
import { Choice } from '../Choice';
import type { DayRange, GraphBy } from '../dates';
import { graphMessages, graphValueMessages } from '../messages';
import { EmptyState, Loading, LoadFailed } from '../StatusViews';
import * as viewStyles from '../views.css';
import * as styles from './Graph.css';
import { GraphChart } from './GraphChart';
import type { GraphData } from './graphData';

export type GraphState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: GraphData };

export interface GraphScreenProps {
  by: GraphBy;
  current: DayRange;
  previous: DayRange;
  state: GraphState;
  onByChange: (by: GraphBy) => void;
  /** Moves the spans a week (by day) or four weeks (by week) earlier (-1) or later (1). */
  onShift: (direction: -1 | 1) => void;
  onRetry: () => void;
}

/**
 * Time per group (or per sub group) per day or week, the previous span beside the current one
 * (issue 8): Recharts' bars, with a table of the same numbers for keyboard and screen reader users.
 */
export function GraphScreen({ by, current, previous, state, onByChange, onShift, onRetry }: GraphScreenProps) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const captionId = useId();
  const day = (date: string) => dayText(intl, date);
  const caption = by === 'day' ? text(graphValueMessages.dayCaption, { from: day(current.from) }) : text(graphValueMessages.weekCaption, { to: day(current.to) });
  const labels =
    state.status === 'ready'
      ? state.data.points.map((point) =>
          by === 'day' ? tickText(intl, point.from, 'weekday') : text(graphValueMessages.weekOf, { date: tickText(intl, point.from, 'dayMonth') }),
        )
      : [];
  return (
    <>
      <div className={viewStyles.controls}>
        <Choice
          legend={text(graphMessages.by)}
          name="graph-by"
          value={by}
          options={[
            { value: 'day', label: text(graphMessages.day) },
            { value: 'week', label: text(graphMessages.week) },
          ]}
          onChange={onByChange}
        />
        <div className={viewStyles.row}>
          <Button onClick={() => onShift(-1)}>{text(graphMessages.earlier)}</Button>
          <Button onClick={() => onShift(1)}>{text(graphMessages.later)}</Button>
        </div>
      </div>
      {state.status === 'loading' && <Loading>{text(graphMessages.loading)}</Loading>}
      {state.status === 'error' && <LoadFailed onRetry={onRetry}>{text(graphMessages.failed)}</LoadFailed>}
      {state.status === 'ready' && state.data.isEmpty && <EmptyState admin={false}>{text(graphMessages.empty)}</EmptyState>}
      {state.status === 'ready' && !state.data.isEmpty && (
        <figure className={styles.figure} aria-labelledby={captionId}>
          <figcaption id={captionId} className={styles.caption}>
            {caption}
          </figcaption>
          <div aria-hidden="true">
            <GraphChart data={state.data} labels={labels} />
          </div>
          {/* Whole dates in the headings may make the table wider than a phone: it scrolls, by keyboard too. */}
          <div className={viewStyles.scroll} role="region" tabIndex={0} aria-label={text(graphMessages.tableCaption)}>
            <table className={viewStyles.table}>
              <caption>{text(graphMessages.tableCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{text(graphMessages.group)}</th>
                  <th scope="col">{text(graphValueMessages.currentSpan, { from: day(current.from), to: day(current.to) })}</th>
                  <th scope="col">{text(graphValueMessages.currentSpan, { from: day(previous.from), to: day(previous.to) })}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.name}</th>
                    <td>{formatDuration(row.currentMs)}</td>
                    <td className={styles.change}>{formatDuration(row.previousMs)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </>
  );
}
