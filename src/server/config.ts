import os from 'node:os';
import path from 'node:path';
import { parseBackupEvery } from './backup/every';
import { BACKUP_DIR_INSIDE_DATA, isInsideDataDir } from './backup/placement';
import { DEFAULT_POOL_SIZE } from './db/database';
import { normalizeAllowHost } from './outbound/allowHosts';

/** Everything the server reads from its environment, checked once at start. */
export interface ServerConfig {
  port: number;
  /** Default 127.0.0.1: only this machine; HOST=0.0.0.0 serves a LAN. */
  host: string;
  /** Absolute path; holds the SQLite file and the generated secret. */
  dataDir: string;
  /** Set → PostgreSQL; absent → SQLite in dataDir. */
  databaseUrl?: string;
  /** From SECRET; when absent, resolveSecret() generates one into dataDir. */
  secret?: string;
  logLevel: LogLevel;
  /** TRUST_PROXY=true: behind a reverse proxy, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** ALLOW_SIGNUP (default true); false: only the very first account can be created. */
  allowSignup: boolean;
  /**
   * OUTBOUND_ALLOW_HOSTS: comma-separated `host:port` pairs that recipe import may fetch even on
   * loopback or a private network (tests, LAN users); empty by default. In URL normal form.
   */
  outboundAllowHosts: string[];
  /** BACKUP_DIR (default ./backups): where `npm run backup` and scheduled backups write. Absolute. */
  backupDir: string;
  /** BACKUP_EVERY in ms: back up while the server runs (SQLite only); absent: no scheduled backups. */
  backupEveryMs?: number;
  /** BACKUP_KEEP: how many backups to keep, the oldest removed; absent: all. */
  backupKeep?: number;
  /** WORKERS: server processes on this machine (a number, or `auto`: one per core); default 1. */
  workers: number;
  /** DATABASE_POOL_SIZE: PostgreSQL connections per process; default DEFAULT_POOL_SIZE. */
  databasePoolSize: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The shortest SECRET accepted: 32 characters, so a signing key cannot be guessed. */
export const MIN_SECRET_LENGTH = 32;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the config from env; throws a ConfigError naming the variable when one is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd(), cores = os.availableParallelism()): ServerConfig {
  const config: ServerConfig = {
    port: parsePort(env.PORT),
    // Loopback unless asked: a fresh install is not reachable from the network by accident.
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data'),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    trustProxy: parseBoolean('TRUST_PROXY', env.TRUST_PROXY, false),
    allowSignup: parseBoolean('ALLOW_SIGNUP', env.ALLOW_SIGNUP, true),
    outboundAllowHosts: parseAllowHosts(env.OUTBOUND_ALLOW_HOSTS),
    backupDir: path.resolve(cwd, nonEmpty(env.BACKUP_DIR) ?? 'backups'),
    workers: parseWorkers(env.WORKERS, cores),
    databasePoolSize: parseWholeNumber('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, { min: 1, max: 100, fallback: DEFAULT_POOL_SIZE }),
  };
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
      throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
    }
    config.databaseUrl = databaseUrl;
  }
  const secret = nonEmpty(env.SECRET);
  if (secret !== undefined) {
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(`SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    }
    config.secret = secret;
  }
  Object.assign(config, parseBackupSchedule(env, config));
  return config;
}

function parseBackupSchedule(env: NodeJS.ProcessEnv, config: ServerConfig): Pick<ServerConfig, 'backupEveryMs' | 'backupKeep'> {
  const every = nonEmpty(env.BACKUP_EVERY);
  // Checked when backups are asked for, so an install with DATA_DIR=. still starts.
  if ((every !== undefined || nonEmpty(env.BACKUP_DIR) !== undefined) && isInsideDataDir(config.backupDir, config.dataDir)) {
    throw new ConfigError(BACKUP_DIR_INSIDE_DATA);
  }
  const keep = nonEmpty(env.BACKUP_KEEP);
  const schedule: Pick<ServerConfig, 'backupEveryMs' | 'backupKeep'> = {};
  if (every !== undefined) {
    if (config.databaseUrl !== undefined) {
      throw new ConfigError('BACKUP_EVERY works with SQLite only; on PostgreSQL schedule pg_dump instead (see the README, "Backups")');
    }
    schedule.backupEveryMs = parseBackupEvery(every.toLowerCase());
    if (schedule.backupEveryMs === undefined) {
      throw new ConfigError(`BACKUP_EVERY must be an interval from 5m to 366d such as 24h, 30m or 1d12h, got "${every}"`);
    }
  }
  if (keep !== undefined) {
    if (!/^\d+$/.test(keep) || Number(keep) < 1 || Number(keep) > 10_000) {
      throw new ConfigError(`BACKUP_KEEP must be a whole number from 1 to 10000 (how many backups to keep), got "${keep}"`);
    }
    schedule.backupKeep = Number(keep);
  }
  return schedule;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return fallback;
  if (text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${text}"`);
}

function parsePort(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return 3000;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${text}"`);
  }
  return port;
}

/** The most processes WORKERS may ask for: beyond this, the database's connections run out first. */
export const MAX_WORKERS = 64;

function parseWorkers(value: string | undefined, cores: number): number {
  if (nonEmpty(value)?.toLowerCase() === 'auto') return Math.min(MAX_WORKERS, Math.max(1, cores));
  return parseWholeNumber('WORKERS', value, { min: 1, max: MAX_WORKERS, fallback: 1, hint: ' or auto (one per core)' });
}

function parseWholeNumber(name: string, value: string | undefined, { min, max, fallback, hint = '' }: { min: number; max: number; fallback: number; hint?: string }): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const number = Number(text);
  if (!/^\d+$/.test(text) || number < min || number > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}${hint}, got "${text}"`);
  return number;
}

function parseAllowHosts(value: string | undefined): string[] {
  const entries = (nonEmpty(value) ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  return entries.map((entry) => {
    const normal = normalizeAllowHost(entry);
    if (normal === undefined) {
      throw new ConfigError(`OUTBOUND_ALLOW_HOSTS must list host:port pairs separated by commas (port 1 to 65535), got "${entry}"`);
    }
    return normal;
  });
}

function parseLogLevel(value: string | undefined): LogLevel {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === text);
  if (level === undefined) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${text}"`);
  }
  return level;
}
