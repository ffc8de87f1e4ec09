import { SavedDataNote } from './SavedDataNote';
import { useSavedDataShown } from './useSavedDataShown';

/** The offline note as the signed-in shell shows it, from the query cache (signedInChrome.ts). */
export function SavedDataStatus({ isOffline }: { isOffline: boolean }) {
  const savedAt = useSavedDataShown(isOffline);
  return <SavedDataNote savedAt={savedAt === null ? null : new Date(savedAt)} />;
}
