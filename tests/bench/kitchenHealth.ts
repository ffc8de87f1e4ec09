/**
 * `node --import tsx tests/bench/kitchenHealth.ts [recipes] [ingredients] [items] [drinks] [drinkIngredients]`:
 * /api/health latency while the server answers "What can I cook?" (GET /api/recipe?cookFromStorage)
 * and "What can I make" (GET /api/drink?storageGroupId) for one user with that many recipes of that
 * many ingredients, stored food items and drinks (default: the largest the limits allow). Health
 * is asked every 20 ms whatever the answers (open loop), from this process, while the server runs
 * in its own (benchServer.ts). Not part of `npm test` or `npm run bench`: it takes as long as the
 * server stalls. Add `--postgres` to run on PostgreSQL (DATABASE_URL or the local test database).
 */
import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { MAX_DRINKS } from '../../src/server/areas/drinks/limits';
import { MAX_RECIPES } from '../../src/server/areas/recipes/limits';
import { MAX_STORAGE_ITEMS } from '../../src/server/areas/storage/limits';
import { startBenchServer } from './benchServer';
import { seedKitchen, type KitchenSize, type KitchenTables } from './kitchenSeed';
import { percentile } from './measure';
import { seededUser } from './seededUser';

const PROBE_EVERY_MS = 20;
const ROUNDS = 3;
const LOCAL_POSTGRES = 'postgres://lifelog:lifelog@127.0.0.1:5432/lifelog';

const numbers = process.argv.slice(2).filter((arg) => !arg.startsWith('--')).map(Number);
const size: KitchenSize = {
  recipes: numbers[0] ?? MAX_RECIPES,
  ingredientsPerRecipe: numbers[1] ?? 200,
  storedItems: numbers[2] ?? MAX_STORAGE_ITEMS,
  drinks: numbers[3] ?? MAX_DRINKS,
  ingredientsPerDrink: numbers[4] ?? 50,
};
const databaseUrl = process.argv.includes('--postgres') ? process.env.DATABASE_URL || LOCAL_POSTGRES : undefined;
const server = await startBenchServer(databaseUrl === undefined ? {} : { databaseUrl });
const ms = (value: number) => `${value.toFixed(1)} ms`;
try {
  let group = '';
  const user = await seededUser<KitchenTables>(server.baseUrl, server.database, { username: 'bench-kitchen', password: 'bench password 123' }, async (db, userId) => {
    group = await seedKitchen(db, userId, size);
  });
  // The answer is read as bytes while health is probed, and decoded only after: decoding a large
  // one here would hold this process's loop and show as health latency that is not the server's.
  const ask = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { 'x-access-token': user.access.token } });
    const bytes = await response.arrayBuffer();
    return { status: response.status, bytes, ms: performance.now() - started };
  };
  const answerOf = (bytes: ArrayBuffer) => {
    const body = JSON.parse(new TextDecoder().decode(bytes)) as { data?: unknown[]; error?: { code: string } };
    return `${body.error?.code ?? `${body.data?.length ?? 0} found`} (${(bytes.byteLength / 1024).toFixed(0)} KB)`;
  };
  // A probe the server leaves unanswered past fetch's connect timeout (10 s) counts with the time it waited.
  const probe = async () => {
    const started = performance.now();
    await fetch(`${server.baseUrl}/api/health`)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    return performance.now() - started;
  };
  for (let n = 0; n < 20; n++) await probe();
  // Health with nothing else to do, probed the same way: what the machine gives (other work on it slows both).
  const idle: Array<Promise<number>> = [];
  for (let n = 0; n < 100; n++) {
    idle.push(probe());
    await delay(PROBE_EVERY_MS);
  }
  const idleLatencies = (await Promise.all(idle)).sort((a, b) => a - b);

  console.log(`machine: ${os.availableParallelism()} cores, node ${process.version}; database: ${databaseUrl === undefined ? 'SQLite' : 'PostgreSQL'}`);
  console.log(
    `kitchen: ${size.recipes} recipes × ${size.ingredientsPerRecipe} ingredients, ${size.storedItems} stored food items, ` +
      `${size.drinks} drinks × ${size.ingredientsPerDrink} ingredients`,
  );
  console.log(`health idle: n=${idleLatencies.length} p50=${ms(percentile(idleLatencies, 50))} p99=${ms(percentile(idleLatencies, 99))} max=${ms(idleLatencies.at(-1) ?? Number.NaN)}`);
  for (const [name, path] of [
    ['What can I cook?', '/api/recipe?cookFromStorage=true'],
    ['What can I make', `/api/drink?storageGroupId=${group}`],
  ] as const) {
    const probes: number[] = [];
    const answers: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const probing: Array<Promise<number>> = [];
      let asking = true;
      const asked = ask(path).finally(() => (asking = false));
      while (asking) {
        probing.push(probe());
        await delay(PROBE_EVERY_MS);
      }
      probes.push(...(await Promise.all(probing)));
      const result = await asked;
      answers.push(`${result.status} ${answerOf(result.bytes)} in ${ms(result.ms)}`);
    }
    const latencies = probes.sort((a, b) => a - b);
    console.log(`${name}: ${answers.join('; ')}`);
    console.log(`  health during it: n=${latencies.length} p50=${ms(percentile(latencies, 50))} p99=${ms(percentile(latencies, 99))} max=${ms(latencies.at(-1) ?? Number.NaN)}`);
  }
} finally {
  await server.close();
}
