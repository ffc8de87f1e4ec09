/** How long a copied username or password stays on the clipboard. */
export const clipboardClearMs = 30_000;

type Clipboard = Pick<globalThis.Clipboard, 'writeText'> & Partial<Pick<globalThis.Clipboard, 'readText'>>;

export interface CopyOptions {
  clipboard?: Clipboard;
  clearAfterMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

// Counts this tab's copies: a later copy takes over the clearing of the clipboard.
let copies = 0;

/**
 * Puts `text` on the clipboard and, after 30 s, clears it if it still holds `text`. Where the
 * browser lets the page read the clipboard, that is checked; where it does not (Firefox, Safari,
 * or a refused permission), the page cannot know what another app copied since, so it clears
 * only if its own copy was the last one this tab made. Rejects when the copy itself is refused.
 */
export async function copyForAWhile(text: string, options: CopyOptions = {}): Promise<void> {
  const { clipboard = navigator.clipboard, clearAfterMs = clipboardClearMs, setTimer = setTimeout } = options;
  await clipboard.writeText(text);
  const copy = ++copies;
  setTimer(() => void clearIfStill(text, copy, clipboard), clearAfterMs);
}

async function clearIfStill(text: string, copy: number, clipboard: Clipboard): Promise<void> {
  let holds: boolean;
  try {
    if (!clipboard.readText) throw new Error('cannot read the clipboard');
    holds = (await clipboard.readText()) === text;
  } catch {
    holds = copy === copies;
  }
  if (holds) await clipboard.writeText('').catch(() => undefined);
}
