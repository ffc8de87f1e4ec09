/** The page at `path` as someone else (a phone, a friend) reaches it: this server's address, not a relative path. */
export function absoluteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}
