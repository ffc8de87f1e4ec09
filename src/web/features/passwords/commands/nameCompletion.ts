import type { CommandServices, CompletionSlot } from '../../../commandDefinition';
import { vaultKeyStore } from '../../../vault/vaultKeyStore';
import { completionNames } from './keptResults';
import { readSummaries } from './passwordReads';

/**
 * Every entry's name, from the names `prepareNames` cached: it runs on every keystroke, so it
 * reads only the cache (the command line matches them against what is typed). A name may hold
 * spaces, so the whole argument is the slot.
 */
export function completeName(_argumentText: string, services: CommandServices): CompletionSlot | null {
  const names = completionNames.get(services.now());
  return names?.length ? { from: 0, candidates: names } : null;
}

/**
 * Caches every entry's name (GET /password-shallow) for 5 minutes, like the search results. Only
 * when logged in to passwords in this tab: without the extra token the call would be refused,
 * and a refused password call ends the password login (spec §8).
 */
export async function prepareNames(_argumentText: string, services: CommandServices): Promise<void> {
  if (completionNames.get(services.now())) return;
  if (!services.runtime.signedIn.current()?.hasExtraToken() || !vaultKeyStore.get()) return;
  try {
    const entries = await readSummaries(services);
    completionNames.keep(entries.map((entry) => entry.name), services.now());
  } catch {
    // Nothing to complete from; the next Tab tries again.
  }
}
