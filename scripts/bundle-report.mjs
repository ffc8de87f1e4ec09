#!/usr/bin/env node
// Reports the gzip size of the JS the first screen needs (the entry chunk and everything it
// imports statically) and fails the build when it grows past the budget or pulls in a library
// that only some routes should load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = process.argv[2] ?? 'dist/web'; // scripts/build.mjs passes the folder it assembles
const budgetKiB = 160; // gzip; the first screen's JS, see docs/decisions.md
const lazyOnly = ['recharts']; // heavy libraries that only the routes using them may load

const chunks = JSON.parse(readFileSync(path.join(outDir, '..', 'chunk-map.json'), 'utf8'));
const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

const firstScreen = new Set();
const visit = (fileName) => {
  if (firstScreen.has(fileName)) return;
  firstScreen.add(fileName);
  for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
};
chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));

const gzipKiB = (fileName) => gzipSync(readFileSync(path.join(outDir, fileName))).length / 1024;
let total = 0;
console.log('\nJS the first screen needs (gzip):');
for (const fileName of firstScreen) {
  const size = gzipKiB(fileName);
  total += size;
  console.log(`  ${fileName.padEnd(48)} ${size.toFixed(1)} KiB`);
}
const lazyTotal = chunks.filter((c) => !firstScreen.has(c.fileName)).reduce((sum, c) => sum + gzipKiB(c.fileName), 0);
console.log(`  total ${total.toFixed(1)} KiB (budget ${budgetKiB} KiB); lazily loaded chunks ${lazyTotal.toFixed(1)} KiB`);

const problems = [];
if (total > budgetKiB) problems.push(`first-screen JS is ${total.toFixed(1)} KiB gzip, over the ${budgetKiB} KiB budget`);
for (const fileName of firstScreen) {
  for (const name of lazyOnly) {
    if (byName.get(fileName)?.packages.includes(name)) problems.push(`${name} is in ${fileName}, which the first screen loads`);
  }
}
if (problems.length > 0) {
  console.error(`\nBundle budget broken:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
