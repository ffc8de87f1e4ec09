// Proves the safe outbound fetch against real HTTP servers on loopback (reached only because the
// test allows their host:port): limits on size (declared and streamed, before and after
// decoding), time and redirects; every redirect hop checked again; clear failures that never
// carry the page's body.
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchPage } from './fetchPage';
import { DEFAULT_OUTBOUND_LIMITS } from './limits';
import { htmlPage, startLocalPages, type LocalPages, type PageHandler } from './localPages.testing';
import type { OutboundError } from './outboundError';

const PAGE = '<!doctype html><html><head><title>Pancakes</title></head><body>Pancakes</body></html>';
const MB = 1024 * 1024;

const servers: LocalPages[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(handler: PageHandler, address: '127.0.0.1' | '::1' = '127.0.0.1'): Promise<LocalPages> {
  const server = await startLocalPages(handler, address);
  servers.push(server);
  return server;
}

/** The OutboundError a fetch fails with (the test fails when it succeeds). */
async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (error === undefined) throw new Error('expected the fetch to fail');
  return error as OutboundError;
}

describe('fetchPage', () => {
  it('has the limits of the issue by default: 5 MB, 10 s, 5 redirects', () => {
    expect(DEFAULT_OUTBOUND_LIMITS).toEqual({ maxBytes: 5 * MB, timeoutMs: 10_000, maxRedirects: 5 });
  });

  it('fetches a page from an allowed host, naming the app and asking for HTML', async () => {
    const pages = await serve(htmlPage(PAGE));
    const page = await fetchPage(pages.url('/pancakes'), { allowHosts: [pages.hostPort] });
    expect(page).toEqual({ url: pages.url('/pancakes'), contentType: 'text/html; charset=utf-8', isHtml: true, body: PAGE });
    const [request] = pages.requests;
    expect(request?.headers['user-agent']).toMatch(/^Lifelog\/\d+\.\d+\.\d+ \(recipe import\)$/);
    expect(request?.headers.accept).toBe('text/html,application/xhtml+xml');
    expect(request?.method).toBe('GET');
  });

  it('refuses the same server when its host:port is not allowed', async () => {
    const pages = await serve(htmlPage(PAGE));
    expect(await failure(fetchPage(pages.url('/'), { allowHosts: [] }))).toMatchObject({ failure: 'forbiddenAddress' });
    expect(await failure(fetchPage(pages.url('/'), { allowHosts: [`127.0.0.1:${pages.port + 1}`] }))).toMatchObject({ failure: 'forbiddenAddress' });
    expect(pages.requests).toHaveLength(0);
  });

  it('connects to the address it checked, not to a second DNS answer (no rebinding)', async () => {
    const pages = await serve(htmlPage(PAGE));
    // The system resolver knows no recipes.test; only the checked answer can lead to the server.
    const lookup = async () => [{ address: '127.0.0.1', family: 4 }];
    const page = await fetchPage(`http://recipes.test:${pages.port}/soup`, { allowHosts: [`recipes.test:${pages.port}`], lookup });
    expect(page.body).toBe(PAGE);
    expect(pages.requests[0]?.headers.host).toBe(`recipes.test:${pages.port}`);
  });

  it.each([
    ['gzip', (body: Buffer) => zlib.gzipSync(body)],
    ['deflate', (body: Buffer) => zlib.deflateSync(body)],
    ['br', (body: Buffer) => zlib.brotliCompressSync(body)],
  ])('decodes a %s body', async (encoding, encode) => {
    const pages = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding });
      response.end(encode(Buffer.from(PAGE)));
    });
    expect((await fetchPage(pages.url('/'), { allowHosts: [pages.hostPort] })).body).toBe(PAGE);
  });

  it('reads a page in the character set it declares (ISO-8859-1 from the header or a meta tag)', async () => {
    const swedish = '<html><head><meta charset="iso-8859-1"></head><body>Köttbullar med gräddsås</body></html>';
    const pages = await serve((request, response) => {
      response.writeHead(200, { 'content-type': request.url === '/header' ? 'text/html; charset=ISO-8859-1' : 'text/html' });
      response.end(Buffer.from(swedish, 'latin1'));
    });
    expect((await fetchPage(pages.url('/header'), { allowHosts: [pages.hostPort] })).body).toBe(swedish);
    expect((await fetchPage(pages.url('/meta'), { allowHosts: [pages.hostPort] })).body).toBe(swedish);
  });

  it('refuses a page whose Content-Length is over 5 MB without reading it', async () => {
    const pages = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(5 * MB + 1) });
      response.write('<html>');
      // Never finishes: the fetch must decide from the header alone.
    });
    const error = await failure(fetchPage(pages.url('/'), { allowHosts: [pages.hostPort] }));
    expect(error).toMatchObject({ failure: 'tooLarge', message: 'The page is larger than 5 MB' });
  });

  it('stops reading a streamed page once it passes 5 MB, and drops the connection', async () => {
    let written = 0;
    let closed = false;
    const pages = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.on('close', () => {
        closed = true;
      });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const writeMore = (): void => {
        // Up to 50 MB unless the reader hangs up first.
        while (!closed && written < 50 * MB) {
          written += chunk.length;
          if (!response.write(chunk)) {
            response.once('drain', writeMore);
            return;
          }
        }
        response.end();
      };
      writeMore();
    });
    const error = await failure(fetchPage(pages.url('/'), { allowHosts: [pages.hostPort] }));
    expect(error).toMatchObject({ failure: 'tooLarge' });
    await expect.poll(() => closed).toBe(true);
    expect(written).toBeLessThan(20 * MB);
  });

  it('refuses a small gzip body that decodes to more than 5 MB (a gzip bomb)', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(40 * MB, 0), { level: 9 });
    expect(bomb.length).toBeLessThan(MB);
    const pages = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': String(bomb.length) });
      response.end(bomb);
    });
    expect(await failure(fetchPage(pages.url('/'), { allowHosts: [pages.hostPort] }))).toMatchObject({ failure: 'tooLarge' });
  });

  it('honours a smaller limit given for tests', async () => {
    const pages = await serve(htmlPage('x'.repeat(2048)));
    const error = await failure(fetchPage(pages.url('/'), { allowHosts: [pages.hostPort], limits: { maxBytes: 1024 } }));
    expect(error).toMatchObject({ failure: 'tooLarge', message: 'The page is larger than 1024 bytes' });
  });

  it('gives up on a server that never answers', async () => {
    const pages = await serve(() => {
      // Accepts the request and says nothing.
    });
    const started = Date.now();
    const error = await failure(fetchPage(pages.url('/'), { allowHosts: [pages.hostPort], limits: { timeoutMs: 300 } }));
    expect(error).toMatchObject({ failure: 'timeout', message: 'The page did not arrive within 0.3 s' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives up on a page that trickles in for longer than the whole time allowed', async () => {
    const pages = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write('<p>still cooking</p>'), 50);
      response.on('close', () => clearInterval(timer));
    });
    expect(await failure(fetchPage(pages.url('/'), { allowHosts: [pages.hostPort], limits: { timeoutMs: 400 } }))).toMatchObject({ failure: 'timeout' });
  });

  it('follows 5 redirects and refuses the sixth', async () => {
    const pages = await serve((request, response) => {
      const hop = Number(request.url?.slice('/hop/'.length));
      if (request.url === '/hop/forever' || hop < 5) {
        response.writeHead(hop % 2 === 0 ? 302 : 301, { location: request.url === '/hop/forever' ? '/hop/forever' : `/hop/${hop + 1}` });
        response.end();
        return;
      }
      htmlPage(PAGE)(request, response);
    });
    const page = await fetchPage(pages.url('/hop/0'), { allowHosts: [pages.hostPort] });
    expect(page.url).toBe(pages.url('/hop/5'));
    const error = await failure(fetchPage(pages.url('/hop/forever'), { allowHosts: [pages.hostPort] }));
    expect(error).toMatchObject({ failure: 'tooManyRedirects', message: 'The page redirects more than 5 times' });
  });

  // Each target is a live server that must never see a request: only the address check stops it.
  it.each([
    ['another port of the same loopback address', (v4: number) => `http://127.0.0.1:${v4}/`],
    ['IPv6 loopback', (_v4: number, v6: number) => `http://[::1]:${v6}/`],
    ['IPv4-mapped loopback', (v4: number) => `http://[::ffff:127.0.0.1]:${v4}/`],
    ['IPv4-compatible loopback', (v4: number) => `http://[::127.0.0.1]:${v4}/`],
    ['a number for 127.0.0.1', (v4: number) => `http://2130706433:${v4}/`],
    ['localhost', (v4: number) => `http://localhost:${v4}/`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
  ])('refuses a redirect from an allowed host to %s', async (_name, target) => {
    const other = await serve(htmlPage('<html>secret admin page</html>'));
    const otherV6 = await serve(htmlPage('<html>secret admin page</html>'), '::1');
    const pages = await serve((_request, response) => {
      response.writeHead(307, { location: target(other.port, otherV6.port) });
      response.end();
    });
    expect(await failure(fetchPage(pages.url('/'), { allowHosts: [pages.hostPort] }))).toMatchObject({ failure: 'forbiddenAddress' });
    expect(other.requests).toHaveLength(0);
    expect(otherV6.requests).toHaveLength(0);
  });

  it('follows a redirect to another allowed host', async () => {
    const target = await serve(htmlPage(PAGE), '::1');
    const pages = await serve((_request, response) => {
      response.writeHead(301, { location: target.url('/moved') });
      response.end();
    });
    const page = await fetchPage(pages.url('/'), { allowHosts: [pages.hostPort, target.hostPort] });
    expect(page).toMatchObject({ url: target.url('/moved'), body: PAGE });
  });

  it('refuses a redirect to something other than http or https', async () => {
    const pages = await serve((_request, response) => {
      response.writeHead(302, { location: 'file:///etc/passwd' });
      response.end();
    });
    expect(await failure(fetchPage(pages.url('/'), { allowHosts: [pages.hostPort] }))).toMatchObject({ failure: 'forbiddenAddress' });
  });

  it('says what came back for a page that is not HTML', async () => {
    const pages = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"recipe":"pancakes"}');
    });
    expect(await fetchPage(pages.url('/'), { allowHosts: [pages.hostPort] })).toMatchObject({ isHtml: false, contentType: 'application/json' });
  });

  it('fails a 404 as unreachable without repeating the body', async () => {
    const pages = await serve((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<html>SECRET-BODY-TEXT</html>');
    });
    const error = await failure(fetchPage(pages.url('/missing'), { allowHosts: [pages.hostPort] }));
    expect(error).toMatchObject({ failure: 'unreachable', message: '127.0.0.1 answered with status 404' });
    expect(error.message).not.toContain('SECRET');
  });

  it('fails a refused connection as unreachable', async () => {
    const pages = await serve(htmlPage(PAGE));
    const url = pages.url('/');
    await pages.close();
    servers.splice(servers.indexOf(pages), 1);
    expect(await failure(fetchPage(url, { allowHosts: [pages.hostPort] }))).toMatchObject({ failure: 'unreachable' });
  });

  it('fails a body that claims gzip but is not as unreachable', async () => {
    const pages = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end('not gzip at all');
    });
    expect(await failure(fetchPage(pages.url('/'), { allowHosts: [pages.hostPort] }))).toMatchObject({ failure: 'unreachable' });
  });

  it.each([
    'pancakes',
    '/recipes/pancakes',
    'ftp://recipes.example/pancakes',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<h1>hi</h1>',
    'http://user:secret@recipes.example/pancakes',
    'https://user@recipes.example/',
    'http://',
  ])('refuses %s as not a web page address', async (url) => {
    expect(await failure(fetchPage(url, { allowHosts: [] }))).toMatchObject({ failure: 'invalidUrl' });
  });
});
