#!/usr/bin/env node
// Runs every suite the README promises and ends with a plain "N passed, N failed" line,
// because CI reads that line and not Vitest's own summary.
//   node scripts/test.mjs                      contract checks, typecheck, all Vitest projects
//   node scripts/test.mjs --project server     only the named Vitest project(s), no checks
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// Nothing here may phone home: the tools' telemetry only slows an offline machine down.
process.env.REDOCLY_TELEMETRY ??= 'off';
process.env.REDOCLY_SUPPRESS_UPDATE_NOTICE ??= 'true';
process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

const args = process.argv.slice(2);
const onlyProjects = args.flatMap((arg, i) => (args[i - 1] === '--project' ? [arg] : []));
const resultsDir = '.vitest-results';
const bin = (name) => path.join('node_modules', '.bin', name);

let passed = 0;
let failed = 0;
/** Every failure by name, repeated at the end: CI shows only the tail of a long log. */
const failures = [];
/** How long each step and each test file took, printed at the end so that growth shows. */
const stepSeconds = [];
const fileSeconds = [];

function count(ok, name) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
  console.log(`${ok ? 'ok' : 'FAILED'}: ${name}`);
}

/**
 * The checks that are not Vitest tests, side by side (each uses one core), each counted as one
 * test so that a stale contract cannot pass quietly. Their output is printed when each ends.
 */
async function checks(list) {
  const started = performance.now();
  await Promise.all(
    list.map(
      ([name, command, commandArgs]) =>
        new Promise((resolve) => {
          const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('error', (error) => (output += `${error.message}\n`));
          child.on('close', (code) => {
            console.log(`\n$ ${command} ${commandArgs.join(' ')}\n${output.trimEnd()}`);
            count(code === 0, name);
            resolve();
          });
        }),
    ),
  );
  stepSeconds.push(['checks', (performance.now() - started) / 1000]);
}

/** Runs Vitest projects in one process and adds up their JSON report. */
function vitest(label, projects) {
  const outputFile = path.join(resultsDir, `${label}.json`);
  rmSync(outputFile, { force: true });
  const commandArgs = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`];
  console.log(`\n$ ${bin('vitest')} ${commandArgs.join(' ')}`);
  const started = performance.now();
  const exitedCleanly = spawnSync(bin('vitest'), commandArgs, { stdio: 'inherit' }).status === 0;
  stepSeconds.push([`vitest ${projects.join(', ')}`, (performance.now() - started) / 1000]);
  let report;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    failed += 1; // Vitest died before reporting: count it rather than pass silently.
    failures.push(`${label} (no report)`);
    console.log(`FAILED: ${label} (no report)`);
    return;
  }
  // A file that fails outside its tests (it does not load, or a beforeAll throws and its tests
  // are skipped) has no failed test but is a failure all the same.
  // So is a file that ran no test at all: a browser that would not start leaves the stories'
  // files "passed" with nothing in them.
  const brokenFiles = report.testResults.filter(
    (file) => (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) || file.assertionResults.length === 0,
  );
  // And Vitest failing with nothing to show for it (a global setup that threw, no files found).
  const failedSilently = !exitedCleanly && report.numFailedTests + brokenFiles.length === 0 ? 1 : 0;
  const failedCount = report.numFailedTests + brokenFiles.length + failedSilently;
  passed += report.numPassedTests;
  failed += failedCount;
  for (const file of report.testResults) {
    const name = path.relative('.', file.name);
    fileSeconds.push([name, (file.endTime - file.startTime) / 1000]);
    if (brokenFiles.includes(file)) failures.push(`${name}: ${firstLine(file.message) || 'ran no test'}`);
    for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
      failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  if (failedSilently) failures.push(`${label} (Vitest exited with an error and reported no failed test)`);
  if (failedSilently) console.log(`FAILED: ${label} (Vitest exited with an error and reported no failed test)`);
  console.log(`${label}: ${report.numPassedTests} passed, ${failedCount} failed`);
}

const firstLine = (text = '') => text.split('\n', 1)[0].slice(0, 300);

mkdirSync(resultsDir, { recursive: true });
if (onlyProjects.length > 0) {
  vitest(onlyProjects.join('+'), onlyProjects);
} else {
  // tsc and ESLint keep what they learnt in node_modules/.cache, so a second run checks only what
  // changed. ESLint's rules use no type information: a file's result depends on its text and the config.
  await checks([
    ['src/contract matches openapi.yaml and contract/', 'node', ['scripts/contract.mjs', '--check']],
    ['openapi.yaml lints clean', bin('redocly'), ['lint', 'openapi.yaml', '--format=stylish']],
    ['typecheck', bin('tsc'), ['--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsconfig.tsbuildinfo']],
    ['eslint (style, hooks and import boundaries)', bin('eslint'), ['.', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/']],
    ['import graph: no circles, area lists read at the root only', bin('depcruise'), ['src', 'machines', 'tests', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']],
  ]);
  vitest('unit', ['server', 'machines', 'web-node', 'web', 'web-isolated', 'storybook']);
  // End-to-end last and alone: it builds the app and starts `npm start` in the background.
  vitest('e2e', ['e2e']);
}

const seconds = ([name, s]) => `${s.toFixed(1).padStart(7)} s  ${name}`;
console.log('\nSteps:');
for (const step of stepSeconds) console.log(seconds(step));
console.log('Ten slowest test files (files run side by side, so these overlap):');
for (const file of fileSeconds.sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(seconds(file));
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `FAILED: ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
