import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { timeList } from '../../../../../domain/timeList';
import { useApi } from '../../../../api/useApi';
import { timeGroupsQuery } from '../../queries';
import { viewTitles } from '../pageTitles';
import { useTimePreference } from '../useTimePreference';
import { useViewTab } from '../useViewTab';
import { freshAfterLoad } from '../viewQueries';
import { ViewsLayout } from '../ViewsLayout';
import * as viewStyles from '../views.css';
import { AllGoals } from '../../goals/AllGoals';
import { TimeListScreen, type ListState } from './TimeListScreen';

/**
 * /time-groups/list: every group's totals for today (GET /time-group, loaded with the route),
 * kept and ordered by spec §2's rule for the saved filter and mode, which a change saves.
 */
export function TimeListRoute() {
  const intl = useIntl();
  const groups = useQuery({ ...timeGroupsQuery(useApi()), staleTime: freshAfterLoad });
  const [filter, setFilter] = useTimePreference('timeFilter');
  const [sorting, setSorting] = useTimePreference('timeSorting');
  const onTab = useViewTab();
  const items = useMemo(() => (groups.data ? timeList(groups.data, filter, sorting) : []), [groups.data, filter, sorting]);
  const state: ListState = groups.isSuccess ? { status: 'ready', items, readAt: groups.dataUpdatedAt } : groups.isError ? { status: 'error' } : { status: 'loading' };
  return (
    <ViewsLayout heading={intl.formatMessage(viewTitles.list)} onTab={onTab}>
      <TimeListScreen
        state={state}
        filter={filter}
        sorting={sorting}
        onFilterChange={setFilter}
        onSortingChange={setSorting}
        onRetry={() => void groups.refetch()}
      />
      <AllGoals level={2} className={viewStyles.section} headingClassName={viewStyles.sectionHeading} />
    </ViewsLayout>
  );
}
