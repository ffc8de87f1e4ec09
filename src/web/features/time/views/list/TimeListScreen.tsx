import { useNavigate } from '@tanstack/react-router';
import { startTransition, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { TimeFilter, TimeSorting } from '../../../../../domain/preferences';
import { filterPeriods, timeFilters, type TimeListItem } from '../../../../../domain/timeList';
import type { Ticker } from '../../clock/ticker';
import { Choice } from '../Choice';
import { controlMessages, listMessages, periodMessages } from '../messages';
import { EmptyState, Loading, LoadFailed } from '../StatusViews';
import * as styles from '../views.css';
import { TimeListRow } from './TimeListRow';
import { useRevealed } from '../../../../components/useRevealed';

export type ListState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `readAt`: when the totals were read (epoch ms); the running rows' totals grow from it. */
  | { status: 'ready'; items: readonly TimeListItem[]; readAt?: number };

export interface TimeListScreenProps {
  state: ListState;
  filter: TimeFilter;
  /** Normal or tags mode; absent on one group's list (its sub groups have no tags). */
  sorting?: TimeSorting;
  onFilterChange: (filter: TimeFilter) => void;
  onSortingChange?: (sorting: TimeSorting) => void;
  onRetry: () => void;
  /** Stories and tests pass their own clock ticker. */
  ticker?: Ticker;
}

/**
 * Spec §2's time tracker list: the period filter with the previous period beside it, normal or
 * tags mode, and the rows `timeList` kept in its order. Rows are memoised on plain values, so a
 * tick of the running clocks renders the clocks only (issue 8: 500 rows, 10 clocks).
 */
export function TimeListScreen({ state, filter, sorting, onFilterChange, onSortingChange, onRetry, ticker }: TimeListScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { current, previous } = filterPeriods[filter];
  /** A plain left click on a row's link navigates in the app; modified clicks do what the browser does. */
  const routeClicks = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) return;
    event.preventDefault();
    void navigate({ to: link.getAttribute('href') as never });
  };
  const text = intl.formatMessage;
  const items = state.status === 'ready' ? state.items : [];
  const readAt = state.status === 'ready' ? state.readAt : undefined;
  const shown = useRevealed(items.length, 30);
  // A new filter or mode changes every row: rendered as a transition, in slices.
  const changeFilter = (next: TimeFilter) => startTransition(() => onFilterChange(next));
  const changeSorting = (next: TimeSorting) => startTransition(() => onSortingChange?.(next));
  return (
    <>
      <div className={styles.controls}>
        <Choice
          legend={text(controlMessages.period)}
          name="time-filter"
          value={filter}
          options={timeFilters.map((value) => ({ value, label: text(controlMessages[value]) }))}
          onChange={changeFilter}
        />
        {sorting && onSortingChange && (
          <Choice
            legend={text(controlMessages.mode)}
            name="time-sorting"
            value={sorting}
            options={[
              { value: 'normal', label: text(controlMessages.normal) },
              { value: 'tags', label: text(controlMessages.tags) },
            ]}
            onChange={changeSorting}
          />
        )}
      </div>
      {state.status === 'loading' && <Loading>{text(listMessages.loading)}</Loading>}
      {state.status === 'error' && <LoadFailed onRetry={onRetry}>{text(listMessages.failed)}</LoadFailed>}
      {state.status === 'ready' && state.items.length === 0 && (
        <EmptyState>
          {text(!sorting ? listMessages.emptySubGroups : sorting === 'tags' ? listMessages.emptyTags : listMessages.empty)}
        </EmptyState>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{text(listMessages.name)}</th>
                <th scope="col">{text(periodMessages[current])}</th>
                {previous && <th scope="col">{text(periodMessages[previous])}</th>}
                <th scope="col">{text(listMessages.running)}</th>
              </tr>
            </thead>
            <tbody onClick={routeClicks}>
              {items.slice(0, shown).map((item) => (
                <TimeListRow
                  key={`${item.kind}:${item.id}`}
                  kind={item.kind}
                  id={item.id}
                  name={item.name}
                  value={item.value}
                  previous={item.previous}
                  runningSince={item.activeStamps[0]?.startTime ?? null}
                  runningCount={item.activeStamps.length}
                  readAt={readAt}
                  groupCount={item.groupIds.length}
                  ticker={ticker}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
