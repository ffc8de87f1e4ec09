import { useQueryClient } from '@tanstack/react-query';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  selectTimeStamp,
  timeStampMachine,
  type DeleteStampInput,
  type StampTarget,
  type StartStampInput,
  type TimeStamp,
  type UpdateStampInput,
} from '../../../../../machines/timeStampMachine';
import { explained } from '../../../api/errorMessages';
import { useApi } from '../../../api/useApi';
import { useOptionalAuthRuntime } from '../../../auth/AuthProvider';
import { useOutbox } from '../../../outbox/OutboxContext';
import { useSendDeferredStops } from '../outbox/useDeferredStops';
import { useUnsentStamps } from '../outbox/unsentStamps';
import { queuedStampRequests } from './queuedStampActors';
import { useToast } from '../../../shell/ToastProvider';
import { activeStampsQuery, browserTimeZone, timeChangeInvalidates } from '../queries';

/**
 * One stamp's machine (machines/timeStampMachine.ts) on the app's stores: its requests are the
 * API's, a success refreshes every time query (spec §4), a reopen the active stamps too, and its
 * toasts are spec §8's. `stamp` is what the stores hold now; when they change (a refetch, another
 * tab) the machine hears `stamp.refreshed`.
 */
export function useTimeStampActor(target: StampTarget, stamp: TimeStamp | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const intl = useIntl();
  const remove = api.useMutation('delete', '/time-stamp');
  const client = useOptionalAuthRuntime()?.client;
  const outbox = useOutbox();
  // The machine is made once; its actors reach the latest hooks through this.
  const latest = useRef({ remove, toast, intl, client, outbox });
  useEffect(() => {
    latest.current = { remove, toast, intl, client, outbox };
  });
  const actorRef = useRef<{ getSnapshot: () => { context: { stamp: TimeStamp | null } } } | null>(null);
  const requests = () => {
    const { client: current, outbox: box } = latest.current;
    if (!current) throw new Error('useTimeStampActor must be used inside <AuthProvider>');
    return queuedStampRequests(current, box, () => actorRef.current?.getSnapshot().context.stamp ?? null);
  };

  /* eslint-disable react-hooks/refs -- the actors and actions read `latest` when they run, after render, never during it */
  const actor = useActorRef(
    timeStampMachine.provide({
      actors: {
        // The moment of the tap travels with the change (issue 25): it may wait offline.
        startRequest: fromPromise<TimeStamp, StartStampInput>(({ input }) =>
          explained(() => requests().start({ ...input, name: input.name ?? '', timeGroupId: input.timeGroupId ?? '', startTime: new Date().toISOString(), timeZone: browserTimeZone() })),
        ),
        updateRequest: fromPromise<TimeStamp, UpdateStampInput>(({ input }) => explained(() => requests().update({ ...input, timeZone: browserTimeZone() }))),
        deleteRequest: fromPromise<void, DeleteStampInput>(({ input }) =>
          explained(async () => {
            await latest.current.remove.mutateAsync({ params: { query: { timeStampId: input.timeStampId } } });
          }),
        ),
      },
      actions: {
        stampsChanged: () => {
          for (const queryKey of timeChangeInvalidates) void queryClient.invalidateQueries({ queryKey: queryKey as readonly unknown[] });
        },
        // Spec §4: a reopen fetches the active stamps again, whether or not a screen shows them now.
        activeStampsChanged: () => void queryClient.fetchQuery({ ...activeStampsQuery(api), staleTime: 0 }).catch(() => undefined),
        notify: (_, { messageId, kind }) => latest.current.toast.show(latest.current.intl.formatMessage({ id: messageId }), { kind }),
      },
    }),
    { input: { target, stamp } },
  );
  /* eslint-enable react-hooks/refs */
  useEffect(() => {
    actorRef.current = actor;
  }, [actor]);

  // The stores changed: the machine follows when it rests, and remembers it during a request.
  const seen = useRef(stamp);
  useEffect(() => {
    if (seen.current === stamp) return;
    seen.current = stamp;
    actor.send({ type: 'stamp.refreshed', stamp });
  }, [actor, stamp]);

  const view = useSelector(actor, selectTimeStamp, shallowEqual);
  const isUnsent = useUnsentStamps().touched.has(view.stamp?._id ?? '');
  // Stops kept from before a reload go once their start is in, whichever time page is open.
  useSendDeferredStops();
  return { view, send: actor.send, isUnsent };
}
