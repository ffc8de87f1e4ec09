#!/usr/bin/env node
// Runs every suite the README promises and ends with a plain "N passed, N failed" line,
// because CI reads that line and not Vitest's own summary.
//   node scripts/test.mjs                      contract checks, typecheck, all Vitest projects
//   node scripts/test.mjs --project server     only the named Vitest project(s), no checks
import { spawnSync } from 'node:child_process';
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

function run(command, commandArgs) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  return spawnSync(command, commandArgs, { stdio: 'inherit' }).status === 0;
}

/** A check that is not a Vitest test still counts, so a stale contract cannot pass quietly. */
function check(name, command, commandArgs) {
  const ok = run(command, commandArgs);
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'ok' : 'FAILED'}: ${name}`);
}

/** Runs Vitest projects in one process and adds up their JSON report. */
function vitest(label, projects) {
  const outputFile = path.join(resultsDir, `${label}.json`);
  rmSync(outputFile, { force: true });
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  const exitedCleanly = run(bin('vitest'), ['run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`]);
  let report;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    failed += 1; // Vitest died before reporting: count it rather than pass silently.
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
  const failures = report.numFailedTests + brokenFiles.length + failedSilently;
  passed += report.numPassedTests;
  failed += failures;
  if (failedSilently) console.log(`FAILED: ${label} (Vitest exited with an error and reported no failed test)`);
  console.log(`${label}: ${report.numPassedTests} passed, ${failures} failed`);
}

mkdirSync(resultsDir, { recursive: true });
if (onlyProjects.length > 0) {
  vitest(onlyProjects.join('+'), onlyProjects);
} else {
  check('src/contract matches openapi.yaml and contract/', 'node', ['scripts/contract.mjs', '--check']);
  check('openapi.yaml lints clean', bin('redocly'), ['lint', 'openapi.yaml', '--format=stylish']);
  check('typecheck', bin('tsc'), ['--noEmit']);
  check('eslint (style, hooks and import boundaries)', bin('eslint'), ['.']);
  vitest('unit', ['server', 'machines', 'web', 'storybook']);
  // End-to-end last and alone: it builds the app and starts `npm start` in the background.
  vitest('e2e', ['e2e']);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
