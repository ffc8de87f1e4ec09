import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TimeStamp } from '../../../../contract/types';
import type { HomeSectionContext } from '../../../areaDefinition';
import { messageForError } from '../../../api/errorMessages';
import { useApi } from '../../../api/useApi';
import {
  activeStampsQuery,
  browserTimeZone,
  subGroupsQuery,
  timeGroupsQuery,
  timeQueryMessages,
  useCreateTimeGroup,
  useStartStamp,
  useStopStamp,
} from '../queries';
import type { StartStampValues } from './StartStampForm';
import { TimeHome, type QuickStart, type TimeHomeState } from './TimeHome';
import { timeHomeView } from './timeHomeView';
import { useShortcutSetting } from './shortcutSetting';
import { useHomeShortcuts } from './useHomeShortcuts';
import { AllGoals, loadAllGoals } from '../goals/AllGoals';
import { runningStamps, useUnsentStamps } from '../outbox/unsentStamps';
import { useSendDeferredStops, useStopUnsentStamp } from '../outbox/useDeferredStops';
import * as styles from './TimeHome.css';

/** Home loads the groups (today's totals), the sub groups (quick start), the running stamps and the goals. */
export async function loadHomeSection({ queryClient, api }: HomeSectionContext) {
  await Promise.all([
    queryClient.ensureQueryData(timeGroupsQuery(api)),
    queryClient.ensureQueryData(subGroupsQuery(api)),
    queryClient.ensureQueryData(activeStampsQuery(api)),
    loadAllGoals({ queryClient, api }),
  ]);
}

/** The time tracker's section of Home, on the stores (queries.ts). */
export function HomeSection() {
  const intl = useIntl();
  const api = useApi();
  const groups = useQuery(timeGroupsQuery(api));
  const subGroups = useQuery(subGroupsQuery(api));
  const active = useQuery(activeStampsQuery(api));
  const createGroup = useCreateTimeGroup();
  const startStamp = useStartStamp();
  const stopStamp = useStopStamp();
  const stopUnsent = useStopUnsentStamp();
  const unsent = useUnsentStamps();
  useSendDeferredStops();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const state: TimeHomeState =
    groups.isSuccess && subGroups.isSuccess && active.isSuccess
      ? timeHomeView(groups.data, subGroups.data, runningStamps(active.data, unsent), groups.dataUpdatedAt)
      : groups.isError || subGroups.isError || active.isError
        ? { status: 'error' }
        : { status: 'loading' };

  const track = (id: string, request: Promise<unknown>) => {
    setPending((ids) => new Set(ids).add(id));
    return request.finally(() =>
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      }),
    );
  };
  // The moment of the tap travels with the change: a stamp queued offline starts and ends when the user acted.
  const stop = (stamp: TimeStamp) => {
    if (pending.has(stamp._id)) return;
    const stopped = { timeStampId: stamp._id, endTime: new Date().toISOString(), timeZone: browserTimeZone() };
    if (stopUnsent(stamp, stopped.endTime, stopped.timeZone)) return;
    void track(stamp._id, stopStamp.mutateAsync({ stop: stopped, name: stamp.name })).catch(() => undefined);
  };
  const quickStart = (item: QuickStart) => {
    if (pending.has(item.subGroupId)) return;
    const body = { name: item.name, timeGroupId: item.timeGroupId, subGroupId: item.subGroupId, startTime: new Date().toISOString(), timeZone: browserTimeZone() };
    void track(item.subGroupId, startStamp.mutateAsync({ body })).catch(() => undefined);
  };
  const start = async ({ groupName, subGroupName }: StartStampValues) => {
    const startTime = new Date().toISOString();
    const known = state.status === 'ready' ? state.groups.find((group) => group.name.toLocaleLowerCase() === groupName.toLocaleLowerCase()) : undefined;
    const timeGroupId = known?._id ?? (await createGroup.mutateAsync({ body: { name: groupName } })).data._id;
    await startStamp.mutateAsync({ body: { name: subGroupName, timeGroupId, startTime, timeZone: browserTimeZone() } });
  };

  const [shortcutsOn, setShortcutsOn] = useShortcutSetting();
  useHomeShortcuts({
    onStopLatest: () => {
      if (state.status === 'ready' && state.active[0]) stop(state.active[0].stamp);
    },
    onQuickStart: (index) => {
      const item = state.status === 'ready' ? state.quickStarts[index] : undefined;
      if (item) quickStart(item);
    },
  }, shortcutsOn);

  const startFailure = startStamp.isError ? startStamp.error : createGroup.isError ? createGroup.error : null;
  return (
    <TimeHome
      state={state}
      onRetry={() => void Promise.all([groups.refetch(), subGroups.refetch(), active.refetch()])}
      pending={pending}
      unsent={unsent.touched}
      onStop={stop}
      onQuickStart={quickStart}
      onStart={start}
      isStarting={startStamp.isPending || createGroup.isPending}
      startError={startFailure ? intl.formatMessage(messageForError(startFailure, timeQueryMessages.stampInFailed)) : null}
      shortcuts={{ on: shortcutsOn, onChange: setShortcutsOn }}
      goals={<AllGoals level={3} className={styles.part} headingClassName={styles.subHeading} />}
    />
  );
}
