// Proves the signing secret: SECRET wins; otherwise one is generated once, private, and reused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveSecret, SECRET_FILE_NAME } from './secret';

describe('resolveSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lifelog-secret-')), 'data');
  });
  afterEach(() => {
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('uses SECRET from the environment and writes nothing', () => {
    expect(resolveSecret(dataDir, 'from-env')).toBe('from-env');
    expect(fs.existsSync(path.join(dataDir, SECRET_FILE_NAME))).toBe(false);
  });

  it('generates a secret once, readable only by the owner, and reuses it', () => {
    const first = resolveSecret(dataDir);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.statSync(path.join(dataDir, SECRET_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(resolveSecret(dataDir)).toBe(first);
  });

  it('makes the secret file 0600 whatever the umask, and tightens one an older install left 0644', () => {
    const umask = process.umask(0);
    try {
      resolveSecret(dataDir);
      const file = path.join(dataDir, SECRET_FILE_NAME);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      fs.chmodSync(file, 0o644);
      resolveSecret(dataDir);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
    }
  });
});
