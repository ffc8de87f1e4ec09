import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const pagesDir = path.join(import.meta.dirname, 'fixtures', 'recipe-pages');

/**
 * A local web site of recipe pages (fixtures/recipe-pages) for the kitchen journey's import. It
 * listens on loopback, which the app refuses to fetch unless OUTBOUND_ALLOW_HOSTS names it.
 */
export async function startRecipePages(): Promise<{ origin: string; host: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const name = path.basename(new URL(request.url ?? '/', 'http://pages').pathname);
    readFile(path.join(pagesDir, name)).then(
      (body) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(body);
      },
      () => {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
