import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { serverVersion } from '../version';
import { decodeText } from './decodeText';
import { DEFAULT_OUTBOUND_LIMITS, type OutboundLimits } from './limits';
import { OutboundError } from './outboundError';
import { readBody } from './readBody';
import { resolveCheckedAddress, systemLookup, type HostLookup } from './resolveAddress';

export interface FetchPageOptions {
  /** `host:port` pairs fetched even on loopback or private addresses (OUTBOUND_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  limits?: Partial<OutboundLimits> | undefined;
  /** Name resolution; tests answer for made-up names. */
  lookup?: HostLookup;
}

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string;
  contentType: string;
  /** Declared as HTML (or not declared at all). */
  isHtml: boolean;
  body: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const HEADERS = {
  'user-agent': `Lifelog/${serverVersion} (recipe import)`,
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
};

/**
 * GETs a page from an untrusted URL (DESIGN §4): http(s) only; on every hop every address of the
 * host must be public unless the host:port is allowed, and the connection goes to the address that
 * was checked; redirects are followed by hand up to a limit; the body and the time are capped.
 * Throws an OutboundError for every refusal or failure.
 */
export async function fetchPage(input: string, options: FetchPageOptions): Promise<FetchedPage> {
  const limits: OutboundLimits = { ...DEFAULT_OUTBOUND_LIMITS, ...options.limits };
  const lookup = options.lookup ?? systemLookup;
  let url = startUrl(input);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  const timedOut = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(new OutboundError('timeout', `The page did not arrive within ${limits.timeoutMs / 1000} s`)));
  });
  // Losing racers reject after we are done; nobody needs to hear it.
  timedOut.catch(() => undefined);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const address = await Promise.race([resolveCheckedAddress(url, options.allowHosts, lookup), timedOut]);
      const response = await Promise.race([send(url, address, controller.signal), timedOut]);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location !== undefined) {
        response.destroy();
        if (redirects >= limits.maxRedirects) {
          throw new OutboundError('tooManyRedirects', `The page redirects more than ${limits.maxRedirects} times`);
        }
        url = redirectUrl(location, url);
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) {
        response.destroy();
        throw new OutboundError('unreachable', `${url.hostname} answered with status ${status}`);
      }
      const bytes = await Promise.race([readBody(response, limits.maxBytes), timedOut]).catch((error: unknown) => {
        response.destroy();
        throw error;
      });
      const contentType = response.headers['content-type'] ?? '';
      return { url: url.href, contentType, isHtml: isHtml(contentType), body: decodeText(bytes, contentType) };
    }
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (controller.signal.aborted) throw new OutboundError('timeout', `The page did not arrive within ${limits.timeoutMs / 1000} s`);
    throw new OutboundError('unreachable', `Could not read the page from ${url.hostname}`);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

function startUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new OutboundError('invalidUrl', 'Give the full address of the page, starting with http:// or https://');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('invalidUrl', 'Only http:// and https:// pages can be imported');
  }
  if (url.username !== '' || url.password !== '') {
    throw new OutboundError('invalidUrl', 'The address must not contain a user name or password');
  }
  return url;
}

/** Where a redirect leads; it must pass the same rules as the first URL, or the fetch is refused. */
function redirectUrl(location: string, from: URL): URL {
  let url: URL;
  try {
    url = new URL(location, from);
  } catch {
    throw new OutboundError('unreachable', `${from.hostname} redirects to an address that is not valid`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('forbiddenAddress', `${from.hostname} redirects to a ${url.protocol.replace(':', '')} address, which cannot be fetched`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new OutboundError('forbiddenAddress', `${from.hostname} redirects to an address with a user name or password`);
  }
  return url;
}

/** Sends the GET to exactly the checked address; the URL's host still names the site (Host, TLS). */
function send(url: URL, address: LookupAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all === true) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: 'GET', headers: HEADERS, agent: false, lookup: pinned, signal }, resolve);
    request.on('error', reject);
    request.end();
  });
}

function isHtml(contentType: string): boolean {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === '' || HTML_TYPES.has(mediaType);
}
