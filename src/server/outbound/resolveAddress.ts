import dns from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isPublicAddress } from './addressPolicy';
import { isAllowedHost } from './allowHosts';
import { OutboundError } from './outboundError';

/** Every address a host name has; tests may answer for made-up names. */
export type HostLookup = (hostname: string) => Promise<LookupAddress[]>;

export const systemLookup: HostLookup = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves the URL's host and checks every address it has (one bad address is enough to refuse:
 * the connection could reach any of them). Answers the address to connect to, so the check and the
 * connection see the same one and a second, rebinding DNS answer never matters.
 */
export async function resolveCheckedAddress(url: URL, allowHosts: readonly string[], lookup: HostLookup): Promise<LookupAddress> {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const allowed = isAllowedHost(url, allowHosts);
  // RFC 6761: every *.localhost name is this machine, whatever a resolver says (or fails to say).
  if (!allowed && /(?:^|\.)localhost\.?$/i.test(host)) throw forbidden(url);
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host);
  } catch {
    throw new OutboundError('unreachable', `Could not find the address of ${url.hostname}`);
  }
  const [first] = addresses;
  if (first === undefined) throw new OutboundError('unreachable', `Could not find the address of ${url.hostname}`);
  if (!allowed && !addresses.every((candidate) => isPublicAddress(candidate.address))) throw forbidden(url);
  return first;
}

const forbidden = (url: URL): OutboundError =>
  new OutboundError('forbiddenAddress', `${url.hostname} is a local or private address, which cannot be fetched`);
