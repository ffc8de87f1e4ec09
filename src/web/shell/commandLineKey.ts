/** Whether a key press belongs to a field, where it is typing. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Spec §2: Shift+. or Ctrl+Shift+. opens the command line; while typing in a field only with Ctrl
 * held. The key is the physical full stop (`>` on a US keyboard, `:` on a Swedish one).
 */
export function isCommandLineKey(event: KeyboardEvent): boolean {
  if (event.code !== 'Period' || !event.shiftKey || event.altKey || event.metaKey || event.repeat) return false;
  return event.ctrlKey || !isTyping(event.target);
}
