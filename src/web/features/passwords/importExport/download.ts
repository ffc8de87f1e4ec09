/**
 * Offers `text` as a file download through a temporary object URL and an `<a download>` (the
 * time area's calculate CSV does the same; features do not share code with each other).
 */
export function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download once click() returns; the URL is no longer needed after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `lifelog-passwords-2026-11-25.json`: the day of the export in the file's name. */
export function exportFileName(kind: 'json' | 'csv', now = new Date()): string {
  const day = [now.getFullYear(), String(now.getMonth() + 1).padStart(2, '0'), String(now.getDate()).padStart(2, '0')].join('-');
  return kind === 'json' ? `lifelog-passwords-${day}.json` : `lifelog-passwords-${day}-plaintext.csv`;
}
