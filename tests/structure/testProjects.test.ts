// Guard: `npm test` (scripts/test.mjs) runs every Vitest project of vitest.config.ts, so a project
// added there (a split of one in two, say) cannot be left out of the README's test command and CI.
import fs from 'node:fs';
import { expect, it } from 'vitest';

const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

it('runs every Vitest project in npm test', () => {
  const projects = [...read('vitest.config.ts').matchAll(/\bname: '([a-z-]+)'/g)].map((match) => match[1]).sort();
  const run = [...read('scripts/test.mjs').matchAll(/vitest\('[a-z]+', \[([^\]]*)\]\)/g)].flatMap((match) => [...match[1]!.matchAll(/'([a-z-]+)'/g)].map((name) => name[1])).sort();
  expect(projects.length).toBeGreaterThan(5);
  expect(run).toEqual(projects);
});
