import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page server on a loopback address for outbound tests; the host must be allowed to reach it. */
export interface LocalPages {
  port: number;
  /** `127.0.0.1:<port>` (or `[::1]:<port>`), as OUTBOUND_ALLOW_HOSTS names it. */
  hostPort: string;
  url: (path: string) => string;
  /** The requests it received, in order. */
  requests: IncomingMessage[];
  close: () => Promise<void>;
}

export type PageHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** Starts an HTTP server on a free port of the given loopback address (127.0.0.1 or ::1). */
export async function startLocalPages(handler: PageHandler, address: '127.0.0.1' | '::1' = '127.0.0.1'): Promise<LocalPages> {
  const requests: IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, address, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = address === '::1' ? '[::1]' : address;
  return {
    port,
    hostPort: `${host}:${port}`,
    url: (path) => `http://${host}:${port}${path}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        // A stalled test response must not keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers one HTML page. */
export function htmlPage(html: string, headers: Record<string, string> = {}): PageHandler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(html);
  };
}
