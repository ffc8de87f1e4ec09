#!/usr/bin/env node
// Reports the JS each first screen loads, as the server sends it (gzip at the level of the
// precompressed copies; files too small to be compressed count as they are), and fails the build
// when /login grows past its budget or a first screen pulls in a library that only some routes
// should load. See docs/decisions.md, "First-screen budget".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { firstScreens } from './firstScreens.mjs';
import { MIN_BYTES } from './precompress.mjs';

const outDir = process.argv[2] ?? 'dist/web'; // scripts/build.mjs passes the folder it assembles
const lazyOnly = ['recharts']; // heavy libraries that only the routes using them may load

/**
 * What each first screen loads besides the entry chunk and its static imports: the lazy modules
 * of scripts/firstScreens.mjs (also what index.html preloads). A module missing from every chunk
 * fails the report, so a rename cannot silently shrink a screen. English is measured.
 */
const screens = [
  {
    name: '/login, signed out',
    budgetKB: 144, // today's figure rounded up; issue 7 asks for 130: see docs/decisions.md, "First-screen budget"
    loads: firstScreens.signedOut('en'),
  },
  {
    name: '/, signed in',
    loads: firstScreens.signedIn('en'),
  },
];

const chunks = JSON.parse(readFileSync(path.join(outDir, '..', 'chunk-map.json'), 'utf8'));
const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

/** Bytes on the wire: the .gz copy the build writes (precompress.mjs), or the file itself when small. */
const sentBytes = (fileName) => {
  const content = readFileSync(path.join(outDir, fileName));
  if (content.length < MIN_BYTES) return content.length;
  return Math.min(content.length, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length);
};
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const problems = [];
const withImports = (fileNames) => {
  const seen = new Set();
  const visit = (fileName) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  fileNames.forEach(visit);
  return seen;
};
const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);

for (const screen of screens) {
  const lazy = screen.loads.map((module) => {
    const chunk = chunks.find((candidate) => candidate.modules.includes(module));
    if (!chunk) problems.push(`${module} (loaded by ${screen.name}) is in no chunk: update the list in scripts/bundle-report.mjs`);
    return chunk?.fileName;
  });
  const files = withImports([...entries, ...lazy.filter(Boolean)]);
  let total = 0;
  console.log(`\nJS for ${screen.name} (gzip as sent):`);
  for (const fileName of [...files].sort((a, b) => sentBytes(b) - sentBytes(a))) {
    const size = sentBytes(fileName);
    total += size;
    console.log(`  ${`${byName.get(fileName)?.name ?? ''} ${fileName}`.padEnd(48)} ${kB(size).padStart(9)}`);
  }
  console.log(`  total ${kB(total)}${screen.budgetKB ? ` (budget ${screen.budgetKB} kB)` : ''}`);
  if (screen.budgetKB && total > screen.budgetKB * 1000) problems.push(`${screen.name} needs ${kB(total)} of JS, over its ${screen.budgetKB} kB budget`);
  for (const fileName of files) {
    for (const name of lazyOnly) {
      if (byName.get(fileName)?.packages.includes(name)) problems.push(`${name} is in ${byName.get(fileName)?.name} (${fileName}), which ${screen.name} loads`);
    }
  }
}

if (problems.length > 0) {
  console.error(`\nBundle budget broken:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
