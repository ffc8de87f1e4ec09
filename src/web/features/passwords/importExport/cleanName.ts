/** The contract's longest entry name (PasswordName) and group name (PasswordGroupName). */
export const maxEntryName = 200;
export const maxGroupName = 100;

/**
 * A name as the server takes it: surrounding spaces trimmed, and a name longer than `max` cut to
 * `max` with an ellipsis as its last character (never inside a surrogate pair, so the cut is
 * within the limit however the server counts). Empty stays empty: the caller decides.
 */
export function cleanName(raw: unknown, max: number): string {
  const name = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  if (name.length <= max) return name;
  let cut = '';
  for (const char of name) {
    if (cut.length + char.length > max - 1) break;
    cut += char;
  }
  return `${cut.trimEnd()}…`;
}

/** The host of a URL, for an entry that has no name (`https://www.example.com/login` → `www.example.com`). */
export function hostOf(url: string): string {
  try {
    return new URL(url.includes('://') ? url : `https://${url}`).hostname;
  } catch {
    return '';
  }
}

/**
 * An entry's name: the file's name, else the URL's host, else the username; empty when it has
 * none of these (the parser skips it).
 */
export function entryName(name: unknown, url: string, username: string): string {
  return cleanName(name, maxEntryName) || cleanName(hostOf(url), maxEntryName) || cleanName(username, maxEntryName);
}

/** Notes with the extras this app has no field for (TOTP, custom fields) appended as `label: value` lines. */
export function notesWith(notes: string, extras: ReadonlyArray<readonly [string, string]>): string {
  const lines = extras.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${label}: ${value}`);
  if (lines.length === 0) return notes;
  return [notes.trimEnd(), ...lines].filter((part) => part !== '').join('\n');
}
