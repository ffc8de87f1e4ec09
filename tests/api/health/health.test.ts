// Proves GET /api/health on each database: it needs no token, reports which database the server
// runs on and the package version, and answers 503 when the database is gone.
import fs from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Dialect } from '../../../src/server/db/database';
import { createTestApp } from '../../helpers/testApp';
import { postgresUrl } from '../../helpers/testDatabase';

const packageVersion = (JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const dialects: Array<{ dialect: Dialect; enabled: boolean }> = [
  { dialect: 'sqlite', enabled: true },
  { dialect: 'postgres', enabled: postgresUrl !== undefined },
];

describe.each(dialects)('GET /api/health on $dialect', ({ dialect, enabled }) => {
  it.runIf(enabled)('reports the database and version without a token', async () => {
    const t = await createTestApp({ dialect });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ status: true, data: { db: dialect, version: packageVersion } });
    } finally {
      await t.close();
    }
  });

  it.runIf(enabled)('answers HEAD like GET, without a body', async () => {
    const t = await createTestApp({ dialect });
    try {
      const response = await t.app.inject({ method: 'HEAD', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
    } finally {
      await t.close();
    }
  });

  it.runIf(enabled)('answers 503 when the database does not answer; the process is still live', async () => {
    const t = await createTestApp({ dialect });
    try {
      await t.database.close();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: false,
        error: { code: 'SERVICE_UNAVAILABLE', message: 'The database does not answer' },
      });
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: true, data: { version: packageVersion } });
    } finally {
      await t.close();
    }
  });

  it.runIf(enabled)('is ready once every migration of this version has run, and not while one is missing', async () => {
    const t = await createTestApp({ dialect });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: true, data: { db: dialect, version: packageVersion } });

      // The database as a server of the previous version left it: its newest migration not run.
      await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(t.database.db);
      const behind = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.headers['retry-after']).toBe('5');
      expect(behind.json()).toMatchObject({ status: false, error: { code: 'MIGRATIONS_PENDING', message: expect.stringContaining('lacks 1 migration of this version') } });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
