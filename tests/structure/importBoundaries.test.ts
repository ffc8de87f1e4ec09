import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repository = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repository });

/** The rules ESLint breaks when `code` stands in the file at `filePath` (nothing is written). */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath: path.join(repository, filePath) });
  return results.flatMap((result) => result.messages).map((message) => message.ruleId ?? message.message);
}

// Each probe is an import the shape forbids (docs/adding-an-area.md), next to one it allows, so a
// probe that passes because its target does not resolve would show up as the allowed one failing.
describe('ESLint holds the import boundaries', () => {
  it("refuses a server area reaching into another area's repository, and allows its published interface and tables", async () => {
    expect(await brokenRules('src/server/areas/heartbeats/probe.ts', "export * from '../time/repository/stamps';\n")).toContain('boundaries/dependencies');
    expect(await brokenRules('src/server/areas/heartbeats/probe.ts', "export * from '../time/index';\nexport type * from '../time/tables';\n")).toEqual([]);
  });

  it('refuses shared server code reaching into an area', async () => {
    expect(await brokenRules('src/server/db/probe.ts', "export * from '../areas/time/index';\n")).toContain('boundaries/dependencies');
  });

  it('refuses a shared component importing a feature, and allows shared code', async () => {
    expect(await brokenRules('src/web/components/probe.ts', "export * from '../features/drinks/queries';\n")).toContain('boundaries/dependencies');
    expect(await brokenRules('src/web/components/probe.ts', "export * from './page/page.css';\n")).toEqual([]);
  });

  it('refuses a feature importing another feature', async () => {
    expect(await brokenRules('src/web/features/drinks/probe.ts', "export * from '../recipes/queries';\n")).toContain('boundaries/dependencies');
  });

  it('refuses domain code importing I/O packages, and allows pure ones', async () => {
    expect(await brokenRules('src/domain/probe.ts', "export { Kysely } from 'kysely';\n")).toContain('no-restricted-imports');
    expect(await brokenRules('src/domain/probe.ts', "export { readFileSync } from 'node:fs';\n")).toContain('no-restricted-imports');
    expect(await brokenRules('src/domain/probe.ts', "export { addDays } from 'date-fns';\n")).toEqual([]);
  });
});
