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
    });
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
    ['true', true],
    ['1', true],
    ['FALSE', false],
    ['0', false],
  ])('reads ALLOW_SIGNUP=%s', (value, allowSignup) => {
    expect(loadConfig({ ALLOW_SIGNUP: value }, CWD).allowSignup).toBe(allowSignup);
  });

  it.each([
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
  ])('rejects %o', (env, message) => {
    expect(() => loadConfig(env, CWD)).toThrow(message);
  });
});
