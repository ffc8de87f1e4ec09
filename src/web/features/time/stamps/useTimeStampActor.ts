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
  const start = api.useMutation('post', '/time-stamp');
  const update = api.useMutation('put', '/time-stamp');
  const remove = api.useMutation('delete', '/time-stamp');
  // The machine is made once; its actors reach the latest hooks through this.
  const latest = useRef({ start, update, remove, toast, intl });
  useEffect(() => {
    latest.current = { start, update, remove, toast, intl };
  });

  /* eslint-disable react-hooks/refs -- the actors and actions read `latest` when they run, after render, never during it */
  const actor = useActorRef(
    timeStampMachine.provide({
      actors: {
        startRequest: fromPromise<TimeStamp, StartStampInput>(({ input }) =>
          explained(async () => (await latest.current.start.mutateAsync({ body: { ...input, timeZone: browserTimeZone() } })).data),
        ),
        updateRequest: fromPromise<TimeStamp, UpdateStampInput>(({ input }) =>
          explained(async () => (await latest.current.update.mutateAsync({ body: { ...input, timeZone: browserTimeZone() } })).data),
        ),
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

  // The stores changed: the machine follows when it rests, and remembers it during a request.
  const seen = useRef(stamp);
  useEffect(() => {
    if (seen.current === stamp) return;
    seen.current = stamp;
    actor.send({ type: 'stamp.refreshed', stamp });
  }, [actor, stamp]);

  const view = useSelector(actor, selectTimeStamp, shallowEqual);
  return { view, send: actor.send };
}
