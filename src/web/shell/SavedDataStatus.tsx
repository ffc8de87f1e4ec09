import { OutboxStatus } from './outbox/OutboxStatus';
import { SavedDataNote } from './SavedDataNote';
import { useSavedDataShown } from './useSavedDataShown';

/**
 * The signed-in shell's lines above the screen (signedInChrome.ts): the offline note over saved
 * data, from the query cache, and the changes waiting on this device (the outbox).
 */
export function SavedDataStatus({ isOffline }: { isOffline: boolean }) {
  const savedAt = useSavedDataShown(isOffline);
  return (
    <>
      <SavedDataNote savedAt={savedAt === null ? null : new Date(savedAt)} />
      <OutboxStatus />
    </>
  );
}
