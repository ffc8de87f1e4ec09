import { QueryClientContext } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import { selectOutbox, type OutboxChange, type OutboxViewModel } from '../../../machines/outboxMachine';
import { OutboxContext, outboxOfClient } from './outboxContextValue';
import type { Outbox } from './outboxRuntime';

export { OutboxContext };

/** The outbox a test provides, else the signed-in app's (made with its query client); null without either. */
export function useOutbox(): Outbox | null {
  const provided = useContext(OutboxContext);
  const fromApp = outboxOfClient.get(useContext(QueryClientContext));
  return provided ?? fromApp ?? null;
}

const noOutbox: OutboxViewModel = { status: 'signedOut', pending: [], attention: [], unsentCount: 0 };

/** What the outbox holds now, as the shell shows it; re-renders when it changes. */
export function useOutboxView(): OutboxViewModel {
  const outbox = useOutbox();
  return useSelector(outbox?.actor, (snapshot) => (snapshot ? selectOutbox(snapshot) : noOutbox), sameView) ?? noOutbox;
}

const sameView = (a: OutboxViewModel, b: OutboxViewModel) =>
  a.status === b.status && a.pending === b.pending && a.attention === b.attention;

/**
 * An area's changes not yet on the server (waiting, or refused and waiting for the user), oldest
 * first: the screens mark what they touch as not sent yet.
 */
export function useUnsentChanges(area: string): OutboxChange[] {
  const { pending, attention } = useOutboxView();
  return [...pending, ...attention].filter((change) => change.area === area);
}
