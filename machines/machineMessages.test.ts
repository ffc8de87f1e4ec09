// Proves every message id a machine can put in front of the user exists in both catalogues (en
// and sv), so an error never shows as a bare id. Each machine exports its ids as `<name>MessageIds`;
// the catalogues are every en.json / sv.json (or <name>.en.json / <name>.sv.json) under src/web,
// wherever the areas keep them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const machinesDir = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.join(machinesDir, '..', 'src', 'web');

const machineModules = import.meta.glob<Record<string, unknown>>('./*Machine.ts', { eager: true });

/** `{ 'authMachine.ts': { loginFailed: 'auth.errors.loginFailed', ... } }`. */
const idsByMachine = Object.fromEntries(
  Object.entries(machineModules).map(([file, exports]) => [
    path.basename(file),
    Object.assign({}, ...Object.entries(exports).flatMap(([name, value]) => (name.endsWith('MessageIds') ? [value as Record<string, string>] : []))) as Record<string, string>,
  ]),
);

function catalogue(language: 'en' | 'sv'): Record<string, string> {
  const named = new RegExp(`(^|\\.)${language}\\.json$`);
  const files = readdirSync(webDir, { recursive: true, encoding: 'utf8' }).filter((file) => named.test(path.basename(file)));
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(path.join(webDir, file), 'utf8')) as Record<string, string>));
}

describe("the machines' message ids", () => {
  it('are exported by every machine that shows an error', () => {
    const showsErrors = Object.keys(machineModules)
      .map((file) => path.basename(file))
      .filter((file) => readFileSync(path.join(machinesDir, file), 'utf8').includes('messageId'));
    expect(showsErrors.length).toBeGreaterThan(0);
    expect(showsErrors.filter((file) => Object.keys(idsByMachine[file]!).length === 0)).toEqual([]);
  });

  it.each(['en', 'sv'] as const)('all exist in the %s catalogue', (language) => {
    const messages = catalogue(language);
    const missing = Object.entries(idsByMachine).flatMap(([file, ids]) =>
      Object.values(ids)
        .filter((id) => !messages[id])
        .map((id) => `${file}: ${id}`),
    );
    expect(Object.keys(messages).length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
