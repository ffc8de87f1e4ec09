import type { RecipeSuggestion } from '../queries';

/** The addresses one import reads: each is a GET /recipe, and a user may make 20 a minute. */
export const MAX_ADDRESSES = 50;
/** Pages read at once: the server reads 2 at a time, so more would only wait there. */
const AT_ONCE = 2;
/** Waits for the per-minute limit one address may sit through before it counts as failed. */
const MAX_WAITS = 5;

/** Where one address stands. */
export type AddressState =
  | { state: 'waiting' }
  | { state: 'reading' }
  /** Refused with 429: asking again after `seconds`. */
  | { state: 'limited'; seconds: number }
  | { state: 'read'; suggestion: RecipeSuggestion }
  | { state: 'failed'; error: unknown };

/** The addresses of a text box, one per line: trimmed, blank lines and repeats left out. */
export function addressesOf(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== ''))];
}

export interface ReadOptions {
  /** GET /recipe?recipeUrl=: the suggestion, or the refusal (an ApiCallError; a 429's with `retryAfterSeconds`). */
  read: (address: string) => Promise<RecipeSuggestion>;
  onChange: (index: number, state: AddressState) => void;
  /** Waits; tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryAfterOf(error: unknown): number | undefined {
  const { httpStatus, retryAfterSeconds } = (error ?? {}) as { httpStatus?: unknown; retryAfterSeconds?: unknown };
  if (httpStatus !== 429) return undefined;
  return typeof retryAfterSeconds === 'number' ? Math.max(1, retryAfterSeconds) : 60;
}

/**
 * Reads the addresses two at a time, telling each one's state as it changes; an address refused
 * for the per-minute limit waits as long as the server says and is asked again. Resolves when
 * every address is read or failed; nothing is saved.
 */
export async function readAddresses(addresses: readonly string[], { read, onChange, sleep = pause }: ReadOptions): Promise<void> {
  let next = 0;
  const readOne = async (index: number) => {
    for (let waits = 0; ; waits += 1) {
      onChange(index, { state: 'reading' });
      try {
        onChange(index, { state: 'read', suggestion: await read(addresses[index]!) });
        return;
      } catch (error) {
        const seconds = retryAfterOf(error);
        if (seconds === undefined || waits >= MAX_WAITS) {
          onChange(index, { state: 'failed', error });
          return;
        }
        onChange(index, { state: 'limited', seconds });
        await sleep(seconds * 1000);
      }
    }
  };
  const worker = async () => {
    while (next < addresses.length) await readOne(next++);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, addresses.length) }, worker));
}
