// Proves how the server reads its environment: defaults, and a clear error per bad variable.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const CWD = '/srv/lifelog';

describe('loadConfig', () => {
  it('uses the defaults for an empty environment', () => {
    expect(loadConfig({}, CWD)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(CWD, 'data'),
      logLevel: 'info',
      trustProxy: false,
      allowSignup: true,
      outboundAllowHosts: [],
      backupDir: path.join(CWD, 'backups'),
      workers: 1,
      databasePoolSize: 10,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/lifelog',
        DATABASE_URL: 'postgres://u:p@db:5432/lifelog',
        SECRET: 's'.repeat(32),
        LOG_LEVEL: 'WARN',
        TRUST_PROXY: 'true',
        ALLOW_SIGNUP: 'false',
        OUTBOUND_ALLOW_HOSTS: 'recipes.lan:8080, 127.0.0.1:4000',
        BACKUP_DIR: '/mnt/backups',
        BACKUP_KEEP: '7',
        WORKERS: '3',
        DATABASE_POOL_SIZE: '4',
      },
      CWD,
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/lifelog',
      databaseUrl: 'postgres://u:p@db:5432/lifelog',
      secret: 's'.repeat(32),
      logLevel: 'warn',
      trustProxy: true,
      allowSignup: false,
      outboundAllowHosts: ['recipes.lan:8080', '127.0.0.1:4000'],
      backupDir: '/mnt/backups',
      backupKeep: 7,
      workers: 3,
      databasePoolSize: 4,
    });
  });

  it('runs one process per core with WORKERS=auto', () => {
    expect(loadConfig({ WORKERS: 'auto' }, CWD, 6).workers).toBe(6);
    expect(loadConfig({ WORKERS: 'Auto' }, CWD, 1).workers).toBe(1);
  });

  it('starts with DATA_DIR=. when no backup setting asks for the default BACKUP_DIR (inside it)', () => {
    expect(loadConfig({ DATA_DIR: '.' }, CWD).backupDir).toBe(path.join(CWD, 'backups'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', SECRET: '', ALLOW_SIGNUP: '', HOST: ' ', OUTBOUND_ALLOW_HOSTS: ' ' }, CWD)).toEqual(loadConfig({}, CWD));
  });

  it('writes OUTBOUND_ALLOW_HOSTS entries the way a URL names them, so they match what import fetches', () => {
    expect(loadConfig({ OUTBOUND_ALLOW_HOSTS: 'LocalHost:3000,[::1]:8080,127.1:80,,' }, CWD).outboundAllowHosts).toEqual([
      'localhost:3000',
      '[::1]:8080',
      '127.0.0.1:80',
    ]);
  });

  it.each([
    ['24h', 86_400_000],
    ['30m', 1_800_000],
    ['1d12h', 129_600_000],
    ['2H', 7_200_000],
  ])('reads BACKUP_EVERY=%s as %i ms', (value, ms) => {
    expect(loadConfig({ BACKUP_EVERY: value }, CWD).backupEveryMs).toBe(ms);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['FALSE', false],
    ['0', false],
  ])('reads ALLOW_SIGNUP=%s', (value, allowSignup) => {
    expect(loadConfig({ ALLOW_SIGNUP: value }, CWD).allowSignup).toBe(allowSignup);
  });

  it.each<[NodeJS.ProcessEnv, string]>([
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be true or false, got "yes"'],
    [{ ALLOW_SIGNUP: 'no' }, 'ALLOW_SIGNUP must be true or false, got "no"'],
    [{ PORT: 'http' }, 'PORT must be a whole number from 0 to 65535, got "http"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ SECRET: 'short' }, 'SECRET must be at least 32 characters long'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ OUTBOUND_ALLOW_HOSTS: 'recipes.lan' }, 'OUTBOUND_ALLOW_HOSTS must list host:port pairs separated by commas (port 1 to 65535), got "recipes.lan"'],
    [{ OUTBOUND_ALLOW_HOSTS: 'a.lan:80,http://b.lan:80' }, 'OUTBOUND_ALLOW_HOSTS must list host:port pairs separated by commas (port 1 to 65535), got "http://b.lan:80"'],
    [{ OUTBOUND_ALLOW_HOSTS: 'a.lan:0' }, 'OUTBOUND_ALLOW_HOSTS must list host:port pairs separated by commas (port 1 to 65535), got "a.lan:0"'],
    [{ OUTBOUND_ALLOW_HOSTS: 'a.lan:65536' }, 'OUTBOUND_ALLOW_HOSTS must list host:port pairs separated by commas (port 1 to 65535), got "a.lan:65536"'],
    [{ OUTBOUND_ALLOW_HOSTS: 'user@a.lan:80' }, 'OUTBOUND_ALLOW_HOSTS must list host:port pairs separated by commas (port 1 to 65535), got "user@a.lan:80"'],
    ...['24', '1.5h', '0m', '4m', '30s', '-1h', '1m1h', '367d', 'daily'].map((every): [NodeJS.ProcessEnv, string] => [
      { BACKUP_EVERY: every },
      `BACKUP_EVERY must be an interval from 5m to 366d such as 24h, 30m or 1d12h, got "${every}"`,
    ]),
    [{ BACKUP_EVERY: '24h', DATABASE_URL: 'postgres://db/lifelog' }, 'BACKUP_EVERY works with SQLite only; on PostgreSQL schedule pg_dump instead'],
    [{ BACKUP_EVERY: '24h', DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data/backups' }, 'BACKUP_DIR must be outside DATA_DIR'],
    [{ DATA_DIR: '/srv/data', BACKUP_DIR: '/srv/data' }, 'BACKUP_DIR must be outside DATA_DIR'],
    ...['0', '-1', 'all', '1.5', '10001'].map((keep): [NodeJS.ProcessEnv, string] => [{ BACKUP_KEEP: keep }, `BACKUP_KEEP must be a whole number from 1 to 10000 (how many backups to keep), got "${keep}"`]),
    ...['0', '65', '2.5', 'many', '-2'].map((workers): [NodeJS.ProcessEnv, string] => [{ WORKERS: workers }, `WORKERS must be a whole number from 1 to 64 or auto (one per core), got "${workers}"`]),
    ...['0', '101', 'ten'].map((size): [NodeJS.ProcessEnv, string] => [{ DATABASE_POOL_SIZE: size }, `DATABASE_POOL_SIZE must be a whole number from 1 to 100, got "${size}"`]),
  ])('rejects %o', (env, message) => {
    expect(() => loadConfig(env, CWD)).toThrow(message);
  });
});
