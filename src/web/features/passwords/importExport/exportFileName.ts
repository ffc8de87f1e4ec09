/** `lifelog-passwords-2026-11-25.json`: the day of the export in the file's name. */
export function exportFileName(kind: 'json' | 'csv', now = new Date()): string {
  const day = [now.getFullYear(), String(now.getMonth() + 1).padStart(2, '0'), String(now.getDate()).padStart(2, '0')].join('-');
  return kind === 'json' ? `lifelog-passwords-${day}.json` : `lifelog-passwords-${day}-plaintext.csv`;
}
