/** The page at `path` as a phone reaches it: this server's address, not a relative path. */
export function absoluteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}
