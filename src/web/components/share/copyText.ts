/**
 * Copies `text` with the clipboard API; where there is none (a server reached over plain http is
 * not a secure context) or it refuses, `selectByHand` selects the text for the user to copy, and
 * the answer is false.
 */
export async function copyText(text: string, selectByHand: () => void): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    selectByHand();
    return false;
  }
}
