// `npm test`: every check the project has, in order, then one summary line that CI can count.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { summarizeTestReports } from './lib/test-report-summary.mjs';

const reportDir = '.tmp/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  [
    'unit and integration',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportDir}/vitest.json`,
    ],
  ],
  ['catalogue', 'npm', ['run', 'catalog:check']],
  ['build', 'npm', ['run', 'build']],
  [
    'browser',
    'npx',
    ['playwright', 'test'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportDir}/playwright.json` },
  ],
];

// Every step runs even after a failure, so one run shows every problem; the browser tests need the build.
const failedSteps = [];
for (const [name, command, args, env] of steps) {
  if (name === 'browser' && failedSteps.includes('build')) {
    console.log('\n== browser: skipped, the build failed');
    continue;
  }
  const started = Date.now();
  console.log(`\n== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) failedSteps.push(name);
}

const { passed, skipped, failedNames, ...counted } = summarizeTestReports(reportDir);
// A failing step without counted tests (lint, types, build) still counts as a failure.
const failed =
  counted.failed +
  failedSteps.filter((name) => !['unit and integration', 'browser'].includes(name)).length;
// The failed tests by name come last: CI keeps only the end of a long log.
if (failedNames.length > 0) console.log(`\nFailed tests:\n  ${failedNames.join('\n  ')}`);
if (failedSteps.length > 0) console.log(`\nFailing steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
