/** Per user, on this device (issue 11: "Up/Down recall history (per user, on the device)"). */
const storageKey = (userId: string | null) => `lifelog.commandHistory.${userId ?? 'visitor'}`;

/** How many lines are kept; the machine keeps the same number. */
export const historyLimit = 100;

/** The user's earlier lines on this device, oldest first; empty when storage is blocked or holds nonsense. */
export function readCommandHistory(userId: string | null): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((line): line is string => typeof line === 'string').slice(-historyLimit) : [];
  } catch {
    return [];
  }
}

/** Keeps the history for the next visit; a blocked storage keeps it for this page only. */
export function writeCommandHistory(userId: string | null, history: readonly string[]): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(history.slice(-historyLimit)));
  } catch {
    // storage blocked or full: the history lasts as long as the page
  }
}
