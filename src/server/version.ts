import fs from 'node:fs';

/** The server's version: package.json's, read once (the health endpoint reports it). */
export const serverVersion: string = (
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
