// A tiny recipe site on 127.0.0.1 for the import's API calls: it serves one page with a schema.org
// Recipe in JSON-LD. The app reaches it only through `recipes: { outboundAllowHosts }`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const PAGE = `<!doctype html>
<html><head><title>Cardamom buns</title>
<script type="application/ld+json">
{"@context":"https://schema.org","@type":"Recipe","name":"Cardamom buns",
 "recipeIngredient":["5 dl flour","2 dl milk"],
 "recipeInstructions":[{"@type":"HowToStep","text":"Knead the dough."},{"@type":"HowToStep","text":"Bake at 225 °C."}],
 "recipeYield":"24","totalTime":"PT1H30M"}
</script></head><body><h1>Cardamom buns</h1></body></html>`;

export interface RecipePageServer {
  /** `127.0.0.1:<port>`, as OUTBOUND_ALLOW_HOSTS names it. */
  host: string;
  /** The page's URL. */
  url: string;
  close: () => Promise<void>;
}

export async function startRecipePageServer(): Promise<RecipePageServer> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/buns') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    url: `http://${host}/buns`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
