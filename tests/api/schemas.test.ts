// Proves that every schema of the contract compiles. Test apps compile a route's validators and
// serializers when it is first called (seconds per app saved), so this is where a schema that AJV
// or fast-json-stringify refuses is caught; and that compiling at start really compiles them all,
// while on first use the broken route alone fails, loudly, when it is called.
import { describe, expect, it } from 'vitest';
import type { Specification } from '../../src/server/contract';
import { createTestApp } from '../helpers/testApp';
import { echoHandlers, echoSpecification } from './fixtures/echoHandlers';

/** The echo contract with a response schema whose type is not a JSON type. */
function withBrokenSchema(): Specification {
  const specification = structuredClone(echoSpecification) as { paths: Record<string, { get: { responses: Record<string, unknown> } }> };
  specification.paths['/broken']!.get.responses['200'] = {
    description: 'A schema AJV refuses.',
    content: { 'application/json': { schema: { type: 'strnig' } } },
  };
  return specification;
}

describe('the schemas of the contract', () => {
  it('every request validator, response validator and serializer of the contract compiles at start', async () => {
    const t = await createTestApp({ schemaCompilation: 'atStart' });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('a schema AJV refuses fails the start when schemas compile at start', async () => {
    await expect(createTestApp({ specification: withBrokenSchema(), handlers: echoHandlers, schemaCompilation: 'atStart' })).rejects.toThrow(/type/);
  });

  it('compiled on first use, the app starts and only the broken route fails, with a 500', async () => {
    const t = await createTestApp({ specification: withBrokenSchema(), handlers: echoHandlers, schemaCompilation: 'onFirstUse' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/broken' })).statusCode).toBe(500);
      expect((await t.app.inject({ method: 'GET', url: '/api/items/abcdefghijkl' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
