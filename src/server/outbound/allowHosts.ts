/**
 * OUTBOUND_ALLOW_HOSTS entries: `host:port` pairs that may be fetched even when they resolve to
 * loopback or a private network (tests, LAN users). Entries and URLs are compared in the URL
 * parser's normal form, so `LOCALHOST:80`, `[::1]:8080` and `127.1:3000` match what a URL says.
 */

/** The entry in normal form (`host:port`, IPv6 in brackets), or undefined when it is not one. */
export function normalizeAllowHost(entry: string): string | undefined {
  const text = entry.trim();
  // A host, a colon and digits: nothing else (no scheme, path, credentials or missing port).
  const match = /^([^\s/?#@]+):(\d{1,5})$/.exec(text);
  if (match === null) return undefined;
  const [, host = '', portText = ''] = match;
  const port = Number(portText);
  if (port < 1 || port > 65535) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${host}/`);
  } catch {
    return undefined;
  }
  return `${url.hostname}:${port}`;
}

/** The URL's `host:port` with the scheme's default port filled in, in the same normal form. */
export function hostPortOf(url: URL): string {
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  return `${url.hostname}:${port}`;
}

/** Whether the URL's host and port are named by one of the (possibly not yet normal) entries. */
export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  if (allowHosts.length === 0) return false;
  const target = hostPortOf(url);
  return allowHosts.some((entry) => normalizeAllowHost(entry) === target);
}
