import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { loadable } from '../../api/loadable';
import { useApi } from '../../api/useApi';
import { downloadText } from '../../components/downloadText';
import type { OpenHistory } from './CounterCard';
import { CounterGroupsScreen } from './CounterGroupsScreen';
import { useCounting } from './counting';
import type { CounterValues } from './CounterForm';
import { historyRange } from './historyRange';
import {
  browserTimeZone,
  counterGroupsQuery,
  counterHistoryQuery,
  fetchAllCounterEvents,
  today as todayOf,
  useCreateCounter,
  useCreateCounterGroup,
  useDeleteCounter,
  useDeleteCounterGroup,
  useRenameCounterGroup,
  useUndoCount,
  useUpdateCounter,
  type HistoryBy,
} from './queries';
import { csvMessages } from './screenMessages';

/** A counter's goal as the contract takes it: none is `goal: null` (an edit) or left out (a new counter). */
const goalOf = ({ goal, goalPeriod }: CounterValues) => (goal === null ? { goal: null } : { goal, goalPeriod });

/** /counter-groups on the user's groups (loaded with the route), counted on their today in their zone. */
export function CounterGroupsRoute() {
  const api = useApi();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [today] = useState(todayOf);
  const [zone] = useState(browserTimeZone);
  const [openHistories, setOpenHistories] = useState<ReadonlyArray<{ counterId: string; by: HistoryBy }>>([]);
  const groups = useQuery(counterGroupsQuery(api, today, zone));
  const histories = useQueries({
    queries: openHistories.map(({ counterId, by }) => counterHistoryQuery(api, counterId, by, historyRange(by, today), zone)),
  });
  const createGroup = useCreateCounterGroup();
  const renameGroup = useRenameCounterGroup();
  const deleteGroup = useDeleteCounterGroup();
  const createCounter = useCreateCounter();
  const updateCounter = useUpdateCounter();
  const deleteCounter = useDeleteCounter();
  const counting = useCounting();
  const { undo } = useUndoCount();

  const historiesById: Record<string, OpenHistory> = Object.fromEntries(
    openHistories.map(({ counterId, by }, index) => [counterId, { by, periods: loadable(histories[index]!) }]),
  );
  const setBy = (counterId: string, by: HistoryBy) => setOpenHistories((open) => open.map((each) => (each.counterId === counterId ? { counterId, by } : each)));

  const exportEvents = async (counterId: string) => {
    const counter = groups.data?.flatMap((group) => group.counters).find((each) => each._id === counterId);
    if (!counter) return;
    const [events, { eventsCsv, eventsFileName }] = await Promise.all([fetchAllCounterEvents(queryClient, api, counterId), import('./eventsCsv')]);
    const labels = { time: intl.formatMessage(csvMessages.time), localTime: intl.formatMessage(csvMessages.localTime), change: intl.formatMessage(csvMessages.change), valueAfter: intl.formatMessage(csvMessages.valueAfter) };
    downloadText(eventsFileName(counter.name), eventsCsv(events, labels));
  };

  return (
    <CounterGroupsScreen
      groups={loadable(groups)}
      histories={historiesById}
      isAddingGroup={createGroup.isPending}
      onAddGroup={(name) => createGroup.mutateAsync({ body: { name } })}
      onRenameGroup={(counterGroupId, name) => renameGroup.mutateAsync({ body: { counterGroupId, name } })}
      onDeleteGroup={(counterGroupId) => deleteGroup.mutateAsync({ params: { query: { counterGroupId } } })}
      onAddCounter={(counterGroupId, values) => createCounter.mutateAsync({ body: { name: values.name, counterGroupId, step: values.step, ...(values.goal === null ? {} : goalOf(values)) } })}
      onSaveCounter={(counterId, values) => updateCounter.mutateAsync({ body: { counterId, name: values.name, step: values.step, ...goalOf(values) } })}
      onDeleteCounter={(counterId) => deleteCounter.mutateAsync({ params: { query: { counterId } } })}
      onCount={(counterId, direction) => {
        const counter = groups.data?.flatMap((group) => group.counters).find((each) => each._id === counterId);
        return counter ? counting.tap(counter, direction) : Promise.resolve(null);
      }}
      unsentIds={counting.unsentIds}
      onUndo={undo}
      onToggleHistory={(counterId) =>
        setOpenHistories((open) => (open.some((each) => each.counterId === counterId) ? open.filter((each) => each.counterId !== counterId) : [...open, { counterId, by: 'day' }]))
      }
      onHistoryBy={setBy}
      onRetryHistory={(counterId) => void histories[openHistories.findIndex((each) => each.counterId === counterId)]?.refetch()}
      onExport={exportEvents}
      onRetry={() => void groups.refetch()}
    />
  );
}
